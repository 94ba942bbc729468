import type { Language } from '@pp/contract/account';
import { DELETION_CONSEQUENCES } from '@pp/contract/account-data';
import type { Mail } from '../platform/mailer.ts';
import { composeMail } from './layout.ts';

/** DELETION_CONSEQUENCES in Hindi, in the same order. */
const DELETION_CONSEQUENCES_HI: readonly string[] = [
  'आप साइन आउट हो जाएँगे और इस खाते से फिर लॉग इन नहीं कर पाएँगे।',
  'आपकी प्रोफ़ाइल, शिक्षा, अनुभव, प्रमाणपत्र, कौशल, रिज़्यूमे और फ़ोटो हमेशा के लिए हटा दिए गए हैं।',
  'आपकी सहेजी गई खोजें और नौकरी अलर्ट हटा दिए गए हैं।',
  'नियोक्ताओं के पास आपके पिछले आवेदनों का रिकॉर्ड रहता है, जो आपके संपर्क विवरण या रिज़्यूमे के बिना "Deleted user" के रूप में दिखाया जाता है।',
  'आप बाद में उसी ई-मेल पते से नए खाते के रूप में फिर से पंजीकरण कर सकते हैं।',
];

/**
 * Sent to the old address when a member or student deletes their account: what happened, from
 * the second consequence on (the first, signing out, the person has just seen).
 */
export function accountDeletedMail(data: {
  to: string;
  name: string;
  language: Language;
  deletedOn: string;
  supportEmail: string;
}): Mail {
  if (data.language === 'hi') {
    return composeMail({
      to: data.to,
      name: data.name,
      language: 'hi',
      subject: 'आपका प्लेसमेंट पोर्टल खाता हटा दिया गया है',
      paragraphs: [
        `आपके अनुरोध के अनुसार, आपका खाता ${data.deletedOn} को हटा दिया गया।`,
        ...DELETION_CONSEQUENCES_HI.slice(1),
        `यदि आपने यह अनुरोध नहीं किया था, तो कृपया तुरंत ${data.supportEmail} पर लिखें।`,
      ],
    });
  }
  return composeMail({
    to: data.to,
    name: data.name,
    subject: 'Your placement portal account was deleted',
    paragraphs: [
      `As you asked, your account was deleted on ${data.deletedOn}.`,
      ...DELETION_CONSEQUENCES.slice(1),
      `If you did not ask for this, please write to ${data.supportEmail} at once.`,
    ],
  });
}
