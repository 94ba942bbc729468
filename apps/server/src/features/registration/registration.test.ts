import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { login, me } from '@pp/contract/auth';
import { listOtps, OTP_MSG, sendOtp, validateOtp } from '@pp/contract/comm';
import { USER_TYPE } from '@pp/contract/constants';
import { MSG, OUR_MSG } from '@pp/contract/messages';
import { listMyConsents, NOTICES, purposesOf } from '@pp/contract/privacy';
import { getStudentProfile } from '@pp/contract/profiles';
import {
  confirmEmail,
  lookupMember,
  lookupStudent,
  REGISTRATION_MSG,
  type RegisterCorporateInput,
  registerCorporate,
  registerMember,
  registerStudent,
  syncMemberDetail,
} from '@pp/contract/registration';
import { CUSTOM_NAME_MAX, CUSTOM_NAME_MSG } from '@pp/contract/validators';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema/comm.ts';
import { studentProfiles } from '../../db/schema/profiles.ts';
import { otps } from '../../db/schema/security.ts';
import { users } from '../../db/schema/users.ts';
import { seedReferenceData } from '../../seed/reference.ts';
import { call, createTestApp, encodePassword, type TestApp } from '../../test/harness.ts';
import { signedInUser, solvedProof } from '../../test/sign-in.ts';
import { httpDirectory } from './institute-directory.ts';
import { upsertInstituteMembers, upsertInstituteStudents } from './registration.repo.ts';

let t: TestApp;
let seq = 0;
const b64 = (s: string) => btoa(s);

beforeAll(async () => {
  t = await createTestApp();
  await seedReferenceData(t.ctx.db);
});
afterAll(async () => {
  await t?.close();
});
// Every test starts in a fresh rate-limit window (all requests here come from one address).
beforeEach(() => {
  t.advance(16 * 60_000);
});

async function newMemberRecord() {
  seq++;
  const rec = {
    membershipType: 'A',
    membershipNumber: String(40000 + seq),
    dateOfBirth: `1991-04-0${(seq % 9) + 1}`,
    name: `MEMBER ${seq}`,
    email: `m${seq}-${Date.now()}@example.test`,
    mobile: `98${String(10000000 + seq).slice(-8)}`,
    address: `${seq} MG ROAD, PUNE`,
    region: 'WIRC',
    chapter: 'Pune',
  };
  await upsertInstituteMembers(t.ctx.db, [rec]);
  return rec;
}

async function newStudentRecord() {
  seq++;
  const rec = {
    registrationNumber: `S${100000 + seq}`,
    dateOfBirth: '2003-01-15',
    name: `STUDENT ${seq}`,
    email: `s${seq}-${Date.now()}@example.test`,
    mobile: `91${`97${String(10000000 + seq).slice(-8)}`}`,
    region: 'NIRC',
    chapter: 'Delhi',
  };
  await upsertInstituteStudents(t.ctx.db, [rec]);
  return rec;
}

async function lookup(rec: { membershipType: string; membershipNumber: string; dateOfBirth: string }) {
  return call(t.app, lookupMember, {
    query: {
      membershipType: rec.membershipType,
      membershipNumber: b64(rec.membershipNumber),
      dateOfBirth: b64(rec.dateOfBirth),
      ...(await solvedProof(t, 'member-lookup')),
    },
  });
}

/** The OTP as an operator reads it: from the admin OTP list's table (latest for the mobile). */
async function latestOtp(mobile: string) {
  const rows = await t.ctx.db
    .select()
    .from(otps)
    .where(eq(otps.mobile, mobile))
    .orderBy(desc(otps.id))
    .limit(1);
  return rows[0]!;
}

async function verifiedMember() {
  const rec = await newMemberRecord();
  const found = await lookup(rec);
  const sent = await call(t.app, sendOtp, {
    body: { purpose: 'member', lookupToken: found.body.result!.lookupToken },
  });
  const otp = await latestOtp(rec.mobile);
  const ok = await call(t.app, validateOtp, { body: { otpRef: sent.body.result!.otpRef, otp: otp.otp } });
  return { rec, registrationToken: ok.body.result!.registrationToken };
}

async function memberBody(
  rec: Awaited<ReturnType<typeof newMemberRecord>>,
  registrationToken: string,
  extra: object = {},
) {
  return {
    membershipType: rec.membershipType as 'A',
    membershipNumber: rec.membershipNumber,
    dateOfBirth: rec.dateOfBirth,
    countryCode: 'IN',
    state: 'IN-MH',
    city: 'IN-MH-PUNE',
    password: encodePassword('Member@123'),
    registrationToken,
    ...(await solvedProof(t, 'register-member')),
    ...extra,
  };
}

describe('member registration', () => {
  it('looks up the record, shows only masked contact details, sends the OTP and registers', async () => {
    const rec = await newMemberRecord();
    const found = await lookup(rec);
    expect(found.status).toBe(200);
    const r = found.body.result!;
    expect(r.mSgField).toBe('');
    expect(r.nameField).toBe('');
    expect(r.addressField).toBe('');
    expect(r.mobileField).toBe(`XXXXXXXX${rec.mobile.slice(-2)}`);
    expect(r.emailField).not.toContain(rec.email.split('@')[0]);
    const sent = await call(t.app, sendOtp, { body: { purpose: 'member', lookupToken: r.lookupToken } });
    expect(sent.body.result).toMatchObject({ Message: MSG.otpSent, resendAfter: 30 });
    const otp = await latestOtp(rec.mobile);
    expect(otp.otp).toMatch(/^\d{4}$/);
    const sms = await t.ctx.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.channel, 'sms'), eq(outbox.toAddress, rec.mobile)));
    expect(sms[0]!.textBody).toContain(otp.otp);
    const mail = await t.ctx.db.select().from(outbox).where(eq(outbox.toAddress, rec.email));
    expect(mail[0]!.textBody).toContain(otp.otp);
    const ok = await call(t.app, validateOtp, {
      body: { otpRef: sent.body.result!.otpRef, otp: otp.otp, mobile: rec.mobile },
    });
    expect(ok.status).toBe(200);
    const token = ok.body.result!.registrationToken;
    const detail = await call(t.app, lookupMember, { query: { registrationToken: token } });
    expect(detail.body.result).toMatchObject({
      nameField: rec.name,
      emailField: rec.email,
      mobileField: rec.mobile,
      addressField: rec.address,
      verified: true,
    });
    const reg = await call(t.app, registerMember, { body: await memberBody(rec, token) });
    expect(reg.status).toBe(200);
    expect(reg.body.result).toMatchObject({ name: rec.name, userType: USER_TYPE.member });
    const who = await call(t.app, me, {}, { token: reg.body.result!.token });
    expect(who.body.result).toMatchObject({ role: 'member', email: rec.email });
    // The notice the page showed: every purpose of a member, recorded under its current version.
    const consents = await call(t.app, listMyConsents, {}, { token: reg.body.result!.token });
    expect(consents.body.result!.list.map((c) => [c.purpose, c.given, c.version, c.channel])).toEqual(
      purposesOf('member').map((p) => [p, true, NOTICES[p].version, 'registration']),
    );
  });

  it('mails the OTP in the language of the page and keeps the chosen language on the account', async () => {
    const rec = await newMemberRecord();
    const found = await lookup(rec);
    const sent = await call(t.app, sendOtp, {
      body: { purpose: 'member', lookupToken: found.body.result!.lookupToken, language: 'hi' },
    });
    expect(sent.status, sent.body.error.Message).toBe(200);
    const otp = await latestOtp(rec.mobile);
    const [mail] = await t.ctx.db.select().from(outbox).where(eq(outbox.toAddress, rec.email));
    expect(mail!.subject).toBe('प्लेसमेंट पोर्टल पर पंजीकरण के लिए आपका OTP');
    expect(mail!.textBody).toBe(
      `${otp.otp} प्लेसमेंट पोर्टल पर पंजीकरण के लिए आपका OTP है। यह 10 मिनट तक मान्य है। इसे किसी के साथ साझा न करें।\n`,
    );
    const ok = await call(t.app, validateOtp, { body: { otpRef: sent.body.result!.otpRef, otp: otp.otp } });
    const token = ok.body.result!.registrationToken;
    const reg = await call(t.app, registerMember, { body: await memberBody(rec, token, { language: 'hi' }) });
    expect(reg.status, reg.body.error.Message).toBe(200);
    const who = await call(t.app, me, {}, { token: reg.body.result!.token });
    expect(who.body.result).toMatchObject({ email: rec.email, language: 'hi' });
    const [row] = await t.ctx.db
      .select({ language: users.language })
      .from(users)
      .where(eq(users.email, rec.email));
    expect(row!.language).toBe('hi');

    // Without a language: English, the OTP mail as before.
    const { rec: other, registrationToken } = await verifiedMember();
    const [english] = await t.ctx.db.select().from(outbox).where(eq(outbox.toAddress, other.email));
    expect(english!.subject).toBe('Your OTP for placement portal registration');
    expect(english!.textBody).toMatch(
      /^\d{4} is your OTP for registration on the placement portal\. It is valid for 10 minutes\./,
    );
    const plain = await call(t.app, registerMember, { body: await memberBody(other, registrationToken) });
    const whoElse = await call(t.app, me, {}, { token: plain.body.result!.token });
    expect(whoElse.body.result!.language).toBe('en');

    const wrong = await call(t.app, sendOtp, {
      body: { purpose: 'member', lookupToken: found.body.result!.lookupToken, language: 'fr' as never },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.fieldCodes).toEqual({ language: 'OUR_MSG.languageInvalid' });
  });

  it('answers mSgField for an unknown membership and for a wrong date of birth', async () => {
    const rec = await newMemberRecord();
    const unknown = await lookup({ ...rec, membershipNumber: '99999999' });
    expect(unknown.body.result!.mSgField).toBe(REGISTRATION_MSG.memberNotFound);
    expect(unknown.body.result!.lookupToken).toBe('');
    const wrongDob = await lookup({ ...rec, dateOfBirth: '1970-01-01' });
    expect(wrongDob.body.result!.mSgField).toBe(REGISTRATION_MSG.memberNotFound);
    const wrongType = await lookup({ ...rec, membershipType: 'F' });
    expect(wrongType.body.result!.mSgField).toBe(REGISTRATION_MSG.memberNotFound);
  });

  it('refuses a wrong OTP, counts tries, and needs a new OTP after the fifth wrong one', async () => {
    const rec = await newMemberRecord();
    const found = await lookup(rec);
    const sent = await call(t.app, sendOtp, {
      body: { purpose: 'member', lookupToken: found.body.result!.lookupToken },
    });
    const right = (await latestOtp(rec.mobile)).otp;
    const wrong = right === '0000' ? '1111' : '0000';
    for (let i = 1; i <= 5; i++) {
      const res = await call(t.app, validateOtp, { body: { otpRef: sent.body.result!.otpRef, otp: wrong } });
      expect(res.status).toBe(400);
      expect(res.body.error.Message).toBe(i < 5 ? OTP_MSG.wrong : OTP_MSG.tooManyTries);
    }
    const sixth = await call(t.app, validateOtp, { body: { otpRef: sent.body.result!.otpRef, otp: right } });
    expect(sixth.status).toBe(400);
    expect(sixth.body.error.Message).toBe(OTP_MSG.tooManyTries);
  });

  it('refuses a resend within 30 s, and the old OTP once a new one is sent', async () => {
    const rec = await newMemberRecord();
    const found = await lookup(rec);
    const lookupToken = found.body.result!.lookupToken;
    const first = await call(t.app, sendOtp, { body: { purpose: 'member', lookupToken } });
    const firstOtp = (await latestOtp(rec.mobile)).otp;
    const early = await call(t.app, sendOtp, { body: { purpose: 'member', lookupToken } });
    expect(early.status).toBe(429);
    expect(early.body.error.Message).toBe(OTP_MSG.resendTooSoon);
    t.advance(31_000);
    const second = await call(t.app, sendOtp, { body: { purpose: 'member', lookupToken } });
    expect(second.status).toBe(200);
    const old = await call(t.app, validateOtp, {
      body: { otpRef: first.body.result!.otpRef, otp: firstOtp },
    });
    expect(old.status).toBe(400);
    expect(old.body.error.Message).toBe(OTP_MSG.expired);
  });

  it('refuses an expired OTP and a reused one', async () => {
    const rec = await newMemberRecord();
    const found = await lookup(rec);
    const sent = await call(t.app, sendOtp, {
      body: { purpose: 'member', lookupToken: found.body.result!.lookupToken },
    });
    const otp = (await latestOtp(rec.mobile)).otp;
    t.advance(11 * 60_000);
    const expired = await call(t.app, validateOtp, { body: { otpRef: sent.body.result!.otpRef, otp } });
    expect(expired.body.error.Message).toBe(OTP_MSG.expired);

    const { rec: rec2, registrationToken } = await verifiedMember();
    const reg = await call(t.app, registerMember, { body: await memberBody(rec2, registrationToken) });
    expect(reg.status).toBe(200);
    const again = await call(t.app, registerMember, { body: await memberBody(rec2, registrationToken) });
    expect(again.status).toBe(400);
    expect(again.body.error.Message).toBe(OTP_MSG.notVerified);
    const otp2 = await latestOtp(rec2.mobile);
    const reusedOtp = await call(t.app, validateOtp, { body: { otpRef: otp2.ref, otp: otp2.otp } });
    expect(reusedOtp.status).toBe(400);
  });

  it('refuses a duplicate account, a weak password, a forged proof of work and a missing other city', async () => {
    const { rec, registrationToken } = await verifiedMember();
    const weak = await call(t.app, registerMember, {
      body: await memberBody(rec, registrationToken, { password: encodePassword('weak') }),
    });
    expect(weak.status).toBe(400);
    expect(weak.body.error.fields?.password).toBe(MSG.passwordRule);
    const badProof = await call(t.app, registerMember, {
      body: { ...(await memberBody(rec, registrationToken)), proof: 'zzzzzz' },
    });
    expect(badProof.body.error.Message).toBe(OUR_MSG.proofInvalid);
    const abroad = await call(t.app, registerMember, {
      body: await memberBody(rec, registrationToken, {
        countryCode: 'AE',
        state: '',
        city: '',
        otherCity: '',
      }),
    });
    expect(abroad.status).toBe(400);
    expect(abroad.body.error.fields?.otherCity).toBe(MSG.required);
    const abroadOk = await call(t.app, registerMember, {
      body: await memberBody(rec, registrationToken, {
        countryCode: 'AE',
        state: '',
        city: '',
        otherCity: 'Dubai',
      }),
    });
    expect(abroadOk.status).toBe(200);
    const dup = await lookup(rec);
    expect(dup.body.result!.mSgField).toBe(REGISTRATION_MSG.alreadyRegistered);
  });

  it('refuses a registration token bound to another membership', async () => {
    const { registrationToken } = await verifiedMember();
    const other = await newMemberRecord();
    const res = await call(t.app, registerMember, { body: await memberBody(other, registrationToken) });
    expect(res.status).toBe(400);
    expect(res.body.error.Message).toBe(REGISTRATION_MSG.memberNotFound);
  });

  it('syncs name, e-mail and mobile from the records', async () => {
    const { rec, registrationToken } = await verifiedMember();
    const reg = await call(t.app, registerMember, { body: await memberBody(rec, registrationToken) });
    await upsertInstituteMembers(t.ctx.db, [{ ...rec, name: 'RENAMED MEMBER', mobile: '9000000009' }]);
    const res = await call(t.app, syncMemberDetail, {}, { token: reg.body.result!.token });
    expect(res.body.result).toEqual({ Message: MSG.synced });
    const who = await call(t.app, me, {}, { token: reg.body.result!.token });
    expect(who.body.result!.name).toBe('RENAMED MEMBER');
  });
});

describe('student registration', () => {
  it('registers with the last 10 digits of the mobile on record', async () => {
    const rec = await newStudentRecord();
    const found = await call(t.app, lookupStudent, {
      query: {
        registrationNumber: rec.registrationNumber,
        dateOfBirth: rec.dateOfBirth,
        ...(await solvedProof(t, 'student-lookup')),
      },
    });
    expect(found.body.result!.mSgField).toBe('');
    const sent = await call(t.app, sendOtp, {
      body: { purpose: 'student', lookupToken: found.body.result!.lookupToken },
    });
    const mobile = rec.mobile.slice(-10);
    const otp = await latestOtp(mobile);
    const ok = await call(t.app, validateOtp, { body: { otpRef: sent.body.result!.otpRef, otp: otp.otp } });
    const token = ok.body.result!.registrationToken;
    const detail = await call(t.app, lookupStudent, { query: { registrationToken: token } });
    expect(detail.body.result).toMatchObject({
      mobileField: mobile,
      nameField: rec.name,
      regionField: 'NIRC',
    });
    const reg = await call(t.app, registerStudent, {
      body: {
        registrationNumber: rec.registrationNumber,
        dateOfBirth: rec.dateOfBirth,
        state: 'IN-DL',
        city: 'IN-DL-NEW-DELHI',
        password: encodePassword('Student@123'),
        registrationToken: token,
        language: 'hi',
        ...(await solvedProof(t, 'register-student')),
      },
    });
    expect(reg.status).toBe(200);
    expect(reg.body.result!.userType).toBe(USER_TYPE.student);
    // The language of the registration page is the account's.
    const who = await call(t.app, me, {}, { token: reg.body.result!.token });
    expect(who.body.result).toMatchObject({ role: 'student', language: 'hi' });
  });

  /** A student record, looked up and proven by the OTP: its registration token. */
  async function verifiedStudent() {
    const rec = await newStudentRecord();
    const found = await call(t.app, lookupStudent, {
      query: {
        registrationNumber: rec.registrationNumber,
        dateOfBirth: rec.dateOfBirth,
        ...(await solvedProof(t, 'student-lookup')),
      },
    });
    const sent = await call(t.app, sendOtp, {
      body: { purpose: 'student', lookupToken: found.body.result!.lookupToken },
    });
    const otp = await latestOtp(rec.mobile.slice(-10));
    const ok = await call(t.app, validateOtp, { body: { otpRef: sent.body.result!.otpRef, otp: otp.otp } });
    return { rec, registrationToken: ok.body.result!.registrationToken };
  }

  async function registerStudentIn(
    v: Awaited<ReturnType<typeof verifiedStudent>>,
    state: string,
    city: string,
  ) {
    return call(t.app, registerStudent, {
      body: {
        registrationNumber: v.rec.registrationNumber,
        dateOfBirth: v.rec.dateOfBirth,
        state,
        city,
        password: encodePassword('Student@123'),
        registrationToken: v.registrationToken,
        ...(await solvedProof(t, 'register-student')),
      },
    });
  }

  it('keeps a city typed in as a custom name and shows it as typed (spec 1 section 5)', async () => {
    const v = await verifiedStudent();
    const reg = await registerStudentIn(v, 'IN-MH', '  Lonavala   Hill Station ');
    expect(reg.status, reg.body.error.Message).toBe(200);
    const profile = await call(t.app, getStudentProfile, {}, { token: reg.body.result!.token });
    expect(profile.body.result!.basicDetail).toMatchObject({
      state: 'IN-MH',
      stateName: 'Maharashtra',
      city: 'Lonavala Hill Station',
      cityName: 'Lonavala Hill Station',
    });
    const [row] = await t.ctx.db
      .select({ cityCode: studentProfiles.cityCode })
      .from(studentProfiles)
      .where(eq(studentProfiles.registrationNumber, v.rec.registrationNumber));
    expect(row?.cityCode).toBe('Lonavala Hill Station');
  });

  it("stores a typed name that is a city of the state as that city's code", async () => {
    const v = await verifiedStudent();
    const reg = await registerStudentIn(v, 'IN-MH', 'pune');
    expect(reg.status, reg.body.error.Message).toBe(200);
    const profile = await call(t.app, getStudentProfile, {}, { token: reg.body.result!.token });
    expect(profile.body.result!.basicDetail).toMatchObject({ city: 'IN-MH-PUNE', cityName: 'Pune' });
  });

  it('refuses a code that is no city of the chosen state, and a typed name with other characters', async () => {
    const v = await verifiedStudent();
    for (const code of ['IN-KA-BENGALURU', 'IN-MH-NOWHERE-TOWN']) {
      const res = await registerStudentIn(v, 'IN-MH', code);
      expect(res.status, code).toBe(400);
      expect(res.body.error.Message).toBe(REGISTRATION_MSG.invalidLocation);
      expect(res.body.error.fields?.city).toBe(REGISTRATION_MSG.invalidLocation);
    }
    const bad = await registerStudentIn(v, 'IN-MH', 'Pune <b>East</b>');
    expect(bad.status).toBe(400);
    expect(bad.body.error.Message).toBe(CUSTOM_NAME_MSG.characters);
    expect(bad.body.error.fields?.city).toBe(CUSTOM_NAME_MSG.characters);
    const long = await registerStudentIn(v, 'IN-MH', 'x'.repeat(CUSTOM_NAME_MAX + 1));
    expect(long.body.error.Message).toBe(CUSTOM_NAME_MSG.tooLong);
    // Nothing was stored, and the proof still serves a good attempt.
    const ok = await registerStudentIn(v, 'IN-MH', 'IN-MH-PUNE');
    expect(ok.status, ok.body.error.Message).toBe(200);
  });

  it('answers mSgField for an unknown registration number', async () => {
    const res = await call(t.app, lookupStudent, {
      query: {
        registrationNumber: 'NOPE123',
        dateOfBirth: '2003-01-15',
        ...(await solvedProof(t, 'student-lookup')),
      },
    });
    expect(res.body.result!.mSgField).toBe(REGISTRATION_MSG.studentNotFound);
  });

  it('refuses a member lookup token for the student flow', async () => {
    const rec = await newMemberRecord();
    const found = await lookup(rec);
    const res = await call(t.app, sendOtp, {
      body: { purpose: 'student', lookupToken: found.body.result!.lookupToken },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.Message).toBe(OTP_MSG.lookupFirst);
  });
});

describe('employer registration', () => {
  function corporateBody(email: string, mobile: string, registrationToken: string): RegisterCorporateInput {
    return {
      basicDetail: {
        companyName: '  acme   secretarial services ',
        isPCS: false,
        cinNumber: 'u74999mh2010ptc123456',
        isListed: false,
        listingType: 'LT-PVT',
        industryType: [{ industryTypeCode: 'IND-LEGAL' }],
        companyDescription: '<p>Good <script>alert(1)</script>firm</p>',
      },
      addressDetail: {
        countryCode: 'IN',
        stateCode: 'IN-MH',
        cityCode: 'IN-MH-MUMBAI',
        address: 'nariman point',
        locality: '',
      },
      authDetail: { password: encodePassword('Employer@123') },
      contactDetail: {
        contactPerson1Name: 'neha joshi',
        contactPerson1Email: email,
        contactPerson1Mobile: mobile,
      },
      registrationToken,
    };
  }

  /** An OTP verified for a new mobile and the e-mail (a new one unless given). */
  async function verifiedCorporate(givenEmail?: string) {
    seq++;
    const email = givenEmail ?? `hr${seq}-${Date.now()}@acme.test`;
    const mobile = `97${String(20000000 + seq).slice(-8)}`;
    const sent = await call(t.app, sendOtp, {
      body: { purpose: 'corporate', mobile, email, ...(await solvedProof(t, 'corporate-otp')) },
    });
    expect(sent.status).toBe(200);
    const otp = await latestOtp(mobile);
    const ok = await call(t.app, validateOtp, { body: { otpRef: sent.body.result!.otpRef, otp: otp.otp } });
    return { email, mobile, token: ok.body.result!.registrationToken };
  }

  it('registers an employer with upper-cased, collapsed names and sanitized description', async () => {
    const listing = (await t.ctx.db.execute(
      "select code from master_items where list = 'listing-type' limit 1",
    )) as unknown as { rows: { code: string }[] };
    const listingCode = listing.rows[0]!.code;
    const { email, mobile, token } = await verifiedCorporate();
    const body = corporateBody(email, mobile, token);
    body.basicDetail.listingType = listingCode;
    const reg = await call(t.app, registerCorporate, { body });
    expect(reg.status).toBe(200);
    expect(reg.body.result!.Message).toBe(REGISTRATION_MSG.confirmEmailSent(email));
    // Signed in only after the mailed link is opened.
    const confirmed = await call(t.app, confirmEmail, {
      body: { token: reg.body.result!.testConfirmToken! },
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.result).toMatchObject({
      name: 'ACME SECRETARIAL SERVICES',
      userType: USER_TYPE.corporate,
    });
    const rows = (await t.ctx.db.execute(
      `select p.company_description, p.cin_number, p.contact_person1_name from corporate_profiles p join users u on u.id = p.user_id where u.email = '${email}'`,
    )) as unknown as {
      rows: { company_description: string; cin_number: string; contact_person1_name: string }[];
    };
    const row = rows.rows[0]!;
    expect(row.company_description).not.toContain('script');
    expect(row.cin_number).toBe('U74999MH2010PTC123456');
    expect(row.contact_person1_name).toBe('NEHA JOSHI');
  });

  it('proves the e-mail by the mailed link before the employer can sign in; the link works once', async () => {
    const { email, mobile, token } = await verifiedCorporate();
    const reg = await call(t.app, registerCorporate, { body: corporateBody(email, mobile, token) });
    expect(reg.status).toBe(200);
    const mails = await t.ctx.db.select().from(outbox).where(eq(outbox.toAddress, email));
    const link = mails
      .map((m) => /confirm-email\?token=([A-Za-z0-9_-]+)/.exec(m.textBody)?.[1])
      .find(Boolean);
    expect(link).toBe(reg.body.result!.testConfirmToken);
    // The OTP went by SMS only: the e-mail has the link and nothing else.
    expect(mails).toHaveLength(1);
    const signIn = async () =>
      call(t.app, login, {
        body: {
          email,
          password: encodePassword('Employer@123'),
          kind: 'corporate',
          ...(await solvedProof(t, 'login')),
        },
      });
    const before = await signIn();
    expect(before.status).toBe(403);
    expect(before.body.error.Message).toBe(OUR_MSG.confirmEmailFirst);
    expect((await call(t.app, confirmEmail, { body: { token: link! } })).status).toBe(200);
    expect((await signIn()).status).toBe(200);
    const again = await call(t.app, confirmEmail, { body: { token: link! } });
    expect(again.status).toBe(400);
    expect(again.body.error.Message).toBe(OUR_MSG.emailConfirmInvalid);
  });

  it("writes the employer's mails in the language chosen at registration", async () => {
    const first = await verifiedCorporate();
    const reg = await call(t.app, registerCorporate, {
      body: { ...corporateBody(first.email, first.mobile, first.token), language: 'hi' },
    });
    expect(reg.status, reg.body.error.Message).toBe(200);
    const [confirm] = await t.ctx.db.select().from(outbox).where(eq(outbox.toAddress, first.email));
    expect(confirm!.subject).toBe('अपने ई-मेल की पुष्टि करें - प्लेसमेंट पोर्टल');
    expect(confirm!.textBody).toContain('प्रिय NEHA JOSHI,');
    expect(confirm!.textBody).toContain(
      'प्लेसमेंट पोर्टल पर ACME SECRETARIAL SERVICES का पंजीकरण करने के लिए धन्यवाद।',
    );
    expect(confirm!.textBody).toContain(
      `http://portal.test/PlacementApp/confirm-email?token=${reg.body.result!.testConfirmToken}`,
    );
    // Someone registering again with the address (in English): its owner is told in Hindi.
    const again = await verifiedCorporate(first.email);
    const taken = await call(t.app, registerCorporate, {
      body: corporateBody(first.email, again.mobile, again.token),
    });
    expect(taken.status, taken.body.error.Message).toBe(200);
    const mails = await t.ctx.db
      .select()
      .from(outbox)
      .where(eq(outbox.toAddress, first.email))
      .orderBy(outbox.id);
    expect(mails.map((m) => m.subject)).toEqual([
      'अपने ई-मेल की पुष्टि करें - प्लेसमेंट पोर्टल',
      'किसी ने आपके ई-मेल से पंजीकरण करने का प्रयास किया - प्लेसमेंट पोर्टल',
    ]);
    expect(mails[1]!.textBody).toContain('http://portal.test/PlacementApp/corporate');
  });

  it('answers an e-mail that already has an employer account the same way, creating nothing and telling its owner', async () => {
    const first = await verifiedCorporate();
    await call(t.app, registerCorporate, { body: corporateBody(first.email, first.mobile, first.token) });
    seq++;
    const mobile = `96${String(30000000 + seq).slice(-8)}`;
    const sent = await call(t.app, sendOtp, {
      body: { purpose: 'corporate', mobile, email: first.email, ...(await solvedProof(t, 'corporate-otp')) },
    });
    const otp = await latestOtp(mobile);
    const ok = await call(t.app, validateOtp, { body: { otpRef: sent.body.result!.otpRef, otp: otp.otp } });
    const taken = await call(t.app, registerCorporate, {
      body: corporateBody(first.email, mobile, ok.body.result!.registrationToken),
    });
    expect(taken.status).toBe(200);
    expect(taken.body.result!.Message).toBe(REGISTRATION_MSG.confirmEmailSent(first.email));
    expect(taken.body.result!.testConfirmToken).toBeUndefined();
    const accounts = await t.ctx.db.select().from(users).where(eq(users.email, first.email));
    expect(accounts).toHaveLength(1);
    const mails = await t.ctx.db.select().from(outbox).where(eq(outbox.toAddress, first.email));
    expect(mails.map((m) => m.subject)).toContain(
      'Someone tried to register with your e-mail - placement portal',
    );
  });

  it('refuses PCS yes without the firm fields and listed no without a listing type', async () => {
    const { email, mobile, token } = await verifiedCorporate();
    const pcs = corporateBody(email, mobile, token);
    pcs.basicDetail = { ...pcs.basicDetail, isPCS: true, firmName: '', memberName: '', membershipNumber: '' };
    const res = await call(t.app, registerCorporate, { body: pcs });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toMatchObject({
      'basicDetail.firmName': MSG.required,
      'basicDetail.memberName': MSG.required,
      'basicDetail.membershipNumber': MSG.required,
    });
    const listed = corporateBody(email, mobile, token);
    listed.basicDetail = { ...listed.basicDetail, isListed: false, listingType: '' };
    const res2 = await call(t.app, registerCorporate, { body: listed });
    expect(res2.body.error.fields?.['basicDetail.listingType']).toBe(MSG.required);
    const noCin = corporateBody(email, mobile, token);
    noCin.basicDetail = { ...noCin.basicDetail, cinNumber: '' };
    const res3 = await call(t.app, registerCorporate, { body: noCin });
    expect(res3.body.error.fields?.['basicDetail.cinNumber']).toBe(MSG.required);
    const abroad = corporateBody(email, mobile, token);
    abroad.addressDetail = { countryCode: 'SG', address: 'raffles place' };
    const res4 = await call(t.app, registerCorporate, { body: abroad });
    expect(res4.body.error.fields?.['addressDetail.otherCity']).toBe(MSG.required);
  });

  it('refuses registration without a verified OTP, or with an OTP for another mobile', async () => {
    const none = await call(t.app, registerCorporate, {
      body: corporateBody('x@acme.test', '9999999999', 'made-up-token'),
    });
    expect(none.status).toBe(400);
    expect(none.body.error.Message).toBe(OTP_MSG.notVerified);
    const { email, token } = await verifiedCorporate();
    const other = await call(t.app, registerCorporate, { body: corporateBody(email, '9111111111', token) });
    expect(other.status).toBe(400);
  });
});

describe('admin OTP list', () => {
  it('shows the last OTPs to admins only', async () => {
    const { token } = await signedInUser(t, 'admin');
    const res = await call(t.app, listOtps, {}, { token });
    expect(res.status).toBe(200);
    expect(res.body.result!.list.length).toBeGreaterThan(0);
    expect(res.body.result!.list.length).toBeLessThanOrEqual(100);
    const first = res.body.result!.list[0]!;
    expect(first.expiresOn - first.createdOn).toBe(600);
    const { token: memberToken } = await signedInUser(t, 'member');
    expect((await call(t.app, listOtps, {}, { token: memberToken })).status).toBe(403);
  });
});

describe('HTTP institute directory', () => {
  let server: Server;
  let base = '';
  beforeAll(async () => {
    server = createServer((req, res) => {
      if (req.url === '/members/A/123') {
        res.setHeader('content-type', 'application/json');
        res.end(
          JSON.stringify({
            name: 'REMOTE MEMBER',
            email: 'Remote@Example.test',
            mobile: '+91 98765 43210',
            dateOfBirth: '1990-01-01',
          }),
        );
      } else if (req.url === '/students/SLOW') {
        setTimeout(() => res.end('{}'), 6000);
      } else {
        res.statusCode = 404;
        res.end();
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('reads a record, answers null for unknown ones, and a clear 503 on time-out or when down', async () => {
    // Generous against a loaded machine; the slow record answers well after it.
    const ctx = { ...t.ctx, config: { ...t.ctx.config, INSTITUTE_API_TIMEOUT_MS: 2500 } };
    const dir = httpDirectory(ctx, base);
    expect(await dir.findMember('A', '123')).toMatchObject({
      name: 'REMOTE MEMBER',
      email: 'remote@example.test',
      mobile: '9876543210',
    });
    expect(await dir.findMember('A', '999')).toBeNull();
    await expect(dir.findStudent('SLOW')).rejects.toMatchObject({
      status: 503,
      message: REGISTRATION_MSG.directoryDown,
    });
    const down = httpDirectory(ctx, 'http://127.0.0.1:9');
    await expect(down.findMember('A', '1')).rejects.toMatchObject({ status: 503 });
  });
});
