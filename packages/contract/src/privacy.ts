import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { requiredText } from './validators.ts';

/**
 * Ours (DPDP Act 2023 and the DPDP Rules 2025; docs/privacy.md maps each rule to this code).
 *
 * The notices register: every purpose the portal asks consent for, with the data it uses, in
 * English and Hindi, and a version. This is the one place the notices are written; the
 * registrations, the privacy page and "My data and consents" show them from here, and the server
 * records each consent with the version of its notice. Changing a notice's text means raising its
 * version: whoever gave consent under an older version is asked again at the next sign-in, for that
 * purpose only.
 *
 * Paths (ours):
 *   GET  privacy/consents                   the caller's consents, one per purpose of their role
 *   PUT  privacy/consent                    gives or withdraws one purpose
 *   GET  privacy/contact                    the grievance officer's published contact (public)
 *   POST privacy/grievance                  files a grievance; answers its reference
 *   GET  privacy/grievance                  the caller's grievances, their status and replies
 *   GET  privacy/admin/grievance            every grievance, oldest open first (admin)
 *   PUT  privacy/admin/grievance/:reference the institute's reply, which closes it (admin)
 */

export type NoticeLanguage = 'en' | 'hi';
type Bilingual = Record<NoticeLanguage, string>;

export const CONSENT_PURPOSES = ['registration', 'search', 'resume', 'alerts', 'drives'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

export interface PurposeNotice {
  /** Raised whenever the text below changes in meaning. */
  version: number;
  /** The kinds of account the purpose applies to. */
  roles: readonly ('member' | 'student' | 'corporate')[];
  /**
   * Whether "My data and consents" offers a withdraw switch. Registration is the account itself:
   * it ends by deleting the account (the same page), not by a switch.
   */
  withdrawable: boolean;
  title: Bilingual;
  /** What this purpose is, specifically. */
  purpose: Bilingual;
  /** The itemised personal data used for it. */
  data: Bilingual;
}

export const NOTICES: Record<ConsentPurpose, PurposeNotice> = {
  registration: {
    version: 1,
    roles: ['member', 'student', 'corporate'],
    withdrawable: false,
    title: { en: 'Registration and applications', hi: 'पंजीकरण और आवेदन' },
    purpose: {
      en: 'To create and keep your account, sign you in securely, and send your applications to the employers you apply to, who then see your contact details and resume for that posting.',
      hi: 'आपका खाता बनाने और रखने, आपको सुरक्षित रूप से साइन इन कराने, और आपके आवेदन उन नियोक्ताओं को भेजने के लिए जिन्हें आप आवेदन करते हैं; वे उस पद के लिए आपका संपर्क विवरण और रिज़्यूमे देखते हैं।',
    },
    data: {
      en: 'Name, e-mail address, mobile number, date of birth, membership or registration number, address, city and state, password (stored only as a hash), and for employers the company details and contact persons.',
      hi: 'नाम, ई-मेल पता, मोबाइल नंबर, जन्म तिथि, सदस्यता या पंजीकरण संख्या, पता, शहर और राज्य, पासवर्ड (केवल हैश के रूप में रखा जाता है), और नियोक्ताओं के लिए कंपनी का विवरण और संपर्क व्यक्ति।',
    },
  },
  search: {
    version: 1,
    roles: ['member', 'student'],
    withdrawable: true,
    title: { en: 'Being found by employers in search', hi: 'खोज में नियोक्ताओं को दिखना' },
    purpose: {
      en: 'To let registered employers find your professional profile in their candidate search and write to you through the portal, without seeing your e-mail address, mobile number or date of birth.',
      hi: 'पंजीकृत नियोक्ताओं को उनकी उम्मीदवार खोज में आपकी पेशेवर प्रोफ़ाइल खोजने और पोर्टल के माध्यम से आपको लिखने देने के लिए, आपका ई-मेल पता, मोबाइल नंबर या जन्म तिथि देखे बिना।',
    },
    data: {
      en: 'Name, city and state, qualifications, education, experience, certifications, skills and profile picture.',
      hi: 'नाम, शहर और राज्य, योग्यताएँ, शिक्षा, अनुभव, प्रमाणपत्र, कौशल और प्रोफ़ाइल चित्र।',
    },
  },
  resume: {
    version: 1,
    roles: ['member', 'student'],
    withdrawable: true,
    title: { en: 'Showing the resume to searching employers', hi: 'खोजने वाले नियोक्ताओं को रिज़्यूमे दिखाना' },
    purpose: {
      en: 'To let employers who find you in search open your resume, when you also switch on "show my resume" on your profile.',
      hi: 'खोज में आपको पाने वाले नियोक्ताओं को आपका रिज़्यूमे खोलने देने के लिए, जब आप अपनी प्रोफ़ाइल पर "मेरा रिज़्यूमे दिखाएँ" भी चालू करते हैं।',
    },
    data: { en: 'The resume file you upload.', hi: 'आपके द्वारा अपलोड की गई रिज़्यूमे फ़ाइल।' },
  },
  alerts: {
    version: 1,
    roles: ['member', 'student'],
    withdrawable: true,
    title: { en: 'Job alerts', hi: 'नौकरी अलर्ट' },
    purpose: {
      en: 'To e-mail you new jobs and trainings that match the searches you save.',
      hi: 'आपके द्वारा सहेजी गई खोजों से मेल खाने वाली नई नौकरियाँ और प्रशिक्षण आपको ई-मेल करने के लिए।',
    },
    data: {
      en: 'E-mail address, language, and the searches you save.',
      hi: 'ई-मेल पता, भाषा, और आपके द्वारा सहेजी गई खोजें।',
    },
  },
  drives: {
    version: 1,
    roles: ['member', 'student'],
    withdrawable: true,
    title: { en: 'Placement drive participation', hi: 'प्लेसमेंट ड्राइव में भागीदारी' },
    purpose: {
      en: 'To register you for placement drives you choose and share your profile with the employers taking part in them.',
      hi: 'आपके द्वारा चुनी गई प्लेसमेंट ड्राइव के लिए आपको पंजीकृत करने और उनमें भाग लेने वाले नियोक्ताओं के साथ आपकी प्रोफ़ाइल साझा करने के लिए।',
    },
    data: {
      en: 'Name, contact details, qualifications, experience and resume.',
      hi: 'नाम, संपर्क विवरण, योग्यताएँ, अनुभव और रिज़्यूमे।',
    },
  },
};

/** What every notice says besides its purposes (Rule 3(c)): withdrawing, rights, the Board. */
export const NOTICE_RIGHTS: Bilingual = {
  en: 'You may withdraw any consent except registration at any time on "My data and consents", as easily as you gave it; registration ends by deleting your account on the same page. You may download your data, correct it on your profile, have it erased, and file a grievance with the grievance officer on the privacy page. If you are not satisfied with the answer, you may complain to the Data Protection Board of India.',
  hi: 'आप पंजीकरण को छोड़कर कोई भी सहमति किसी भी समय "मेरा डेटा और सहमतियाँ" पर उतनी ही आसानी से वापस ले सकते हैं जितनी आसानी से आपने दी थी; पंजीकरण उसी पृष्ठ पर अपना खाता हटाकर समाप्त होता है। आप अपना डेटा डाउनलोड कर सकते हैं, अपनी प्रोफ़ाइल पर उसे सुधार सकते हैं, उसे मिटवा सकते हैं, और गोपनीयता पृष्ठ पर शिकायत अधिकारी के पास शिकायत दर्ज कर सकते हैं। यदि आप उत्तर से संतुष्ट नहीं हैं, तो आप भारतीय डेटा संरक्षण बोर्ड से शिकायत कर सकते हैं।',
};

export type NoticeRole = PurposeNotice['roles'][number];

/** The purposes of a kind of account, in the register's order. */
export function purposesOf(role: string): ConsentPurpose[] {
  return CONSENT_PURPOSES.filter((p) => (NOTICES[p].roles as readonly string[]).includes(role));
}

/** Where a consent was given or withdrawn. */
export const CONSENT_CHANNELS = ['registration', 'consents-page', 'renewal', 'migration'] as const;
export type ConsentChannel = (typeof CONSENT_CHANNELS)[number];

export const PRIVACY_MSG = {
  notWithdrawable: 'Registration cannot be withdrawn here. To end it, delete your account on this page.',
  notYourPurpose: 'This consent does not apply to your kind of account.',
  grievanceFiled: (reference: string) =>
    `Your grievance has been filed. Its reference number is ${reference}.`,
  grievanceNotFound: 'Grievance not found.',
  grievanceClosed: 'This grievance has already been answered.',
} as const;

/** Days the institute publishes for answering a grievance (Rule 14(3): at most 90). */
export const GRIEVANCE_ANSWER_DAYS = 30;
/** Admins are reminded this many days before a grievance's period lapses. */
export const GRIEVANCE_REMINDER_DAYS = 7;
export const GRIEVANCE_MESSAGE_MAX = 4000;
export const GRIEVANCE_REPLY_MAX = 4000;
export const GRIEVANCE_PAGE_SIZE = 20;

// ---- Consents ----

export const ConsentItem = z.object({
  purpose: z.enum(CONSENT_PURPOSES),
  /** In force now (given and not withdrawn; no record yet counts as given at registration). */
  given: z.boolean(),
  /** The notice version of the latest consent; 0 when none is recorded. */
  version: z.number().int(),
  /** The register's current version: a lower `version` in force is asked again. */
  currentVersion: z.number().int(),
  /** The notice changed since the consent in force was given: ask again. */
  renew: z.boolean(),
  withdrawable: z.boolean(),
  /** Epoch seconds, 0 when none. */
  givenOn: z.number().int(),
  withdrawnOn: z.number().int(),
  channel: z.string(),
});
export type ConsentItem = z.infer<typeof ConsentItem>;

export const ConsentList = z.object({ list: z.array(ConsentItem) });

export const listMyConsents = endpoint({
  method: 'GET',
  path: 'privacy/consents',
  result: ConsentList,
  roles: ['member', 'student', 'corporate'],
  summary:
    'The caller’s consents, one per purpose of their kind of account, with the notice version, dates, channel and whether the notice changed since. Path ours.',
});

export const ConsentChange = z.object({
  purpose: z.enum(CONSENT_PURPOSES),
  /** true: give (or renew under the current notice); false: withdraw. */
  give: z.boolean(),
  /** Where the person did it (the renewal prompt after sign-in, or the consents page). */
  channel: z.enum(['consents-page', 'renewal']).default('consents-page'),
});

export const changeMyConsent = endpoint({
  method: 'PUT',
  path: 'privacy/consent',
  body: ConsentChange,
  result: ConsentList,
  roles: ['member', 'student', 'corporate'],
  summary:
    'Gives (under the current notice) or withdraws the caller’s consent for one purpose; takes effect at once. Answers the consents. Path ours.',
});

// ---- Grievance officer and grievances ----

export const GrievanceContact = z.object({
  name: z.string(),
  designation: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  answerDays: z.number().int(),
});
export type GrievanceContact = z.infer<typeof GrievanceContact>;

export const getGrievanceContact = endpoint({
  method: 'GET',
  path: 'privacy/contact',
  result: GrievanceContact,
  roles: 'public',
  summary:
    'The grievance officer’s published contact and the days within which grievances are answered. Path ours.',
});

export const GRIEVANCE_STATUS = ['open', 'answered'] as const;

export const FileGrievanceBody = z.object({
  message: requiredText(GRIEVANCE_MESSAGE_MAX),
});

export const Grievance = z.object({
  reference: z.string(),
  message: z.string(),
  status: z.enum(GRIEVANCE_STATUS),
  reply: z.string(),
  /** Epoch seconds. */
  filedOn: z.number().int(),
  dueOn: z.number().int(),
  repliedOn: z.number().int(),
});
export type Grievance = z.infer<typeof Grievance>;

export const fileGrievance = endpoint({
  method: 'POST',
  path: 'privacy/grievance',
  body: FileGrievanceBody,
  result: z.object({ Message: z.string(), grievance: Grievance }),
  roles: ['member', 'student', 'corporate'],
  summary:
    'Files a grievance about the processing of the caller’s personal data; answers its reference number. Path ours.',
});

export const listMyGrievances = endpoint({
  method: 'GET',
  path: 'privacy/grievance',
  result: z.object({ list: z.array(Grievance) }),
  roles: ['member', 'student', 'corporate'],
  summary: 'The caller’s grievances, newest first, with status and the institute’s reply. Path ours.',
});

export const AdminGrievance = Grievance.extend({
  name: z.string(),
  email: z.string(),
  role: z.string(),
  repliedBy: z.string(),
});
export type AdminGrievance = z.infer<typeof AdminGrievance>;

export const AdminGrievanceQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  status: z.enum(GRIEVANCE_STATUS).optional(),
});

export const listAllGrievances = endpoint({
  method: 'GET',
  path: 'privacy/admin/grievance',
  query: AdminGrievanceQuery,
  result: z.object({ list: z.array(AdminGrievance), total: z.number().int() }),
  roles: ['admin'],
  summary: 'Every grievance, open ones first by the date their period lapses. Path ours.',
});

export const ReplyGrievanceBody = z.object({ reply: requiredText(GRIEVANCE_REPLY_MAX) });

export const replyToGrievance = endpoint({
  method: 'PUT',
  path: 'privacy/admin/grievance/:reference',
  params: z.object({ reference: z.string().max(40) }),
  body: ReplyGrievanceBody,
  result: AdminGrievance,
  roles: ['admin'],
  summary: 'The institute’s reply to a grievance, which answers it; the person is told by mail. Path ours.',
});

// ---- Retention (DPDP Rule 8) ----

/**
 * The retention schedule: how long each kind of personal data is kept after the event that starts
 * its clock, and what happens then. The one place it is written (docs/privacy.md shows it with what
 * enforces each row). `enforced`: where the code deletes or anonymises it today; '' = not yet (the
 * erasure job that reads this schedule is still to be built).
 */
export interface RetentionRule {
  data: string;
  /** What starts the clock. */
  from: string;
  days: number;
  action: 'erase' | 'anonymise';
  enforced: string;
}

export const RETENTION_SCHEDULE: readonly RetentionRule[] = [
  {
    data: 'Member, student and employer accounts with their profiles, files and saved searches',
    from: 'the last sign-in (the person is mailed at least 48 hours before, in their language)',
    days: 3 * 365,
    action: 'erase',
    enforced: '',
  },
  {
    data: 'Applications (kept for the employer without the person’s contact details or resume)',
    from: 'the posting’s closing day',
    days: 365,
    action: 'anonymise',
    enforced: '',
  },
  {
    data: 'Profile views (which employer opened a profile)',
    from: 'the view',
    days: 90,
    action: 'erase',
    enforced: 'scheduled task "old profile views" (features/access/candidate-access.ts)',
  },
  {
    data: 'OTPs',
    from: 'their sending',
    days: 1,
    action: 'erase',
    enforced: '',
  },
  {
    data: 'Password-reset requests',
    from: 'their processing',
    days: 1,
    action: 'erase',
    enforced: 'scheduled task "password reset mails" (features/auth/auth.service.ts)',
  },
  {
    data: 'Sessions (address and browser of each sign-in)',
    from: 'their end',
    days: 90,
    action: 'erase',
    enforced: '',
  },
  {
    data: 'Consents and grievances',
    from: 'the account’s erasure (they prove what was agreed and answered)',
    days: 365,
    action: 'erase',
    enforced: '',
  },
  {
    data: 'Processing logs: the audit log and the access log',
    from: 'the entry (kept at least one year, Rule 8(3))',
    days: 365,
    action: 'erase',
    enforced: '',
  },
];
