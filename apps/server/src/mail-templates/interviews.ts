import type { Language } from '@pp/contract/account';
import { formatDateTime } from '@pp/contract/format';
import type { InterviewMode } from '@pp/contract/interviews';
import type { Mail } from '../platform/mailer.ts';
import { composeMail, type InLanguages } from './layout.ts';

/**
 * The e-mails of interview scheduling: the candidate's invitation (with its calendar part), its
 * changes and reminder; the employer's news of an answer and their reminder. Times are India time.
 */

export interface InterviewFacts {
  postingTitle: string;
  companyName: string;
  roundName: string;
  mode: InterviewMode;
  location: string;
  durationMinutes: number;
  note: string;
  /** Epoch seconds; null while the candidate has still to pick a time. */
  startsOn: number | null;
}

export interface CandidateMailData {
  to: string;
  name: string;
  language: Language;
  interview: InterviewFacts;
  /** Absolute link to the candidate's applications page. */
  applicationsUrl: string;
  /** The invitation's calendar part (none while a time is still to be picked). */
  calendar?: Mail['calendar'];
}

const MODE: InLanguages<Record<InterviewMode, string>> = {
  en: { inPerson: 'In person', video: 'Video call', phone: 'Phone call' },
  hi: { inPerson: 'व्यक्तिगत रूप से', video: 'वीडियो कॉल', phone: 'फ़ोन कॉल' },
};

/** 'at 27-Nov-2026 10:30 (India time)' as a value; '' when there is no time yet. */
function when(language: Language, startsOn: number | null): string {
  if (startsOn === null) return '';
  return language === 'hi'
    ? `${formatDateTime(startsOn, 'hi')} (भारतीय समय)`
    : `${formatDateTime(startsOn, 'en')} (India time)`;
}

/** The facts of the interview as lines, in the reader's language. */
export function interviewLines(language: Language, f: InterviewFacts): string[] {
  const hi = language === 'hi';
  const lines = [
    `${hi ? 'चरण' : 'Round'}: ${f.roundName}`,
    ...(f.startsOn === null ? [] : [`${hi ? 'समय' : 'Time'}: ${when(language, f.startsOn)}`]),
    `${hi ? 'अवधि' : 'Duration'}: ${f.durationMinutes} ${hi ? 'मिनट' : 'minutes'}`,
    `${hi ? 'माध्यम' : 'Mode'}: ${MODE[language][f.mode]}`,
  ];
  if (f.location) {
    const label =
      f.mode === 'inPerson'
        ? hi
          ? 'पता'
          : 'Address'
        : f.mode === 'video'
          ? hi
            ? 'लिंक'
            : 'Link'
          : hi
            ? 'संपर्क'
            : 'Contact';
    lines.push(`${label}: ${f.location}`);
  }
  if (f.note) lines.push(`${hi ? 'नियोक्ता का नोट' : 'Note from the employer'}: ${f.note}`);
  return lines;
}

function at(language: Language, f: InterviewFacts): string {
  if (!f.companyName) return `"${f.postingTitle}"`;
  return language === 'hi'
    ? `"${f.postingTitle}" (${f.companyName})`
    : `"${f.postingTitle}" at ${f.companyName}`;
}

export type CandidateMailKind =
  | 'invited'
  | 'pickOffered'
  | 'booked'
  | 'rescheduled'
  | 'cancelled'
  | 'reminder';

const SUBJECT: InLanguages<Record<CandidateMailKind, (title: string) => string>> = {
  en: {
    invited: (t) => `Interview invitation: ${t}`,
    pickOffered: (t) => `Interview invitation: choose a time for ${t}`,
    booked: (t) => `Interview booked: ${t}`,
    rescheduled: (t) => `Interview moved: ${t}`,
    cancelled: (t) => `Interview cancelled: ${t}`,
    reminder: (t) => `Reminder: interview tomorrow for ${t}`,
  },
  hi: {
    invited: (t) => `साक्षात्कार का निमंत्रण: ${t}`,
    pickOffered: (t) => `साक्षात्कार का निमंत्रण: ${t} के लिए समय चुनें`,
    booked: (t) => `साक्षात्कार का समय तय: ${t}`,
    rescheduled: (t) => `साक्षात्कार का समय बदला: ${t}`,
    cancelled: (t) => `साक्षात्कार रद्द: ${t}`,
    reminder: (t) => `अनुस्मारक: ${t} के लिए कल साक्षात्कार`,
  },
};

function lead(language: Language, kind: CandidateMailKind, f: InterviewFacts): string {
  const posting = at(language, f);
  if (language === 'hi') {
    switch (kind) {
      case 'invited':
        return `${posting} के लिए आपके आवेदन पर नियोक्ता आपको साक्षात्कार के लिए आमंत्रित करते हैं।`;
      case 'pickOffered':
        return `${posting} के लिए आपके आवेदन पर नियोक्ता आपको साक्षात्कार के लिए आमंत्रित करते हैं। कृपया पोर्टल पर दिए गए समयों में से एक चुनें; हर समय केवल एक उम्मीदवार के लिए है, पहले आओ पहले पाओ।`;
      case 'booked':
        return `${posting} के लिए आपके साक्षात्कार का समय तय हो गया है।`;
      case 'rescheduled':
        return `${posting} के लिए आपका साक्षात्कार नए समय पर कर दिया गया है। कृपया पोर्टल पर अपना उत्तर फिर से दें।`;
      case 'cancelled':
        return `${posting} के लिए आपका साक्षात्कार नियोक्ता ने रद्द कर दिया है।`;
      case 'reminder':
        return `यह याद दिलाने के लिए कि ${posting} के लिए आपका साक्षात्कार 24 घंटों के भीतर है।`;
    }
  }
  switch (kind) {
    case 'invited':
      return `The employer invites you to an interview for your application for ${posting}.`;
    case 'pickOffered':
      return `The employer invites you to an interview for your application for ${posting}. Please choose one of the offered times on the portal; each time is for one candidate, first come first served.`;
    case 'booked':
      return `Your interview for ${posting} is booked.`;
    case 'rescheduled':
      return `Your interview for ${posting} has been moved to a new time. Please answer again on the portal.`;
    case 'cancelled':
      return `The employer has cancelled your interview for ${posting}.`;
    case 'reminder':
      return `A reminder that your interview for ${posting} is within the next 24 hours.`;
  }
}

/** A mail to the candidate about their invitation. */
export function candidateInterviewMail(kind: CandidateMailKind, data: CandidateMailData): Mail {
  const hi = data.language === 'hi';
  const f = data.interview;
  const closing =
    kind === 'cancelled'
      ? []
      : [
          hi
            ? 'आप पोर्टल पर अपने आवेदनों के पृष्ठ पर इसे स्वीकार कर सकते हैं, अस्वीकार कर सकते हैं या दूसरे समय का अनुरोध कर सकते हैं।'
            : 'You can accept, decline or ask for another time on your applications page on the portal.',
        ];
  const mail = composeMail({
    to: data.to,
    name: data.name,
    language: data.language,
    subject: SUBJECT[data.language][kind](f.postingTitle),
    paragraphs: [lead(data.language, kind, f), ...interviewLines(data.language, f), ...closing],
    action: { label: hi ? 'अपने आवेदन देखें' : 'View your applications', url: data.applicationsUrl },
  });
  return data.calendar ? { ...mail, calendar: data.calendar } : mail;
}

export interface AnswerMailData {
  to: string;
  name: string;
  language: Language;
  candidateName: string;
  response: 'accepted' | 'declined' | 'newTime' | 'booked';
  note: string;
  interview: InterviewFacts;
  /** Absolute link to the posting's applicants. */
  applicantsUrl: string;
}

/** To the posting's owner: a candidate answered (or booked one of the offered times). */
export function interviewAnswerMail(data: AnswerMailData): Mail {
  const hi = data.language === 'hi';
  const f = data.interview;
  const c = data.candidateName;
  const what = hi
    ? {
        accepted: `${c} ने साक्षात्कार का निमंत्रण स्वीकार कर लिया है।`,
        declined: `${c} ने साक्षात्कार का निमंत्रण अस्वीकार कर दिया है।`,
        newTime: `${c} साक्षात्कार के लिए दूसरा समय चाहते हैं।`,
        booked: `${c} ने साक्षात्कार के लिए एक समय चुना है।`,
      }[data.response]
    : {
        accepted: `${c} has accepted the interview invitation.`,
        declined: `${c} has declined the interview invitation.`,
        newTime: `${c} would like another time for the interview.`,
        booked: `${c} has booked one of the offered interview times.`,
      }[data.response];
  const subject = hi ? `साक्षात्कार का उत्तर: ${f.postingTitle}` : `Interview answer: ${f.postingTitle}`;
  return composeMail({
    to: data.to,
    name: data.name,
    language: data.language,
    subject,
    paragraphs: [
      what,
      ...(data.note ? [`${hi ? 'उम्मीदवार का नोट' : "The candidate's note"}: ${data.note}`] : []),
      ...interviewLines(data.language, f),
    ],
    action: { label: hi ? 'आवेदक देखें' : 'View the applicants', url: data.applicantsUrl },
  });
}

export interface EmployerReminderData {
  to: string;
  name: string;
  language: Language;
  /** The interviews of the next 24 hours, soonest first. */
  items: { candidateName: string; postingTitle: string; roundName: string; startsOn: number }[];
}

/** To the posting's owner: the interviews of the next 24 hours (one mail per run). */
export function employerReminderMail(data: EmployerReminderData): Mail {
  const hi = data.language === 'hi';
  return composeMail({
    to: data.to,
    name: data.name,
    language: data.language,
    subject: hi ? 'अनुस्मारक: अगले 24 घंटों के साक्षात्कार' : 'Reminder: interviews in the next 24 hours',
    paragraphs: [
      hi ? 'अगले 24 घंटों में आपके ये साक्षात्कार हैं:' : 'These interviews are in the next 24 hours:',
      data.items
        .map(
          (i) =>
            `- ${when(data.language, i.startsOn)}: ${i.candidateName}, ${i.postingTitle} (${i.roundName})`,
        )
        .join('\n'),
    ],
  });
}
