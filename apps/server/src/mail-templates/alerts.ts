import type { Language } from '@pp/contract/account';
import { SEARCH_KIND_LABEL, type SearchKind } from '@pp/contract/alerts';
import type { Mail } from '../platform/mailer.ts';
import { composeMail, esc, type MailParts } from './layout.ts';

export interface AlertPosting {
  title: string;
  companyName: string;
  location: string;
  /** Absolute link to the posting's detail page. */
  url: string;
}

const LIST_MARK = '\u0000postings\u0000';

const SEARCH_KIND_LABEL_HI: Record<SearchKind, string> = {
  memberJobs: 'भारत में नौकरी खोज',
  memberIntlJobs: 'अंतरराष्ट्रीय नौकरी खोज',
  wfhJobs: 'घर से काम वाली नौकरी खोज',
  studentJobs: 'नौकरी खोज',
  studentTrainings: 'प्रशिक्षण खोज',
};

interface AlertWording {
  subject: string;
  paragraphs: string[];
  action: string;
  manage: string;
  unsubscribe: string;
}

function englishWording(data: JobAlertMail, total: number): AlertWording {
  const kindLabel = SEARCH_KIND_LABEL[data.searchKind];
  const noun = data.searchKind === 'studentTrainings' ? 'training' : 'job';
  return {
    subject: `${total} new ${noun}${total === 1 ? '' : 's'} for your saved search "${data.searchName}"`,
    paragraphs: [
      `There ${total === 1 ? 'is' : 'are'} ${total} new ${noun}${total === 1 ? '' : 's'} matching your saved search "${data.searchName}" (${kindLabel}).`,
      LIST_MARK,
      ...(data.more > 0 ? [`And ${data.more} more. Run the search to see them all.`] : []),
    ],
    action: 'Run the search',
    manage: 'Manage your saved searches and alerts',
    unsubscribe: 'Unsubscribe from this alert',
  };
}

function hindiWording(data: JobAlertMail, total: number): AlertWording {
  const kindLabel = SEARCH_KIND_LABEL_HI[data.searchKind];
  const one = total === 1;
  // नौकरी is feminine, प्रशिक्षण masculine: the adjective and verb agree with the noun.
  const [matching, fresh, noun] =
    data.searchKind === 'studentTrainings'
      ? [one ? 'खाता' : 'खाते', one ? 'नया' : 'नए', 'प्रशिक्षण']
      : ['खाती', 'नई', one ? 'नौकरी' : 'नौकरियाँ'];
  return {
    subject: `आपकी सहेजी गई खोज "${data.searchName}" के लिए ${total} ${fresh} ${noun}`,
    paragraphs: [
      `आपकी सहेजी गई खोज "${data.searchName}" (${kindLabel}) से मेल ${matching} ${total} ${fresh} ${noun} ${one ? 'है' : 'हैं'}।`,
      LIST_MARK,
      ...(data.more > 0 ? [`और ${data.more} अन्य। सभी देखने के लिए खोज चलाएँ।`] : []),
    ],
    action: 'खोज चलाएँ',
    manage: 'अपनी सहेजी गई खोजें और अलर्ट प्रबंधित करें',
    unsubscribe: 'इस अलर्ट की सदस्यता समाप्त करें',
  };
}

export interface JobAlertMail {
  to: string;
  name: string;
  /** The recipient's language. */
  language: Language;
  searchName: string;
  searchKind: SearchKind;
  postings: AlertPosting[];
  more: number;
  searchUrl: string;
  unsubscribeUrl: string;
  manageUrl: string;
}

/**
 * The job alert: the new matches of one saved search (at most `postings.length` listed; `more`
 * counts the rest), a link to run the search, and the unsubscribe link (works without signing in).
 */
export function jobAlertMail(data: JobAlertMail): Mail {
  const total = data.postings.length + data.more;
  const lines = data.postings.map(
    (p) => `- ${p.title}, ${p.companyName}${p.location ? `, ${p.location}` : ''}: ${p.url}`,
  );
  const wording = data.language === 'hi' ? hindiWording(data, total) : englishWording(data, total);
  const parts: MailParts = {
    to: data.to,
    name: data.name,
    language: data.language,
    subject: wording.subject,
    paragraphs: wording.paragraphs,
    action: { label: wording.action, url: data.searchUrl },
    footer: [
      { text: wording.manage, url: data.manageUrl },
      { text: wording.unsubscribe, url: data.unsubscribeUrl },
    ],
  };
  const mail = composeMail(parts);
  const listHtml = `<ul style="padding-left:18px">${data.postings
    .map(
      (p) =>
        `<li style="margin-bottom:8px"><a href="${esc(p.url)}"><strong>${esc(p.title)}</strong></a><br>${esc(p.companyName)}${p.location ? ` &middot; ${esc(p.location)}` : ''}</li>`,
    )
    .join('')}</ul>`;
  return {
    ...mail,
    text: mail.text.replace(LIST_MARK, lines.join('\n')),
    html: mail.html?.replace(`<p>${esc(LIST_MARK)}</p>`, listHtml),
  };
}
