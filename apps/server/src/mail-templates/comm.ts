import type { Language } from '@pp/contract/account';
import type { Mail } from '../platform/mailer.ts';
import { greeting } from './layout.ts';

/**
 * Mails about what people write through the portal: the acknowledgement of a grievance and a
 * message relayed to a candidate. Plain text: the relayed message is the sender's own text.
 */

/** The acknowledgement of a grievance; it does not repeat the message (no relay to strangers). */
export function grievanceReceivedMail(data: { to: string; name: string; language: Language }): Mail {
  if (data.language === 'hi') {
    return {
      to: data.to,
      subject: 'आपकी शिकायत हमें मिल गई है',
      text: [
        greeting('hi', data.name),
        '',
        'प्लेसमेंट पोर्टल की सहायता टीम को लिखने के लिए धन्यवाद। आपकी शिकायत हमें मिल गई है और हम इसी ई-मेल पते पर आपसे संपर्क करेंगे।',
        '',
        'यदि आपने यह शिकायत नहीं भेजी है, तो आप इस ई-मेल को अनदेखा कर सकते हैं।',
        '',
      ].join('\n'),
    };
  }
  return {
    to: data.to,
    subject: 'We have received your grievance',
    text: [
      greeting('en', data.name),
      '',
      'Thank you for writing to the placement portal support team. Your grievance has been received and we will get back to you at this e-mail address.',
      '',
      'If you did not submit this, you can ignore this mail.',
      '',
    ].join('\n'),
  };
}

/** Who a relayed message is from: an employer (company and reply address) or the placement cell. */
export type MessageSender = { kind: 'employer'; name: string; replyTo: string } | { kind: 'placementCell' };

const PLACEMENT_CELL = { en: 'The placement cell', hi: 'प्लेसमेंट सेल' } as const;

/** A message from an employer or an admin to a member or student, relayed by mail. */
export function candidateMessageMail(data: {
  to: string;
  name: string;
  language: Language;
  from: MessageSender;
  message: string;
}): Mail {
  const hi = data.language === 'hi';
  const fromName = data.from.kind === 'employer' ? data.from.name : PLACEMENT_CELL[data.language];
  const replyTo = data.from.kind === 'employer' ? data.from.replyTo : '';
  const lines = hi
    ? [
        greeting('hi', data.name),
        '',
        `${fromName} ने प्लेसमेंट पोर्टल के माध्यम से आपको एक संदेश भेजा है:`,
        '',
        data.message,
        '',
        replyTo ? `उत्तर देने के लिए ${replyTo} पर लिखें।` : '',
        '',
        'आपको यह संदेश इसलिए मिला है क्योंकि आपकी प्रोफ़ाइल प्लेसमेंट पोर्टल पर नियोक्ताओं को दिखाई देती है। आप अपने प्रोफ़ाइल पेज से कभी भी अपनी प्रोफ़ाइल निष्क्रिय कर सकते हैं।',
      ]
    : [
        greeting('en', data.name),
        '',
        `${fromName} has sent you a message through the placement portal:`,
        '',
        data.message,
        '',
        replyTo ? `To reply, write to ${replyTo}.` : '',
        '',
        'You receive this message because your profile is visible to recruiters on the placement portal. You can deactivate your profile at any time from your profile page.',
      ];
  return {
    to: data.to,
    subject: hi ? `${fromName} का संदेश - प्लेसमेंट पोर्टल` : `Message from ${fromName} - placement portal`,
    // One blank line at most between parts (no reply line for the placement cell).
    text: lines.filter((line, i, all) => line !== '' || all[i - 1] !== '').join('\n'),
  };
}
