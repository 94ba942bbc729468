import type { Language } from '@pp/contract/account';
import type { Mail } from '../platform/mailer.ts';
import { composeMail } from './layout.ts';

/** Mails of the grievance officer's work (DPDP Rule 14): reminders to admins, replies to people. */

/** To an admin: a grievance's published period lapses soon and it has no answer. */
export function grievanceReminderMail(data: {
  to: string;
  name: string;
  language: Language;
  reference: string;
  dueOn: string;
  url: string;
}): Mail {
  if (data.language === 'hi') {
    return composeMail({
      to: data.to,
      name: data.name,
      language: 'hi',
      subject: `शिकायत ${data.reference} का उत्तर ${data.dueOn} तक देना है`,
      paragraphs: [
        `शिकायत ${data.reference} का अभी तक उत्तर नहीं दिया गया है। प्रकाशित अवधि ${data.dueOn} को समाप्त होती है।`,
      ],
      action: { label: 'शिकायतें खोलें', url: data.url },
    });
  }
  return composeMail({
    to: data.to,
    name: data.name,
    subject: `Grievance ${data.reference} is due by ${data.dueOn}`,
    paragraphs: [
      `Grievance ${data.reference} has not been answered yet. Its published period ends on ${data.dueOn}.`,
    ],
    action: { label: 'Open the grievances', url: data.url },
  });
}

/** To the person: the institute answered their grievance. */
export function grievanceAnsweredMail(data: {
  to: string;
  name: string;
  language: Language;
  reference: string;
  url: string;
}): Mail {
  if (data.language === 'hi') {
    return composeMail({
      to: data.to,
      name: data.name,
      language: 'hi',
      subject: `आपकी शिकायत ${data.reference} का उत्तर दिया गया है`,
      paragraphs: [
        `संस्थान ने आपकी शिकायत ${data.reference} का उत्तर दिया है। उत्तर पोर्टल पर पढ़ें। यदि आप संतुष्ट नहीं हैं, तो आप भारतीय डेटा संरक्षण बोर्ड से शिकायत कर सकते हैं।`,
      ],
      action: { label: 'उत्तर पढ़ें', url: data.url },
    });
  }
  return composeMail({
    to: data.to,
    name: data.name,
    subject: `Your grievance ${data.reference} has been answered`,
    paragraphs: [
      `The institute has answered your grievance ${data.reference}. Read the reply on the portal. If you are not satisfied, you may complain to the Data Protection Board of India.`,
    ],
    action: { label: 'Read the reply', url: data.url },
  });
}
