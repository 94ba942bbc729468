import {
  type CorporateBasicInput,
  getCorporateDashboard,
  getCorporateProfile,
  messageMember,
  messageStudent,
  saveCorporateAddressDetail,
  saveCorporateBasicDetail,
  saveCorporateContactDetail,
  searchMembers,
  searchStudents,
} from '@pp/contract/corporates';
import { API_BASE } from '@pp/contract/endpoint';
import { postJob } from '@pp/contract/jobs';
import { EMPLOYER_MSG, MSG, OUR_MSG } from '@pp/contract/messages';
import { MOBILE_MSG, WEBSITE_MSG } from '@pp/contract/validators';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, outbox, personMessages } from '../../db/schema/comm.ts';
import { users } from '../../db/schema/users.ts';
import {
  applyToJob,
  applyToTraining,
  attachResume,
  employerTestApp,
  insertJob,
  insertMemberProfile,
  insertStudentProfile,
  insertTraining,
  memberJob,
  signedInEmployer,
  todayIst,
} from '../../test/fixtures/index.ts';
import { appForTests, call, expectRefused, makeUser, type TestApp } from '../../test/harness.ts';
import { signedInUser } from '../../test/sign-in.ts';
import { uploadFile } from '../../test/upload.ts';

let t: TestApp;
let employer: { user: { id: number; code: string; email: string }; token: string };
let other: { user: { id: number; code: string }; token: string };
let admin: { token: string };

appForTests(async () => {
  t = await employerTestApp();
  employer = await signedInEmployer(t, { companyName: 'PROFILE TEST LIMITED' });
  other = await signedInEmployer(t);
  admin = await signedInUser(t, 'admin');
  return t;
});

/** A small well-formed PDF. */
function pdf(padding = 0): Buffer {
  const head = Buffer.from(
    `%PDF-1.4\n%${'p'.repeat(padding)}\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\n`,
    'latin1',
  );
  const tail = Buffer.from(
    `xref\n0 1\n0000000000 65535 f \ntrailer\n<< /Size 1 /Root 1 0 R >>\nstartxref\n${head.length}\n%%EOF\n`,
    'latin1',
  );
  return Buffer.concat([head, tail]);
}

const upload = (token: string, fileName: string, bytes: Buffer, field = 'resume') =>
  uploadFile(t.app, 'corporate/profile/balance-sheet', token, {
    field,
    name: fileName,
    bytes,
    type: 'application/pdf',
  });

const basic = (overrides: Partial<CorporateBasicInput> = {}): CorporateBasicInput => ({
  companyName: '  acme   secretarial  services ',
  isPCS: false,
  cinNumber: 'u12345mh2000ptc123456',
  isListed: false,
  listingType: 'LT-PVT',
  industryType: [{ industryTypeCode: 'IND-IT' }, { industryTypeCode: 'IND-BANK' }],
  companyDescription: '<p>We <em>hire</em><script>x()</script></p>',
  ...overrides,
});

describe('company profile', () => {
  it('reads the profile with names', async () => {
    const res = await call(t.app, getCorporateProfile, {}, { token: employer.token });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({
      basicDetail: {
        companyName: 'PROFILE TEST LIMITED',
        industryType: [{ industryTypeCode: 'IND-IT', industryTypeName: 'Information Technology' }],
        listingTypeName: 'Private Limited Company',
      },
      addressDetail: { stateName: 'Maharashtra', cityName: 'Mumbai', countryName: 'India' },
      authDetail: { userCode: employer.user.code, canPostTraining: true },
      balanceSheet: null,
    });
  });

  it('saves the basic section with the registration rules', async () => {
    const res = await call(t.app, saveCorporateBasicDetail, { body: basic() }, { token: employer.token });
    expect(res.body.result).toEqual({ Message: EMPLOYER_MSG.companyProfileUpdated });
    const profile = (await call(t.app, getCorporateProfile, {}, { token: employer.token })).body.result!;
    expect(profile.basicDetail).toMatchObject({
      companyName: 'ACME SECRETARIAL SERVICES',
      cinNumber: 'U12345MH2000PTC123456',
      companyDescription: '<p>We <em>hire</em></p>',
    });
    const account = await t.ctx.db
      .select({ name: users.name })
      .from(users)
      .where(eq(users.id, employer.user.id));
    expect(account[0]!.name).toBe('ACME SECRETARIAL SERVICES');
    // Practising firm: firm name, member name and number required; CIN cleared.
    const pcs = await call(
      t.app,
      saveCorporateBasicDetail,
      { body: basic({ isPCS: true, firmName: '' }) },
      { token: employer.token },
    );
    expect(pcs.status).toBe(400);
    expect(pcs.body.error.fields?.firmName).toBe(MSG.required);
    const noCin = await call(
      t.app,
      saveCorporateBasicDetail,
      { body: basic({ cinNumber: '' }) },
      { token: employer.token },
    );
    expect(noCin.body.error.fields?.cinNumber).toBe(MSG.required);
    const noListing = await call(
      t.app,
      saveCorporateBasicDetail,
      { body: basic({ listingType: '' }) },
      { token: employer.token },
    );
    expect(noListing.body.error.fields?.listingType).toBe(MSG.required);
    const badIndustry = await call(
      t.app,
      saveCorporateBasicDetail,
      { body: basic({ industryType: [{ industryTypeCode: 'IND-NOPE' }] }) },
      { token: employer.token },
    );
    expect(badIndustry.body.error.fields?.industryType).toBe(EMPLOYER_MSG.invalidIndustry);
  });

  it('takes a website only as an http(s) address (a bare domain gets https://), never javascript: or data:', async () => {
    const save = (companyWebsite: string) =>
      call(
        t.app,
        saveCorporateAddressDetail,
        {
          body: {
            countryCode: 'IN',
            stateCode: 'IN-KA',
            cityCode: 'IN-KA-BENGALURU',
            address: 'mg road',
            companyWebsite,
          },
        },
        { token: employer.token },
      );
    for (const bad of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,<b>x</b>',
      'ftp://acme.example',
      'mailto:a@b.in',
    ]) {
      const res = await save(bad);
      expect(res.status, bad).toBe(400);
      expect(res.body.error.fields?.companyWebsite, bad).toBe(WEBSITE_MSG);
    }
    expect((await save('www.acme.example')).status).toBe(200);
    const profile = (await call(t.app, getCorporateProfile, {}, { token: employer.token })).body.result!;
    expect(profile.addressDetail.companyWebsite).toBe('https://www.acme.example');
  });

  it('saves the address: India wants state and city, abroad the other city', async () => {
    const ok = await call(
      t.app,
      saveCorporateAddressDetail,
      {
        body: {
          countryCode: 'IN',
          stateCode: 'IN-KA',
          cityCode: 'IN-KA-BENGALURU',
          address: 'mg road',
          locality: 'Ashok Nagar',
          companyContactNumber: '8041234567',
          companyWebsite: 'https://acme.example',
        },
      },
      { token: employer.token },
    );
    expect(ok.body.result).toEqual({ Message: MSG.companyAddressUpdated });
    const profile = (await call(t.app, getCorporateProfile, {}, { token: employer.token })).body.result!;
    expect(profile.addressDetail).toMatchObject({
      address: 'MG ROAD',
      cityName: 'Bengaluru',
      stateCode: 'IN-KA',
    });
    const wrongCity = await call(
      t.app,
      saveCorporateAddressDetail,
      { body: { countryCode: 'IN', stateCode: 'IN-KA', cityCode: 'IN-MH-MUMBAI', address: 'x' } },
      { token: employer.token },
    );
    expect(wrongCity.body.error.fields?.cityCode).toBe(EMPLOYER_MSG.invalidLocation);
    const abroad = await call(
      t.app,
      saveCorporateAddressDetail,
      { body: { countryCode: 'AE', address: 'x' } },
      { token: employer.token },
    );
    expect(abroad.body.error.fields?.otherCity).toBe(MSG.required);
    const dubai = await call(
      t.app,
      saveCorporateAddressDetail,
      {
        body: {
          countryCode: 'AE',
          address: 'x',
          otherCity: 'dubai',
          stateCode: 'IN-KA',
          cityCode: 'IN-KA-BENGALURU',
        },
      },
      { token: employer.token },
    );
    expect(dubai.status).toBe(200);
    const after = (await call(t.app, getCorporateProfile, {}, { token: employer.token })).body.result!;
    expect(after.addressDetail).toMatchObject({
      countryCode: 'AE',
      otherCity: 'DUBAI',
      stateCode: '',
      cityCode: '',
    });
  });

  it("saves the contact section but never contact person 1's e-mail and mobile", async () => {
    const before = (await call(t.app, getCorporateProfile, {}, { token: employer.token })).body.result!;
    const res = await call(
      t.app,
      saveCorporateContactDetail,
      {
        body: {
          contactPerson1Name: 'meera kulkarni',
          contactPerson2Name: 'raj',
          contactPerson2Email: 'RAJ@acme.example',
          contactPerson2Mobile: '9811111111',
          // Sent by a tampered client: ignored.
          contactPerson1Email: 'attacker@evil.example',
          contactPerson1Mobile: '9999999999',
        } as never,
      },
      { token: employer.token },
    );
    expect(res.body.result).toEqual({ Message: MSG.companyContactUpdated });
    const after = (await call(t.app, getCorporateProfile, {}, { token: employer.token })).body.result!;
    expect(after.contactDetail).toMatchObject({
      contactPerson1Name: 'MEERA KULKARNI',
      contactPerson1Email: before.contactDetail.contactPerson1Email,
      contactPerson1Mobile: before.contactDetail.contactPerson1Mobile,
      contactPerson2Name: 'RAJ',
      contactPerson2Email: 'raj@acme.example',
    });
    const badMobile = await call(
      t.app,
      saveCorporateContactDetail,
      { body: { contactPerson1Name: 'x', contactPerson2Mobile: '-123' } },
      { token: employer.token },
    );
    expect(badMobile.status).toBe(400);
    expect(badMobile.body.error.fields?.contactPerson2Mobile).toBe(MOBILE_MSG);
    // A pasted number keeps its spaces and hyphens: they are dropped; a short number is refused.
    const pasted = await call(
      t.app,
      saveCorporateContactDetail,
      { body: { contactPerson1Name: 'meera', contactPerson2Mobile: ' 98111-22 333 ' } },
      { token: employer.token },
    );
    expect(pasted.status, pasted.body.error.Message).toBe(200);
    const saved = (await call(t.app, getCorporateProfile, {}, { token: employer.token })).body.result!;
    expect(saved.contactDetail.contactPerson2Mobile).toBe('9811122333');
    const short = await call(
      t.app,
      saveCorporateContactDetail,
      { body: { contactPerson1Name: 'meera', contactPerson2Mobile: '98111 2233' } },
      { token: employer.token },
    );
    expect(short.status).toBe(400);
    expect(short.body.error.fields?.contactPerson2Mobile).toBe(MOBILE_MSG);
  });

  it('takes a CIN pasted with spaces and hyphens', async () => {
    const res = await call(
      t.app,
      saveCorporateBasicDetail,
      { body: basic({ cinNumber: 'u12345 mh2000-ptc 123456' }) },
      { token: employer.token },
    );
    expect(res.status, res.body.error.Message).toBe(200);
    const profile = (await call(t.app, getCorporateProfile, {}, { token: employer.token })).body.result!;
    expect(profile.basicDetail.cinNumber).toBe('U12345MH2000PTC123456');
  });

  it('uploads the balance sheet: PDF by content, at most 5 MB; only the company and admins read it', async () => {
    const notPdf = await upload(employer.token, 'sheet.pdf', Buffer.from('<html><script>x</script></html>'));
    expectRefused(notPdf, 400, MSG.pdfOnly);
    const wrongName = await upload(employer.token, 'sheet.exe', pdf());
    expect(wrongName.body.error.Message).toBe(MSG.pdfOnly);
    const tooBig = await upload(employer.token, 'sheet.pdf', pdf(5 * 1024 * 1024));
    expectRefused(tooBig, 400, EMPLOYER_MSG.balanceSheetTooBig);
    const ok = await upload(employer.token, 'sheet.pdf', pdf());
    expect(ok.status).toBe(200);
    expect(ok.body.result).toMatchObject({ Message: MSG.balanceSheetUploaded });
    const profile = (await call(t.app, getCorporateProfile, {}, { token: employer.token })).body.result!;
    expect(profile.balanceSheet?.fileName).toBe(ok.body.result!.fileName);
    const url = `${API_BASE}/corporate/balance-sheet/${employer.user.code}/${ok.body.result!.fileName}`;
    const own = await t.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${employer.token}` },
    });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-disposition']).toContain('attachment');
    expect(own.headers['x-content-type-options']).toBe('nosniff');
    expect(own.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const rival = await t.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${other.token}` },
    });
    expect(rival.statusCode).toBe(404);
    const byAdmin = await t.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(byAdmin.statusCode).toBe(200);
    // A second upload replaces the first.
    const again = await upload(employer.token, 'sheet2.pdf', pdf(10));
    const gone = await t.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${employer.token}` },
    });
    expect(gone.statusCode).toBe(404);
    expect(again.status).toBe(200);
  });
});

describe('candidate search', () => {
  let activeMember: { code: string; id: number };
  let hiddenMember: { code: string; id: number };
  beforeAll(async () => {
    const a = await makeUser(t, 'member', { name: 'AARTI SEARCHABLE' });
    await insertMemberProfile(t.ctx.db, a.id, {
      stateCode: 'IN-GJ',
      cityCode: 'IN-GJ-AHMEDABAD',
      skills: ['SKM-CG', 'SKM-SA'],
      totalExperienceInMonths: 60,
      currentRole: 'R-CS',
      profileSummary: 'Governance specialist',
    });
    await attachResume(t.ctx.db, a.id, 'member');
    activeMember = a;
    const b = await makeUser(t, 'member', { name: 'BHAVIN HIDDEN' });
    await insertMemberProfile(t.ctx.db, b.id, {
      stateCode: 'IN-GJ',
      cityCode: 'IN-GJ-AHMEDABAD',
      skills: ['SKM-CG'],
      isActive: false,
    });
    hiddenMember = b;
    const c = await makeUser(t, 'member', { name: 'CHIRAG VADODARA' });
    await insertMemberProfile(t.ctx.db, c.id, {
      stateCode: 'IN-GJ',
      cityCode: 'IN-GJ-VADODARA',
      skills: ['SKM-FEMA'],
      totalExperienceInMonths: 120,
    });
    for (const [name, skills] of [
      ['DIVYA STUDENT', ['SKS-ROC']],
      ['ESHA STUDENT', ['SKS-EXCEL']],
    ] as const) {
      const s = await makeUser(t, 'student', { name });
      await insertStudentProfile(t.ctx.db, s.id, {
        stateCode: 'IN-RJ',
        cityCode: 'IN-RJ-JAIPUR',
        skills: [...skills],
      });
    }
  });

  it('finds active members by state, city and any of the skills', async () => {
    const byState = await call(
      t.app,
      searchMembers,
      { query: { state: 'IN-GJ', sort: 1 } },
      { token: employer.token },
    );
    expect(byState.body.result!.list.map((m) => m.name)).toEqual(['AARTI SEARCHABLE', 'CHIRAG VADODARA']);
    expect(byState.body.result!.total).toBe(2);
    // Spec 3 section 9: the default sort is the first option (name); 2 is recently updated.
    const byDefault = await call(
      t.app,
      searchMembers,
      { query: { state: 'IN-GJ' } },
      { token: employer.token },
    );
    expect(byDefault.body.result!.list.map((m) => m.name)).toEqual(['AARTI SEARCHABLE', 'CHIRAG VADODARA']);
    const byUpdated = await call(
      t.app,
      searchMembers,
      { query: { state: 'IN-GJ', sort: 2 } },
      { token: employer.token },
    );
    expect(byUpdated.body.result!.list.map((m) => m.name)).toEqual(['CHIRAG VADODARA', 'AARTI SEARCHABLE']);
    const bySkill = await call(
      t.app,
      searchMembers,
      { query: { state: '*', skill: 'SKM-SA,SKM-LODR' } },
      { token: employer.token },
    );
    expect(bySkill.body.result!.list).toHaveLength(1);
    expect(bySkill.body.result!.list[0]).toMatchObject({
      userCode: activeMember.code,
      stateName: 'Gujarat',
      cityName: 'Ahmedabad',
      skill: ['Corporate Governance', 'Secretarial Audit'],
      currentRoleName: 'Company Secretary',
      // Has one, but has not switched on showing it to employers who search.
      hasResume: false,
      totalExperienceInMonths: 60,
    });
    expect(bySkill.body.result!.list[0]).not.toHaveProperty('email');
    const byCity = await call(
      t.app,
      searchMembers,
      { query: { state: 'IN-GJ', city: 'IN-GJ-VADODARA' } },
      { token: employer.token },
    );
    expect(byCity.body.result!.list.map((m) => m.name)).toEqual(['CHIRAG VADODARA']);
    const byExperience = await call(
      t.app,
      searchMembers,
      { query: { state: 'IN-GJ', sort: 3 } },
      { token: employer.token },
    );
    expect(byExperience.body.result!.list[0]!.name).toBe('CHIRAG VADODARA');
    const paged = await call(
      t.app,
      searchMembers,
      { query: { state: 'IN-GJ', limit: 1, page: 2, sort: 1 } },
      { token: employer.token },
    );
    expect(paged.body.result!.list.map((m) => m.name)).toEqual(['CHIRAG VADODARA']);
    expect(paged.body.result!.total).toBe(2);
  });

  it('finds active students; State/UT is required', async () => {
    const res = await call(
      t.app,
      searchStudents,
      { query: { state: 'IN-RJ', skill: 'SKS-ROC' } },
      { token: employer.token },
    );
    expect(res.body.result!.list.map((s) => s.name)).toEqual(['DIVYA STUDENT']);
    const noState = await t.app.inject({
      method: 'GET',
      url: `${API_BASE}/corporate/student-search`,
      headers: { authorization: `Bearer ${employer.token}` },
    });
    expect(noState.statusCode).toBe(400);
    expect(noState.json().error.fields.state).toBe(MSG.required);
  });

  it('finds a skill typed in by its name, whatever its case (spec 1 section 5)', async () => {
    const s = await makeUser(t, 'student', { name: 'FARAH TYPED SKILL' });
    await insertStudentProfile(t.ctx.db, s.id, {
      stateCode: 'IN-RJ',
      cityCode: 'IN-RJ-JAIPUR',
      skills: ['SKS-ROC', 'Tally Prime GST'],
    });
    const res = await call(
      t.app,
      searchStudents,
      { query: { state: '*', skill: 'tally prime gst' } },
      { token: employer.token },
    );
    expect(res.status, res.body.error.Message).toBe(200);
    expect(res.body.result!.list.map((c) => [c.name, c.skill])).toEqual([
      ['FARAH TYPED SKILL', ['ROC Compliances', 'Tally Prime GST']],
    ]);
    // A code and a name together: any of them.
    const either = await call(
      t.app,
      searchStudents,
      { query: { state: 'IN-RJ', skill: 'SKS-EXCEL,Tally Prime GST', sort: 1 } },
      { token: employer.token },
    );
    expect(either.body.result!.list.map((c) => c.name)).toEqual(['ESHA STUDENT', 'FARAH TYPED SKILL']);
  });

  it('is for employers only', async () => {
    const member = await signedInUser(t, 'member');
    expect(
      (await call(t.app, searchMembers, { query: { state: '*' } }, { token: member.token })).status,
    ).toBe(403);
  });

  it('e-mails an active candidate, stores and audits the message', async () => {
    const res = await call(
      t.app,
      messageMember,
      { body: { userCode: activeMember.code, message: 'Please call us about the CS role.' } },
      { token: employer.token },
    );
    expect(res.body.result).toEqual({ Message: MSG.emailSent });
    const stored = await t.ctx.db
      .select()
      .from(personMessages)
      .where(
        and(eq(personMessages.senderId, employer.user.id), eq(personMessages.recipientId, activeMember.id)),
      );
    expect(stored).toHaveLength(1);
    const account = await t.ctx.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, activeMember.id));
    const mails = await t.ctx.db.select().from(outbox).where(eq(outbox.toAddress, account[0]!.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.textBody).toContain('Please call us about the CS role.');
    expect(mails[0]!.subject).toContain('ACME SECRETARIAL SERVICES');
    const audits = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'message.member'), eq(auditLog.targetId, activeMember.id)));
    expect(audits).toHaveLength(1);
  });

  it('refuses a message over 160 characters and an empty one', async () => {
    const long = await call(
      t.app,
      messageMember,
      { body: { userCode: activeMember.code, message: 'x'.repeat(161) } },
      { token: employer.token },
    );
    expect(long.body.error.fields?.message).toBe('Maximum 160 characters allowed');
    const empty = await call(
      t.app,
      messageMember,
      { body: { userCode: activeMember.code, message: ' ' } },
      { token: employer.token },
    );
    expect(empty.body.error.fields?.message).toBe(MSG.required);
  });

  it('does not let an employer write to a hidden candidate, unless they applied to it', async () => {
    const hidden = await call(
      t.app,
      messageMember,
      { body: { userCode: hiddenMember.code, message: 'Hello' } },
      { token: employer.token },
    );
    expectRefused(hidden, 404, EMPLOYER_MSG.candidateNotFound);
    // The wrong kind is not found either.
    const wrongKind = await call(
      t.app,
      messageStudent,
      { body: { userCode: activeMember.code, message: 'Hello' } },
      { token: employer.token },
    );
    expect(wrongKind.status).toBe(404);
    const job = await call(t.app, postJob, { body: memberJob(t) }, { token: employer.token });
    await applyToJob(t.ctx.db, job.body.result!.code, hiddenMember.id);
    const applied = await call(
      t.app,
      messageMember,
      { body: { userCode: hiddenMember.code, message: 'Thanks for applying' } },
      { token: employer.token },
    );
    expect(applied.body.result).toEqual({ Message: MSG.emailSent });
    // Admins may write to anyone.
    const byAdmin = await call(
      t.app,
      messageMember,
      { body: { userCode: hiddenMember.code, message: 'From the placement cell' } },
      { token: admin.token },
    );
    expect(byAdmin.status).toBe(200);
  });

  it('limits messages to one candidate', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await call(
        t.app,
        messageMember,
        { body: { userCode: activeMember.code, message: `Follow-up ${i}` } },
        { token: other.token },
      );
      codes.push(res.status);
    }
    // RATE_LIMIT_SCALE is 1 in tests: 3 a day per sender and candidate.
    expect(codes).toEqual([200, 200, 200]);
    const fourth = await call(
      t.app,
      messageMember,
      { body: { userCode: activeMember.code, message: 'Once more' } },
      { token: other.token },
    );
    expectRefused(fourth, 429, OUR_MSG.tooManyRequests);
  });
});

describe('GET corporate/dashboard', () => {
  it('counts open postings, new applicants and postings about to expire', async () => {
    const fresh = await signedInEmployer(t, { companyName: 'DASHBOARD LIMITED' });
    const today = Math.floor(t.ctx.now().getTime() / 1000);
    const soon = await call(
      t.app,
      postJob,
      { body: memberJob(t, { title: 'Ends soon', endDate: todayIst(t) + 7 * 86400 }) },
      { token: fresh.token },
    );
    await call(t.app, postJob, { body: memberJob(t, { title: 'Ends later' }) }, { token: fresh.token });
    const applicant = await makeUser(t, 'member', { name: 'NEW APPLICANT' });
    await insertMemberProfile(t.ctx.db, applicant.id);
    await applyToJob(t.ctx.db, soon.body.result!.code, applicant.id);
    const res = await call(t.app, getCorporateDashboard, {}, { token: fresh.token });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({
      companyName: 'DASHBOARD LIMITED',
      canPostTraining: true,
      openJobs: 2,
      openTrainings: 0,
      newApplicants: 1,
      firstVisit: true,
      expiringSoon: [{ kind: 'job', title: 'Ends soon', applicationCount: 1 }],
      latestApplicants: [{ kind: 'job', postingTitle: 'Ends soon', name: 'NEW APPLICANT' }],
    });
    expect(res.body.result!.since).toBeLessThan(today);
  });

  it("counts the applicants of the employer's own postings by stage, and only employers may ask", async () => {
    const fresh = await signedInEmployer(t);
    const now = t.ctx.now();
    const job = await insertJob(t.ctx.db, fresh.user.id, now);
    const gone = await insertJob(t.ctx.db, fresh.user.id, now, { deletedAt: now });
    const course = await insertTraining(t.ctx.db, fresh.user.id, now);
    const theirs = await insertJob(t.ctx.db, other.user.id, now);
    const people = await Promise.all([1, 2, 3].map(() => makeUser(t, 'member')));
    const student = await makeUser(t, 'student');
    await applyToJob(t.ctx.db, job.code, people[0]!.id);
    await applyToJob(t.ctx.db, job.code, people[1]!.id, { stage: 'shortlisted' });
    await applyToJob(t.ctx.db, job.code, people[2]!.id, { stage: 'shortlisted' });
    await applyToTraining(t.ctx.db, course.code, student.id, { stage: 'interview' });
    // Another employer's applicant and a deleted posting's applicant are not counted.
    await applyToJob(t.ctx.db, theirs.code, people[0]!.id, { stage: 'hired' });
    await applyToJob(t.ctx.db, gone.code, people[1]!.id, { stage: 'hired' });

    const res = await call(t.app, getCorporateDashboard, {}, { token: fresh.token });
    expect(res.status).toBe(200);
    const counts = (stages: { stage: string; count: number }[]) =>
      Object.fromEntries(stages.map((s) => [s.stage, s.count]));
    expect(counts(res.body.result!.applicantsByStage.jobs)).toEqual({
      applied: 1,
      shortlisted: 2,
      interview: 0,
      offered: 0,
      hired: 0,
      notSelected: 0,
    });
    expect(counts(res.body.result!.applicantsByStage.trainings)).toMatchObject({ applied: 0, interview: 1 });

    const member = await signedInUser(t, 'member');
    expect((await call(t.app, getCorporateDashboard, {}, { token: member.token })).status).toBe(403);
    expect((await call(t.app, getCorporateDashboard, {}, { token: admin.token })).status).toBe(403);
    expect((await call(t.app, getCorporateDashboard, {})).status).toBe(401);
  });
});

describe('candidate search by skill codes, page after page in name order', () => {
  // Candidates with one, both or neither of the skills asked, in two cities, their names not in
  // the order they were created: each page is merged from the skill entries' lists
  // (corporates.repo pageIdsBySkill); walked page by page, every match comes once, in name order.
  const people: [string, string, string[]][] = [
    ['ZOYA KARNATAKA', 'IN-KA-BENGALURU', ['SKM-CG', 'SKM-SA']],
    ['ANIL KARNATAKA', 'IN-KA-MYSURU', ['SKM-SA']],
    ['MEERA KARNATAKA', 'IN-KA-BENGALURU', ['SKM-CG']],
    ['BALA KARNATAKA', 'IN-KA-MYSURU', ['SKM-CG', 'SKM-SA', 'SKM-LODR']],
    ['CHITRA KARNATAKA', 'IN-KA-BENGALURU', ['SKM-LODR']],
    ['anjali karnataka', 'IN-KA-BENGALURU', ['SKM-SA', 'SKM-CG']],
    ['ANJALI KARNATAKA', 'IN-KA-MYSURU', ['SKM-CG']],
    ['YASH KARNATAKA', 'IN-KA-MYSURU', ['SKM-FEMA', 'SKM-SA']],
  ];
  const ids = new Map<string, number>();
  beforeAll(async () => {
    for (const [name, cityCode, skills] of people) {
      const m = await makeUser(t, 'member', { name });
      ids.set(name, m.id);
      await insertMemberProfile(t.ctx.db, m.id, { stateCode: 'IN-KA', cityCode, skills });
    }
  });

  /** The names a search should list: with any of the skills (in the cities), by name then id. */
  function expected(skills: string[], cities: string[]): string[] {
    return people
      .filter(
        ([, city, own]) => own.some((s) => skills.includes(s)) && (!cities.length || cities.includes(city)),
      )
      .map(([name]) => name)
      .sort((a, b) => {
        const ka = a.toLowerCase();
        const kb = b.toLowerCase();
        return ka < kb ? -1 : ka > kb ? 1 : ids.get(a)! - ids.get(b)!;
      });
  }

  async function walk(query: {
    state: string;
    skill: string;
    city?: string;
  }): Promise<{ names: string[]; totals: number[] }> {
    const names: string[] = [];
    const totals: number[] = [];
    for (let page = 1; page < 10; page++) {
      const res = await call(
        t.app,
        searchMembers,
        { query: { ...query, sort: 1, limit: 2, page } },
        { token: employer.token },
      );
      expect(res.status).toBe(200);
      const list = res.body.result!.list;
      totals.push(res.body.result!.total);
      if (!list.length) break;
      names.push(...list.map((m) => m.name));
    }
    return { names, totals };
  }

  it('in a state, in its cities and in one city', async () => {
    for (const [skills, cities] of [
      [['SKM-CG', 'SKM-SA'], []],
      [
        ['SKM-CG', 'SKM-SA'],
        ['IN-KA-BENGALURU', 'IN-KA-MYSURU'],
      ],
      [['SKM-SA', 'SKM-LODR'], ['IN-KA-MYSURU']],
      [['SKM-CG'], []],
    ] as [string[], string[]][]) {
      const want = expected(skills, cities);
      const { names, totals } = await walk({
        state: 'IN-KA',
        skill: skills.join(','),
        ...(cities.length ? { city: cities.join(',') } : {}),
      });
      expect(names, `${skills} ${cities}`).toEqual(want);
      expect(new Set(totals)).toEqual(new Set([want.length]));
    }
  });

  it('across India (state *): the same order among them', async () => {
    const { names } = await walk({ state: '*', skill: 'SKM-SA,SKM-LODR' });
    expect(names.filter((n) => /karnataka/i.test(n))).toEqual(expected(['SKM-SA', 'SKM-LODR'], []));
  });
});
