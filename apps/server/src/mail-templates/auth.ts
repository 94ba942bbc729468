import type { Language } from '@pp/contract/account';
import type { Role } from '@pp/contract/endpoint';
import type { Mail } from '../platform/mailer.ts';
import { greeting, type InLanguages } from './layout.ts';

/**
 * The mails of signing in and registering: plain text (they carry a secret link or code, and
 * must read well in any mail client).
 */

const ACCOUNT_KIND: InLanguages<Record<Role, string>> = {
  en: { admin: 'admin', corporate: 'employer', member: 'member', student: 'student' },
  hi: { admin: 'व्यवस्थापक', corporate: 'नियोक्ता', member: 'सदस्य', student: 'छात्र' },
};

/** The forgot-password mail: the reset link, good for one hour. */
export function passwordResetMail(data: {
  to: string;
  name: string;
  language: Language;
  role: Role;
  link: string;
}): Mail {
  const kind = ACCOUNT_KIND[data.language][data.role];
  if (data.language === 'hi') {
    return {
      to: data.to,
      subject: 'अपना प्लेसमेंट पोर्टल पासवर्ड रीसेट करें',
      text: `${greeting('hi', data.name)}\n\nहमें प्लेसमेंट पोर्टल पर आपके ${kind} खाते का पासवर्ड रीसेट करने का अनुरोध मिला है।\nनया पासवर्ड चुनने के लिए एक घंटे के भीतर यह लिंक खोलें:\n\n${data.link}\n\nयदि आपने यह अनुरोध नहीं किया है, तो इस ई-मेल को अनदेखा करें; आपका पासवर्ड जैसा है वैसा ही रहेगा।\n`,
    };
  }
  return {
    to: data.to,
    subject: 'Reset your placement portal password',
    text: `${greeting('en', data.name)}\n\nWe received a request to reset the password of your ${kind} account on the placement portal.\nOpen this link within one hour to choose a new password:\n\n${data.link}\n\nIf you did not ask for this, ignore this mail; your password stays as it is.\n`,
  };
}

/** The registration OTP by e-mail (the same code goes by SMS). */
export function otpMail(data: { to: string; language: Language; otp: string; minutes: number }): Mail {
  if (data.language === 'hi') {
    return {
      to: data.to,
      subject: 'प्लेसमेंट पोर्टल पर पंजीकरण के लिए आपका OTP',
      text: `${data.otp} प्लेसमेंट पोर्टल पर पंजीकरण के लिए आपका OTP है। यह ${data.minutes} मिनट तक मान्य है। इसे किसी के साथ साझा न करें।\n`,
    };
  }
  return {
    to: data.to,
    subject: 'Your OTP for placement portal registration',
    text: `${otpText(data.otp, data.minutes)}\n`,
  };
}

/** The registration OTP as the SMS says it (English: the gateway's templates are English). */
export function otpText(otp: string, minutes: number): string {
  return `${otp} is your OTP for registration on the placement portal. It is valid for ${minutes} minutes. Do not share it with anyone.`;
}

/** An employer's registration: the link that proves the e-mail and lets the account sign in. */
export function confirmEmailMail(data: {
  to: string;
  language: Language;
  contactName: string;
  companyName: string;
  hours: number;
  link: string;
}): Mail {
  if (data.language === 'hi') {
    return {
      to: data.to,
      subject: 'अपने ई-मेल की पुष्टि करें - प्लेसमेंट पोर्टल',
      text: `${greeting('hi', data.contactName)}\n\nप्लेसमेंट पोर्टल पर ${data.companyName} का पंजीकरण करने के लिए धन्यवाद।\nअपने ई-मेल पते की पुष्टि करने और लॉग इन करने के लिए ${data.hours} घंटे के भीतर यह लिंक खोलें:\n\n${data.link}\n\nयदि आपने पंजीकरण नहीं किया है, तो इस ई-मेल को अनदेखा करें: इस लिंक के बिना खाते का उपयोग नहीं किया जा सकता।\n`,
    };
  }
  return {
    to: data.to,
    subject: 'Confirm your e-mail - placement portal',
    text: `${greeting('en', data.contactName)}\n\nThank you for registering ${data.companyName} on the placement portal.\nOpen this link within ${data.hours} hours to confirm your e-mail address and sign in:\n\n${data.link}\n\nIf you did not register, ignore this mail: the account cannot be used without this link.\n`,
  };
}

/** To the owner of an employer account when someone registers again with its e-mail. */
export function registrationAttemptMail(data: { to: string; language: Language; loginUrl: string }): Mail {
  if (data.language === 'hi') {
    return {
      to: data.to,
      subject: 'किसी ने आपके ई-मेल से पंजीकरण करने का प्रयास किया - प्लेसमेंट पोर्टल',
      text: `किसी ने इस ई-मेल पते से प्लेसमेंट पोर्टल पर नया नियोक्ता खाता पंजीकृत करने का प्रयास किया, जबकि इस पते का खाता पहले से मौजूद है।\n\nयदि यह आप थे, तो ${data.loginUrl} पर लॉग इन करें या वहाँ "पासवर्ड भूल गए" का उपयोग करें। यदि यह आप नहीं थे, तो आपको कुछ करने की आवश्यकता नहीं है: कोई खाता नहीं बनाया गया।\n`,
    };
  }
  return {
    to: data.to,
    subject: 'Someone tried to register with your e-mail - placement portal',
    text: `Someone tried to register a new employer account on the placement portal with this e-mail address, which already has one.\n\nIf it was you, sign in at ${data.loginUrl} or use Forgot password there. If it was not you, you need not do anything: no account was created.\n`,
  };
}

/** An admin turned the user's second factor off (a lost phone): said to the user, who may not know. */
export function secondFactorResetMail(data: { to: string; language: Language; loginUrl: string }): Mail {
  if (data.language === 'hi') {
    return {
      to: data.to,
      subject: 'आपका दूसरा कारक रीसेट किया गया - प्लेसमेंट पोर्टल',
      text: `प्लेसमेंट पोर्टल के एक व्यवस्थापक ने आपके खाते का दूसरा कारक (ऑथेंटिकेटर ऐप, रिकवरी कोड और पासकी) हटा दिया है। अब आप केवल अपने पासवर्ड से साइन इन करेंगे; ${data.loginUrl} पर साइन इन करके पासवर्ड बदलें पृष्ठ पर नया ऑथेंटिकेटर ऐप सेट करें।\n\nयदि आपने यह नहीं माँगा था, तो तुरंत अपना पासवर्ड बदलें और संस्थान से संपर्क करें।\n`,
    };
  }
  return {
    to: data.to,
    subject: 'Your second factor was reset - placement portal',
    text: `An administrator of the placement portal has removed the second factor (authenticator app, recovery codes and passkeys) of your account. You now sign in with your password alone; sign in at ${data.loginUrl} and set up a new authenticator app on the Change Password page.\n\nIf you did not ask for this, change your password at once and contact the institute.\n`,
  };
}

export type PasskeyChange = 'added' | 'renamed' | 'removed';

const PASSKEY_CHANGE: InLanguages<
  Record<PasskeyChange, { subject: string; line: (name: string) => string }>
> = {
  en: {
    added: {
      subject: 'A passkey was added to your account - placement portal',
      line: (name) =>
        `A passkey named "${name}" was added to your account. It signs you in without a password.`,
    },
    renamed: {
      subject: 'A passkey of your account was renamed - placement portal',
      line: (name) => `A passkey of your account was renamed to "${name}".`,
    },
    removed: {
      subject: 'A passkey was removed from your account - placement portal',
      line: (name) => `The passkey named "${name}" was removed from your account. It no longer signs you in.`,
    },
  },
  hi: {
    added: {
      subject: 'आपके खाते में एक पासकी जोड़ी गई - प्लेसमेंट पोर्टल',
      line: (name) => `आपके खाते में "${name}" नाम की एक पासकी जोड़ी गई है। इससे आप बिना पासवर्ड के साइन इन करते हैं।`,
    },
    renamed: {
      subject: 'आपके खाते की एक पासकी का नाम बदला गया - प्लेसमेंट पोर्टल',
      line: (name) => `आपके खाते की एक पासकी का नाम बदलकर "${name}" किया गया है।`,
    },
    removed: {
      subject: 'आपके खाते से एक पासकी हटाई गई - प्लेसमेंट पोर्टल',
      line: (name) => `"${name}" नाम की पासकी आपके खाते से हटा दी गई है। अब इससे साइन इन नहीं होगा।`,
    },
  },
};

/**
 * A passkey of the user was added, renamed or removed: said to the user, since a passkey someone
 * else added would let them in.
 */
export function passkeyChangedMail(data: {
  to: string;
  name: string;
  language: Language;
  change: PasskeyChange;
  passkeyName: string;
  accountUrl: string;
}): Mail {
  const text = PASSKEY_CHANGE[data.language][data.change];
  if (data.language === 'hi') {
    return {
      to: data.to,
      subject: text.subject,
      text: `${greeting('hi', data.name)}\n\n${text.line(data.passkeyName)}\nअपनी पासकी यहाँ देखें: ${data.accountUrl}\n\nयदि यह आपने नहीं किया, तो तुरंत अपना पासवर्ड बदलें, वहाँ अनजानी पासकी हटाएँ और संस्थान से संपर्क करें।\n`,
    };
  }
  return {
    to: data.to,
    subject: text.subject,
    text: `${greeting('en', data.name)}\n\n${text.line(data.passkeyName)}\nSee your passkeys here: ${data.accountUrl}\n\nIf this was not you, change your password at once, remove any passkey you do not know there, and contact the institute.\n`,
  };
}

/**
 * The user's second factor was turned on or off (by the user, or an admin signed in as them): said
 * at once, so that someone who holds the password and turned it off is noticed.
 */
export function secondFactorChangedMail(data: {
  to: string;
  language: Language;
  on: boolean;
  loginUrl: string;
}): Mail {
  if (data.language === 'hi') {
    return {
      to: data.to,
      subject: data.on
        ? 'आपका दूसरा कारक चालू किया गया - प्लेसमेंट पोर्टल'
        : 'आपका दूसरा कारक बंद किया गया - प्लेसमेंट पोर्टल',
      text: data.on
        ? `आपके प्लेसमेंट पोर्टल खाते पर एक ऑथेंटिकेटर ऐप दूसरे कारक के रूप में चालू किया गया है। अब साइन इन करते समय पासवर्ड के बाद ऐप का कोड माँगा जाएगा।\n\nयदि यह आपने नहीं किया, तो ${data.loginUrl} पर तुरंत अपना पासवर्ड बदलें और संस्थान से संपर्क करें।\n`
        : `आपके प्लेसमेंट पोर्टल खाते का दूसरा कारक (ऑथेंटिकेटर ऐप और रिकवरी कोड) बंद कर दिया गया है। अब आप केवल पासवर्ड से साइन इन करेंगे।\n\nयदि यह आपने नहीं किया, तो ${data.loginUrl} पर तुरंत अपना पासवर्ड बदलें, दूसरा कारक फिर से चालू करें और संस्थान से संपर्क करें।\n`,
    };
  }
  return {
    to: data.to,
    subject: data.on
      ? 'Your second factor was turned on - placement portal'
      : 'Your second factor was turned off - placement portal',
    text: data.on
      ? `An authenticator app has been turned on as the second factor of your placement portal account. Signing in now asks for a code of the app after the password.\n\nIf you did not do this, change your password at once at ${data.loginUrl} and contact the institute.\n`
      : `The second factor (authenticator app and recovery codes) of your placement portal account has been turned off. You now sign in with your password alone.\n\nIf you did not do this, change your password at once at ${data.loginUrl}, turn the second factor on again and contact the institute.\n`,
  };
}
