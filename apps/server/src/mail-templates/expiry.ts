import type { Mail } from '../platform/mailer.ts';
import { composeMail } from './layout.ts';

/** The reminder an employer gets a few days before a job or training stops being shown. */

export interface ExpiryNoticeMail {
  to: string;
  name: string;
  kind: 'job' | 'training';
  postingTitle: string;
  /** The last day shown, already formatted (e.g. 24-Nov-2026). */
  endDate: string;
  applicants: number;
  /** Absolute link to the posting's detail page, where its dates can be changed. */
  detailUrl: string;
}

export function expiryNoticeMail(data: ExpiryNoticeMail): Mail {
  const what = data.kind === 'job' ? 'job' : 'training';
  const lastDay =
    data.kind === 'job'
      ? `Your job "${data.postingTitle}" is shown to candidates until ${data.endDate}. After that day it no longer appears in searches and no one can apply.`
      : `Applications for your training "${data.postingTitle}" close on ${data.endDate}. After that day it no longer appears in searches and no one can apply.`;
  return composeMail({
    to: data.to,
    name: data.name,
    subject: `Your ${what} "${data.postingTitle}" expires on ${data.endDate}`,
    paragraphs: [
      lastDay,
      `It has ${data.applicants} applicant(s) so far.`,
      data.kind === 'job'
        ? 'To keep it open for longer, change its show-till date on the job page.'
        : 'To keep it open for longer, change its application end date on the training page.',
    ],
    action: { label: data.kind === 'job' ? 'Extend the job' : 'Extend the training', url: data.detailUrl },
  });
}
