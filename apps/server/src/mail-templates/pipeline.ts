import type { Language } from '@pp/contract/account';
import { type ApplicationStage, STAGE_LABEL } from '@pp/contract/pipeline';
import type { Mail } from '../platform/mailer.ts';
import { composeMail, type InLanguages } from './layout.ts';

/** The e-mail a candidate gets when an employer moves their application to another stage. */

export interface StageChangeMail {
  to: string;
  name: string;
  /** The candidate's language. */
  language: Language;
  kind: 'job' | 'training';
  postingTitle: string;
  companyName: string;
  stage: ApplicationStage;
  /** Absolute link to the candidate's applications page. */
  applicationsUrl: string;
}

const STAGE_LABEL_HI: Record<ApplicationStage, string> = {
  applied: 'आवेदन किया गया',
  shortlisted: 'शॉर्टलिस्ट किया गया',
  interview: 'साक्षात्कार',
  offered: 'प्रस्ताव दिया गया',
  hired: 'नियुक्त',
  notSelected: 'चयनित नहीं',
};

const NEXT_STEP: InLanguages<Record<ApplicationStage, string>> = {
  en: {
    applied: 'Your application is with the employer for review.',
    shortlisted: 'The employer has shortlisted your application and may contact you about the next steps.',
    interview: 'The employer would like to interview you and will contact you with the details.',
    offered: 'The employer intends to make you an offer and will contact you with the details.',
    hired: 'Congratulations! The employer has marked you as hired.',
    notSelected:
      'The employer has decided not to take your application further this time. Thank you for your interest, and all the best for your search.',
  },
  hi: {
    applied: 'आपका आवेदन समीक्षा के लिए नियोक्ता के पास है।',
    shortlisted: 'नियोक्ता ने आपका आवेदन शॉर्टलिस्ट किया है और अगले चरणों के बारे में आपसे संपर्क कर सकते हैं।',
    interview: 'नियोक्ता आपका साक्षात्कार लेना चाहते हैं और विवरण के साथ आपसे संपर्क करेंगे।',
    offered: 'नियोक्ता आपको प्रस्ताव देना चाहते हैं और विवरण के साथ आपसे संपर्क करेंगे।',
    hired: 'बधाई हो! नियोक्ता ने आपको नियुक्त के रूप में चिह्नित किया है।',
    notSelected:
      'नियोक्ता ने इस बार आपके आवेदन को आगे न बढ़ाने का निर्णय लिया है। आपकी रुचि के लिए धन्यवाद, और आपकी खोज के लिए शुभकामनाएँ।',
  },
};

export function stageChangeMail(data: StageChangeMail): Mail {
  const next = NEXT_STEP[data.language][data.stage];
  if (data.language === 'hi') {
    const label = STAGE_LABEL_HI[data.stage];
    const posting = data.kind === 'job' ? 'नौकरी' : 'प्रशिक्षण';
    const at = data.companyName ? ` (${data.companyName})` : '';
    return composeMail({
      to: data.to,
      name: data.name,
      language: 'hi',
      subject: `${data.postingTitle} के लिए आपका आवेदन: ${label}`,
      paragraphs: [`${posting} "${data.postingTitle}"${at} के लिए आपके आवेदन की स्थिति अब है: ${label}।`, next],
      action: { label: 'अपने आवेदन देखें', url: data.applicationsUrl },
    });
  }
  const label = STAGE_LABEL[data.stage];
  const posting = data.kind === 'job' ? 'job' : 'training';
  const at = data.companyName ? ` at ${data.companyName}` : '';
  return composeMail({
    to: data.to,
    name: data.name,
    subject: `Your application for ${data.postingTitle}: ${label}`,
    paragraphs: [
      `The status of your application for the ${posting} "${data.postingTitle}"${at} is now: ${label}.`,
      next,
    ],
    action: { label: 'View your applications', url: data.applicationsUrl },
  });
}
