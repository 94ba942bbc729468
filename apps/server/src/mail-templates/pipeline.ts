import { type ApplicationStage, STAGE_LABEL } from '@pp/contract/pipeline';
import type { Mail } from '../platform/mailer.ts';
import { composeMail } from './layout.ts';

/** The e-mail a candidate gets when an employer moves their application to another stage. */

export interface StageChangeMail {
  to: string;
  name: string;
  kind: 'job' | 'training';
  postingTitle: string;
  companyName: string;
  stage: ApplicationStage;
  /** Absolute link to the candidate's applications page. */
  applicationsUrl: string;
}

const NEXT_STEP: Record<ApplicationStage, string> = {
  applied: 'Your application is with the employer for review.',
  shortlisted: 'The employer has shortlisted your application and may contact you about the next steps.',
  interview: 'The employer would like to interview you and will contact you with the details.',
  offered: 'The employer intends to make you an offer and will contact you with the details.',
  hired: 'Congratulations! The employer has marked you as hired.',
  notSelected:
    'The employer has decided not to take your application further this time. Thank you for your interest, and all the best for your search.',
};

export function stageChangeMail(data: StageChangeMail): Mail {
  const label = STAGE_LABEL[data.stage];
  const posting = data.kind === 'job' ? 'job' : 'training';
  const at = data.companyName ? ` at ${data.companyName}` : '';
  return composeMail({
    to: data.to,
    name: data.name,
    subject: `Your application for ${data.postingTitle}: ${label}`,
    paragraphs: [
      `The status of your application for the ${posting} "${data.postingTitle}"${at} is now: ${label}.`,
      NEXT_STEP[data.stage],
    ],
    action: { label: 'View your applications', url: data.applicationsUrl },
  });
}
