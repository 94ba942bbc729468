import type { Language } from '@pp/contract/account';
import type { Mail } from '../platform/mailer.ts';
import { composeMail } from './layout.ts';

/** The reminder an employer gets a few days before a job or training stops being shown. */

export interface ExpiryNoticeMail {
  to: string;
  name: string;
  /** The employer's language. */
  language: Language;
  kind: 'job' | 'training';
  postingTitle: string;
  /** The last day shown, already formatted (e.g. 24-Nov-2026). */
  endDate: string;
  applicants: number;
  /** Absolute link to the posting's detail page, where its dates can be changed. */
  detailUrl: string;
}

export function expiryNoticeMail(data: ExpiryNoticeMail): Mail {
  if (data.language === 'hi') return expiryNoticeMailHi(data);
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

function expiryNoticeMailHi(data: ExpiryNoticeMail): Mail {
  const job = data.kind === 'job';
  return composeMail({
    to: data.to,
    name: data.name,
    language: 'hi',
    subject: job
      ? `आपकी नौकरी "${data.postingTitle}" ${data.endDate} को समाप्त हो रही है`
      : `आपका प्रशिक्षण "${data.postingTitle}" ${data.endDate} को समाप्त हो रहा है`,
    paragraphs: [
      job
        ? `आपकी नौकरी "${data.postingTitle}" उम्मीदवारों को ${data.endDate} तक दिखाई जाएगी। उस दिन के बाद यह खोज में नहीं दिखेगी और कोई आवेदन नहीं कर सकेगा।`
        : `आपके प्रशिक्षण "${data.postingTitle}" के लिए आवेदन ${data.endDate} को बंद हो जाएँगे। उस दिन के बाद यह खोज में नहीं दिखेगा और कोई आवेदन नहीं कर सकेगा।`,
      `अब तक इसके ${data.applicants} आवेदक हैं।`,
      job
        ? 'इसे अधिक समय तक खुला रखने के लिए, नौकरी के पेज पर इसे दिखाने की अंतिम तिथि बदलें।'
        : 'इसे अधिक समय तक खुला रखने के लिए, प्रशिक्षण के पेज पर आवेदन की अंतिम तिथि बदलें।',
    ],
    action: { label: job ? 'नौकरी की अवधि बढ़ाएँ' : 'प्रशिक्षण की अवधि बढ़ाएँ', url: data.detailUrl },
  });
}
