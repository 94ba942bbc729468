import type { Mail } from '../platform/mailer.ts';
import { composeMail, esc } from './layout.ts';

export interface AlertPosting {
  title: string;
  companyName: string;
  location: string;
  /** Absolute link to the posting's detail page. */
  url: string;
}

const LIST_MARK = '\u0000postings\u0000';

/**
 * The job alert: the new matches of one saved search (at most `postings.length` listed; `more`
 * counts the rest), a link to run the search, and the unsubscribe link (works without signing in).
 */
export function jobAlertMail(data: {
  to: string;
  name: string;
  searchName: string;
  kindLabel: string;
  postings: AlertPosting[];
  more: number;
  searchUrl: string;
  unsubscribeUrl: string;
  manageUrl: string;
}): Mail {
  const noun = data.kindLabel.toLowerCase().includes('training') ? 'training' : 'job';
  const total = data.postings.length + data.more;
  const lines = data.postings.map(
    (p) => `- ${p.title}, ${p.companyName}${p.location ? `, ${p.location}` : ''}: ${p.url}`,
  );
  const mail = composeMail({
    to: data.to,
    name: data.name,
    subject: `${total} new ${noun}${total === 1 ? '' : 's'} for your saved search "${data.searchName}"`,
    paragraphs: [
      `There ${total === 1 ? 'is' : 'are'} ${total} new ${noun}${total === 1 ? '' : 's'} matching your saved search "${data.searchName}" (${data.kindLabel}).`,
      LIST_MARK,
      ...(data.more > 0 ? [`And ${data.more} more. Run the search to see them all.`] : []),
    ],
    action: { label: 'Run the search', url: data.searchUrl },
    footer: [
      { text: 'Manage your saved searches and alerts', url: data.manageUrl },
      { text: 'Unsubscribe from this alert', url: data.unsubscribeUrl },
    ],
  });
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
