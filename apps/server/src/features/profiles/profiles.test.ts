import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MSG, OUR_MSG } from '@pp/contract/messages';
import {
  addMemberCertification,
  addMemberEducation,
  addMemberExperience,
  addStudentEducation,
  addStudentExperience,
  type CertificationInput,
  deleteMemberCertification,
  deleteMemberEducation,
  deleteMemberExperience,
  deleteStudentEducation,
  type EducationInput,
  type ExperienceInput,
  getMemberProfile,
  getStudentProfile,
  lastYear,
  MAX_ITEMS_PER_SECTION,
  type MemberBasicDetailInput,
  PROFILE_MSG,
  saveMemberAdditionalInfo,
  saveMemberBasicDetail,
  saveMemberSkills,
  saveStudentAdditionalInfo,
  saveStudentBasicDetail,
  saveStudentSkills,
  setMemberActive,
  setStudentActive,
  updateMemberCertification,
  updateMemberEducation,
  updateMemberExperience,
  updateStudentEducation,
} from '@pp/contract/profiles';
import { CUSTOM_NAME_MAX, CUSTOM_NAME_MSG } from '@pp/contract/validators';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberProfiles, studentProfiles } from '../../db/schema/profiles.ts';
import { seedReferenceData } from '../../seed/reference.ts';
import { insertCandidate } from '../../test/fixtures/index.ts';
import { call, createTestApp, expectRefused, type TestApp } from '../../test/harness.ts';
import { signedInUser } from '../../test/sign-in.ts';
import { memberIsSearchable, studentIsSearchable } from './profiles.repo.ts';

let t: TestApp;
let dataDir: string;

interface Person {
  id: number;
  code: string;
  token: string;
}

let alice: Person;
let bob: Person;
let sam: Person;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'pp-profiles-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  await seedReferenceData(t.database.db);
  alice = await insertCandidate(t, 'member');
  bob = await insertCandidate(t, 'member');
  sam = await insertCandidate(t, 'student');
});
afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const basic: MemberBasicDetailInput = {
  state: 'IN-KA',
  city: 'IN-KA-BENGALURU',
  currentCompany: 'Nimbus Software Private Limited',
  currentRole: 'R-CS',
  otherRole: '',
  totalExperienceInMonths: 54,
  currentCTC: 1250000,
  currentCTCCurrency: 'INR',
  profileSummary: 'Company secretary with four years in secretarial compliance.',
};

const education: Omit<EducationInput, 'code'> = {
  course: 'Company Secretary (Professional)',
  college: 'ICSI',
  location: 'New Delhi',
  board: 'ICSI',
  yearOfCompletion: 2019,
  percentage: '62.5',
};

const DAY = 86400;
const experience: Omit<ExperienceInput, 'code'> = {
  company: 'Nimbus Software',
  designation: 'Company Secretary',
  location: 'Bengaluru',
  startDate: 1_600_000_000,
  endDate: 1_600_000_000 + 400 * DAY,
  jobProfile: 'Board meetings, MCA filings and FEMA reporting.',
};

const certification: Omit<CertificationInput, 'code'> = {
  trainingCode: 'TT-PMQ',
  trainingName: '',
  instituteName: 'ICSI',
  location: 'Mumbai',
  courseDuration: 18,
  yearOfCompletion: 2021,
  percentage: '',
};

async function memberProfileOf(person: Person) {
  const res = await call(t.app, getMemberProfile, {}, { token: person.token });
  expect(res.status, res.body.error.Message).toBe(200);
  return res.body.result!;
}

async function studentProfileOf(person: Person) {
  const res = await call(t.app, getStudentProfile, {}, { token: person.token });
  expect(res.status, res.body.error.Message).toBe(200);
  return res.body.result!;
}

describe('own profile', () => {
  it('answers the member sections with names for codes', async () => {
    const profile = await memberProfileOf(alice);
    expect(profile.basicDetail).toMatchObject({
      userCode: alice.code,
      state: 'IN-MH',
      stateName: 'Maharashtra',
      city: 'IN-MH-MUMBAI',
      cityName: 'Mumbai',
      isActive: true,
      profilePicture: '',
    });
    expect(profile).toMatchObject({
      educationDetail: [],
      experienceDetail: [],
      certificationDetail: [],
      skillDetail: [],
      resumeDetail: null,
    });
  });

  it('answers the student sections', async () => {
    const profile = await studentProfileOf(sam);
    expect(profile.basicDetail).toMatchObject({ userCode: sam.code, stateName: 'Delhi', isActive: true });
    expect(profile).not.toHaveProperty('certificationDetail');
  });

  it('keeps each kind to its own endpoints', async () => {
    expect((await call(t.app, getMemberProfile, {}, { token: sam.token })).status).toBe(403);
    expect((await call(t.app, getStudentProfile, {}, { token: alice.token })).status).toBe(403);
    const anonymous = await call(t.app, getMemberProfile, {});
    expect(anonymous.status).toBe(401);
    const corporate = await signedInUser(t, 'corporate');
    const res = await call(
      t.app,
      saveMemberSkills,
      { body: { skill: ['SKM-CG'] } },
      { token: corporate.token },
    );
    expect(res.status).toBe(403);
  });
});

describe('member basic detail', () => {
  it('saves the basic detail and shows the names', async () => {
    const res = await call(t.app, saveMemberBasicDetail, { body: basic }, { token: alice.token });
    expect(res.status, res.body.error.Message).toBe(200);
    expect(res.body.result!.Message).toBe(MSG.profileUpdated);
    const { basicDetail } = await memberProfileOf(alice);
    expect(basicDetail).toMatchObject({
      state: 'IN-KA',
      stateName: 'Karnataka',
      city: 'IN-KA-BENGALURU',
      cityName: 'Bengaluru',
      currentCompany: basic.currentCompany,
      currentRole: 'R-CS',
      currentRoleName: 'Company Secretary',
      otherRole: '',
      totalExperienceInMonths: 54,
      currentCTC: 1250000,
      currentCTCCurrency: 'INR',
      profileSummary: basic.profileSummary,
    });
  });

  it.each([
    'state',
    'city',
    'currentCompany',
    'currentRole',
    'currentCTCCurrency',
    'profileSummary',
  ] as const)('requires %s', async (field) => {
    const res = await call(
      t.app,
      saveMemberBasicDetail,
      { body: { ...basic, [field]: '' } },
      { token: bob.token },
    );
    expect(res.status).toBe(400);
    expect(res.body.error.fields?.[field]).toBe(MSG.required);
  });

  it('requires the experience and the current CTC, and refuses negative values', async () => {
    for (const field of ['totalExperienceInMonths', 'currentCTC'] as const) {
      const { [field]: _omitted, ...rest } = basic;
      const missing = await call(
        t.app,
        saveMemberBasicDetail,
        { body: rest as MemberBasicDetailInput },
        { token: bob.token },
      );
      expect(missing.body.error.fields?.[field]).toBe(MSG.required);
      const negative = await call(
        t.app,
        saveMemberBasicDetail,
        { body: { ...basic, [field]: -1 } },
        { token: bob.token },
      );
      expect(negative.status).toBe(400);
      expect(negative.body.error.fields?.[field]).toBe(PROFILE_MSG.nonNegative);
    }
    const zero = await call(
      t.app,
      saveMemberBasicDetail,
      { body: { ...basic, currentCTC: 0 } },
      { token: bob.token },
    );
    expect(zero.status).toBe(200);
  });

  it('limits the profile summary to 1000 characters', async () => {
    const res = await call(
      t.app,
      saveMemberBasicDetail,
      { body: { ...basic, profileSummary: 'x'.repeat(1001) } },
      { token: bob.token },
    );
    expect(res.status).toBe(400);
    expect(res.body.error.fields?.profileSummary).toBe('Maximum 1000 characters allowed');
    const ok = await call(
      t.app,
      saveMemberBasicDetail,
      { body: { ...basic, profileSummary: 'x'.repeat(1000) } },
      { token: bob.token },
    );
    expect(ok.status).toBe(200);
  });

  it("needs the role's name when the designation is 'Other', and drops it otherwise", async () => {
    const missing = await call(
      t.app,
      saveMemberBasicDetail,
      { body: { ...basic, currentRole: 'R-OTHER' } },
      { token: bob.token },
    );
    expect(missing.body.error.fields?.otherRole).toBe(MSG.required);
    await call(
      t.app,
      saveMemberBasicDetail,
      { body: { ...basic, currentRole: 'R-OTHER', otherRole: 'Board Secretary' } },
      { token: bob.token },
    );
    expect((await memberProfileOf(bob)).basicDetail).toMatchObject({
      currentRole: 'R-OTHER',
      currentRoleName: 'Other',
      otherRole: 'Board Secretary',
    });
    await call(
      t.app,
      saveMemberBasicDetail,
      { body: { ...basic, otherRole: 'Board Secretary' } },
      { token: bob.token },
    );
    expect((await memberProfileOf(bob)).basicDetail.otherRole).toBe('');
  });

  it('checks codes against the master data', async () => {
    const cases: [Partial<MemberBasicDetailInput>, string, string][] = [
      [{ currentRole: 'R-NOPE' }, 'currentRole', PROFILE_MSG.invalidRole],
      [{ currentCTCCurrency: 'XXX' }, 'currentCTCCurrency', PROFILE_MSG.invalidCurrency],
      [{ state: 'IN-XX' }, 'state', PROFILE_MSG.invalidLocation],
      [{ city: 'IN-MH-MUMBAI' }, 'city', PROFILE_MSG.invalidLocation],
      [{ city: '*' }, 'city', 'Invalid code'],
    ];
    for (const [change, field, message] of cases) {
      const res = await call(
        t.app,
        saveMemberBasicDetail,
        { body: { ...basic, ...change } },
        { token: bob.token },
      );
      expect(res.status).toBe(400);
      expect(res.body.error.fields?.[field]).toBe(message);
    }
  });
});

describe('student basic detail', () => {
  it('saves state, city and summary and reads them back with names', async () => {
    const res = await call(
      t.app,
      saveStudentBasicDetail,
      { body: { state: 'IN-MH', city: 'IN-MH-PUNE', profileSummary: 'CS Executive student.' } },
      { token: sam.token },
    );
    expect(res.status, res.body.error.Message).toBe(200);
    expect(res.body.result).toEqual({
      profileSummary: 'CS Executive student.',
      state: 'IN-MH',
      stateName: 'Maharashtra',
      city: 'IN-MH-PUNE',
      cityName: 'Pune',
      Message: MSG.profileUpdated,
    });
  });

  it('keeps a city typed in as typed, like registration (spec 1 section 5)', async () => {
    const save = (city: string) =>
      call(
        t.app,
        saveStudentBasicDetail,
        { body: { state: 'IN-MH', city, profileSummary: 'CS Executive student.' } },
        { token: sam.token },
      );
    const typed = await save(' Khandala  Ghat ');
    expect(typed.status, typed.body.error.Message).toBe(200);
    expect(typed.body.result).toMatchObject({ city: 'Khandala Ghat', cityName: 'Khandala Ghat' });
    expect((await studentProfileOf(sam)).basicDetail).toMatchObject({
      state: 'IN-MH',
      city: 'Khandala Ghat',
      cityName: 'Khandala Ghat',
    });
    // A typed name that is a city of the state becomes its code.
    expect((await save('PUNE')).body.result).toMatchObject({ city: 'IN-MH-PUNE', cityName: 'Pune' });
    // A code of another state, and characters a name cannot have, are refused.
    const otherState = await save('IN-KA-BENGALURU');
    expect(otherState.status).toBe(400);
    expect(otherState.body.error.fields?.city).toBe(PROFILE_MSG.invalidLocation);
    const bad = await save('Pune; drop table');
    expectRefused(bad, 400, CUSTOM_NAME_MSG.characters);
    expect((await studentProfileOf(sam)).basicDetail.city).toBe('IN-MH-PUNE');
  });

  it('still takes only list cities in the member form', async () => {
    const res = await call(
      t.app,
      saveMemberBasicDetail,
      { body: { ...basic, state: 'IN-MH', city: 'Khandala Ghat' } },
      { token: alice.token },
    );
    expect(res.status).toBe(400);
    expect(res.body.error.fields?.city).toBeTruthy();
  });

  it('limits the student summary to 1000 and requires every field', async () => {
    const full = await call(
      t.app,
      saveStudentBasicDetail,
      { body: { state: 'IN-MH', city: 'IN-MH-PUNE', profileSummary: 'x'.repeat(1000) } },
      { token: sam.token },
    );
    expect(full.status, full.body.error.Message).toBe(200);
    expect((await studentProfileOf(sam)).basicDetail.profileSummary).toBe('x'.repeat(1000));
    const long = await call(
      t.app,
      saveStudentBasicDetail,
      { body: { state: 'IN-MH', city: 'IN-MH-PUNE', profileSummary: 'x'.repeat(1001) } },
      { token: sam.token },
    );
    expect(long.body.error.fields?.profileSummary).toBe('Maximum 1000 characters allowed');
    const empty = await call(
      t.app,
      saveStudentBasicDetail,
      { body: { state: '', city: '', profileSummary: ' ' } },
      { token: sam.token },
    );
    expect(empty.body.error.fields).toMatchObject({
      state: MSG.required,
      city: MSG.required,
      profileSummary: MSG.required,
    });
  });
});

describe('skills', () => {
  it('replaces the skills and names them', async () => {
    const res = await call(
      t.app,
      saveMemberSkills,
      { body: { skill: ['SKM-CG', 'SKM-SA', 'SKM-CG'] } },
      { token: alice.token },
    );
    expect(res.status, res.body.error.Message).toBe(200);
    expect(res.body.result!.Message).toBe(MSG.skillUpdated);
    expect((await memberProfileOf(alice)).skillDetail).toEqual([
      { code: 'SKM-CG', name: 'Corporate Governance' },
      { code: 'SKM-SA', name: 'Secretarial Audit' },
    ]);
  });

  it('needs at least one skill of the right audience', async () => {
    const empty = await call(t.app, saveMemberSkills, { body: { skill: [] } }, { token: alice.token });
    expect(empty.status).toBe(400);
    expect(empty.body.error.fields?.skill).toBe(PROFILE_MSG.selectSkill);
    // A member skill is not a student skill.
    const wrong = await call(t.app, saveStudentSkills, { body: { skill: ['SKM-CG'] } }, { token: sam.token });
    expectRefused(wrong, 400, PROFILE_MSG.invalidSkill);
  });
});

describe('skills typed in (spec 1 section 5: free text is a custom name)', () => {
  it('stores a typed name beside the codes and shows it as typed', async () => {
    const res = await call(
      t.app,
      saveStudentSkills,
      { body: { skill: ['SKS-ROC', '  Tally   ERP 9 ', 'C++ & R&D (basics)', 'tally erp 9'] } },
      { token: sam.token },
    );
    expect(res.status, res.body.error.Message).toBe(200);
    // Spaces trimmed and collapsed; the same name in another case kept once.
    const [row] = await t.ctx.db
      .select({ skills: studentProfiles.skills })
      .from(studentProfiles)
      .where(eq(studentProfiles.userId, sam.id));
    expect(row!.skills).toEqual(['SKS-ROC', 'Tally ERP 9', 'C++ & R&D (basics)']);
    expect((await studentProfileOf(sam)).skillDetail).toEqual([
      { code: 'SKS-ROC', name: 'ROC Compliances' },
      { code: 'Tally ERP 9', name: 'Tally ERP 9' },
      { code: 'C++ & R&D (basics)', name: 'C++ & R&D (basics)' },
    ]);
  });

  it('refuses a typed name that is too long or has other characters', async () => {
    const save = (skill: string[]) =>
      call(t.app, saveMemberSkills, { body: { skill } }, { token: alice.token });
    const long = await save(['x'.repeat(CUSTOM_NAME_MAX + 1)]);
    expect(long.status).toBe(400);
    expect(long.body.error.fields?.['skill.0']).toBe(CUSTOM_NAME_MSG.tooLong);
    for (const bad of ['Audit, Tax', '<script>', 'Law; drop', '---']) {
      const res = await save(['SKM-CG', bad]);
      expect(res.status, bad).toBe(400);
      expect(res.body.error.fields?.['skill.1'], bad).toBe(CUSTOM_NAME_MSG.characters);
    }
    // Exactly the maximum is kept.
    expect((await save(['y'.repeat(CUSTOM_NAME_MAX)])).status).toBe(200);
  });
});

describe('additional info and achievements', () => {
  it('saves the member additional info (optional, at most 1000)', async () => {
    const res = await call(
      t.app,
      saveMemberAdditionalInfo,
      { body: { additionalInfo: 'Open to relocation.' } },
      { token: alice.token },
    );
    expect(res.body.result).toEqual({ additionalInfo: 'Open to relocation.', Message: MSG.infoUpdated });
    const long = await call(
      t.app,
      saveMemberAdditionalInfo,
      { body: { additionalInfo: 'x'.repeat(1001) } },
      { token: alice.token },
    );
    expect(long.body.error.fields?.additionalInfo).toBe('Maximum 1000 characters allowed');
  });

  it("requires the student's achievements, at most 500", async () => {
    const empty = await call(
      t.app,
      saveStudentAdditionalInfo,
      { body: { additionalInfo: '' } },
      { token: sam.token },
    );
    expect(empty.body.error.fields?.additionalInfo).toBe(MSG.required);
    const long = await call(
      t.app,
      saveStudentAdditionalInfo,
      { body: { additionalInfo: 'x'.repeat(501) } },
      { token: sam.token },
    );
    expect(long.body.error.fields?.additionalInfo).toBe('Maximum 500 characters allowed');
    const ok = await call(
      t.app,
      saveStudentAdditionalInfo,
      { body: { additionalInfo: 'All India rank 12 in CS Executive.' } },
      { token: sam.token },
    );
    expect(ok.body.result!.Message).toBe(MSG.infoUpdated);
    expect((await studentProfileOf(sam)).basicDetail.additionalInfo).toBe(
      'All India rank 12 in CS Executive.',
    );
  });
});

describe('active flag', () => {
  async function searchable(kind: 'member' | 'student', userId: number) {
    const db = t.database.db;
    const rows =
      kind === 'member'
        ? await db
            .select({ id: memberProfiles.userId })
            .from(memberProfiles)
            .where(and(memberIsSearchable, eq(memberProfiles.userId, userId)))
        : await db
            .select({ id: studentProfiles.userId })
            .from(studentProfiles)
            .where(and(studentIsSearchable, eq(studentProfiles.userId, userId)));
    return rows.length === 1;
  }

  it('deactivates and activates a member profile; searches see the change at once', async () => {
    const off = await call(t.app, setMemberActive, { body: { status: false } }, { token: bob.token });
    expect(off.body.result).toEqual({ isActive: false, Message: MSG.profileStatusUpdated });
    expect((await memberProfileOf(bob)).basicDetail.isActive).toBe(false);
    expect(await searchable('member', bob.id)).toBe(false);
    const on = await call(t.app, setMemberActive, { body: { status: true } }, { token: bob.token });
    expect(on.body.result).toEqual({ isActive: true, Message: MSG.profileStatusUpdated });
    expect(await searchable('member', bob.id)).toBe(true);
  });

  it('does the same for a student, and needs a boolean', async () => {
    const off = await call(t.app, setStudentActive, { body: { status: false } }, { token: sam.token });
    expect(off.body.result!.isActive).toBe(false);
    expect(await searchable('student', sam.id)).toBe(false);
    await call(t.app, setStudentActive, { body: { status: true } }, { token: sam.token });
    expect(await searchable('student', sam.id)).toBe(true);
    const bad = await call(
      t.app,
      setStudentActive,
      { body: { status: 'no' as unknown as boolean } },
      { token: sam.token },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields?.status).toBe(MSG.selectOption);
  });
});

describe('education items', () => {
  it('creates with an empty code, updates with the code, deletes', async () => {
    const created = await call(t.app, addMemberEducation, { body: education }, { token: alice.token });
    expect(created.status, created.body.error.Message).toBe(200);
    expect(created.body.result!.Message).toBe(MSG.educationAdded);
    const code = created.body.result!.code;
    expect(code).toMatch(/^[A-Za-z0-9]{16}$/);
    expect((await memberProfileOf(alice)).educationDetail).toEqual([{ ...education, code }]);

    const updated = await call(
      t.app,
      updateMemberEducation,
      { body: { ...education, code, percentage: '' } },
      { token: alice.token },
    );
    expect(updated.body.result).toEqual({ code, Message: MSG.educationUpdated });
    expect((await memberProfileOf(alice)).educationDetail[0]!.percentage).toBe('');

    const removed = await call(t.app, deleteMemberEducation, { params: { code } }, { token: alice.token });
    expect(removed.body.result!.Message).toBe(PROFILE_MSG.educationDeleted);
    expect((await memberProfileOf(alice)).educationDetail).toEqual([]);
  });

  it.each(['course', 'college', 'location', 'board'] as const)('requires %s', async (field) => {
    const res = await call(
      t.app,
      addMemberEducation,
      { body: { ...education, [field]: '  ' } },
      { token: alice.token },
    );
    expect(res.status).toBe(400);
    expect(res.body.error.fields?.[field]).toBe(MSG.required);
  });

  it('checks the year (4 digits, in range) and the optional percentage', async () => {
    const { yearOfCompletion: _y, ...noYear } = education;
    const missing = await call(
      t.app,
      addMemberEducation,
      { body: noYear as typeof education },
      { token: alice.token },
    );
    expect(missing.body.error.fields?.yearOfCompletion).toBe(MSG.required);
    for (const year of [201, 20190]) {
      const res = await call(
        t.app,
        addMemberEducation,
        { body: { ...education, yearOfCompletion: year } },
        { token: alice.token },
      );
      expect(res.body.error.fields?.yearOfCompletion).toBe(PROFILE_MSG.yearFourDigits);
    }
    const early = await call(
      t.app,
      addMemberEducation,
      { body: { ...education, yearOfCompletion: 1900 } },
      { token: alice.token },
    );
    expect(early.body.error.fields?.yearOfCompletion).toBe(PROFILE_MSG.yearRange(lastYear()));
    for (const percentage of ['101', 'abc', '-5', '50.123']) {
      const res = await call(
        t.app,
        addMemberEducation,
        { body: { ...education, percentage } },
        { token: alice.token },
      );
      expect(res.body.error.fields?.percentage).toBe(PROFILE_MSG.percentage);
    }
  });

  it('refuses a code on create and requires one on update', async () => {
    const withCode = await call(
      t.app,
      addMemberEducation,
      { body: { ...education, code: 'abc' } as never },
      { token: alice.token },
    );
    expect(withCode.status).toBe(400);
    const noCode = await call(
      t.app,
      updateMemberEducation,
      { body: { ...education, code: '' } },
      { token: alice.token },
    );
    expect(noCode.body.error.fields?.code).toBe(MSG.required);
  });

  it("never touches another person's item: update and delete answer 404", async () => {
    const created = await call(t.app, addMemberEducation, { body: education }, { token: alice.token });
    const code = created.body.result!.code;
    const update = await call(
      t.app,
      updateMemberEducation,
      { body: { ...education, code, course: 'Hijacked' } },
      { token: bob.token },
    );
    expectRefused(update, 404, OUR_MSG.notFound);
    const remove = await call(t.app, deleteMemberEducation, { params: { code } }, { token: bob.token });
    expect(remove.status).toBe(404);
    // Neither through the student endpoints (same table).
    const viaStudent = await call(
      t.app,
      updateStudentEducation,
      { body: { ...education, code } },
      { token: sam.token },
    );
    expect(viaStudent.status).toBe(404);
    expect(
      (await call(t.app, deleteStudentEducation, { params: { code } }, { token: sam.token })).status,
    ).toBe(404);
    const item = (await memberProfileOf(alice)).educationDetail.find((e) => e.code === code);
    expect(item?.course).toBe(education.course);
    // A code that does not exist at all answers the same.
    expect(
      (
        await call(
          t.app,
          deleteMemberEducation,
          { params: { code: 'NoSuchCode123456' } },
          { token: alice.token },
        )
      ).status,
    ).toBe(404);
  });

  it(`keeps at most ${MAX_ITEMS_PER_SECTION} entries per section`, async () => {
    const carol = await insertCandidate(t, 'student');
    for (let i = 0; i < MAX_ITEMS_PER_SECTION; i++) {
      const res = await call(t.app, addStudentEducation, { body: education }, { token: carol.token });
      expect(res.status).toBe(200);
    }
    const over = await call(t.app, addStudentEducation, { body: education }, { token: carol.token });
    expectRefused(over, 400, PROFILE_MSG.tooManyItems);
  });
});

describe('experience items', () => {
  it('keeps the dates as epoch seconds', async () => {
    const created = await call(t.app, addMemberExperience, { body: experience }, { token: alice.token });
    expect(created.body.result!.Message).toBe(MSG.experienceAdded);
    const code = created.body.result!.code;
    expect((await memberProfileOf(alice)).experienceDetail).toEqual([{ ...experience, code }]);
    const updated = await call(
      t.app,
      updateMemberExperience,
      { body: { ...experience, code, designation: 'Senior Company Secretary' } },
      { token: alice.token },
    );
    expect(updated.body.result!.Message).toBe(MSG.experienceUpdated);
    const update = await call(
      t.app,
      updateMemberExperience,
      { body: { ...experience, code } },
      { token: bob.token },
    );
    expect(update.status).toBe(404);
    expect(
      (await call(t.app, deleteMemberExperience, { params: { code } }, { token: bob.token })).status,
    ).toBe(404);
    const removed = await call(t.app, deleteMemberExperience, { params: { code } }, { token: alice.token });
    expect(removed.body.result!.Message).toBe(PROFILE_MSG.experienceDeleted);
  });

  it.each(['company', 'designation', 'location', 'jobProfile'] as const)('requires %s', async (field) => {
    const res = await call(
      t.app,
      addStudentExperience,
      { body: { ...experience, [field]: '' } },
      { token: sam.token },
    );
    expect(res.body.error.fields?.[field]).toBe(MSG.required);
  });

  it('requires both dates, the start not after the end, and a job profile of at most 1000', async () => {
    for (const field of ['startDate', 'endDate'] as const) {
      const { [field]: _d, ...rest } = experience;
      const res = await call(
        t.app,
        addStudentExperience,
        { body: rest as typeof experience },
        { token: sam.token },
      );
      expect(res.body.error.fields?.[field]).toBe(MSG.required);
    }
    const reversed = await call(
      t.app,
      addStudentExperience,
      { body: { ...experience, startDate: experience.endDate + DAY } },
      { token: sam.token },
    );
    expect(reversed.body.error.fields?.endDate).toBe(MSG.endBeforeStart);
    const long = await call(
      t.app,
      addStudentExperience,
      { body: { ...experience, jobProfile: 'x'.repeat(1001) } },
      { token: sam.token },
    );
    expect(long.body.error.fields?.jobProfile).toBe('Maximum 1000 characters allowed');
    const ok = await call(
      t.app,
      addStudentExperience,
      { body: { ...experience, jobProfile: 'x'.repeat(1000) } },
      { token: sam.token },
    );
    expect(ok.body.result!.Message).toBe(MSG.experienceAdded);
  });
});

describe('certification items (members)', () => {
  it('names the training from its type, or from the member for Other', async () => {
    const created = await call(
      t.app,
      addMemberCertification,
      { body: certification },
      { token: alice.token },
    );
    expect(created.status, created.body.error.Message).toBe(200);
    expect(created.body.result!.Message).toBe(MSG.certificationUpdated);
    const code = created.body.result!.code;
    expect((await memberProfileOf(alice)).certificationDetail).toEqual([
      { ...certification, code, trainingName: 'Post Membership Qualification Course' },
    ]);
    const other = await call(
      t.app,
      updateMemberCertification,
      { body: { ...certification, code, trainingCode: 'TT-OTHER', trainingName: 'Valuation course' } },
      { token: alice.token },
    );
    expect(other.body.result!.Message).toBe(MSG.certificationUpdated);
    expect((await memberProfileOf(alice)).certificationDetail[0]!.trainingName).toBe('Valuation course');
    expect(
      (await call(t.app, deleteMemberCertification, { params: { code } }, { token: bob.token })).status,
    ).toBe(404);
    const removed = await call(
      t.app,
      deleteMemberCertification,
      { params: { code } },
      { token: alice.token },
    );
    expect(removed.body.result!.Message).toBe(PROFILE_MSG.certificationDeleted);
  });

  it('checks every field', async () => {
    const cases: [Partial<typeof certification>, string, string][] = [
      [{ trainingCode: '' }, 'trainingCode', MSG.required],
      [{ trainingCode: 'TT-NOPE' }, 'trainingCode', PROFILE_MSG.invalidTrainingType],
      [{ trainingCode: 'TT-OTHER', trainingName: '' }, 'trainingName', MSG.required],
      [{ instituteName: '' }, 'instituteName', MSG.required],
      [{ location: '' }, 'location', MSG.required],
      [{ courseDuration: 0 }, 'courseDuration', MSG.required],
      [{ courseDuration: 1.5 }, 'courseDuration', PROFILE_MSG.wholeMonths],
      [{ yearOfCompletion: 21 }, 'yearOfCompletion', PROFILE_MSG.yearFourDigits],
      [{ percentage: '100.5' }, 'percentage', PROFILE_MSG.percentage],
    ];
    for (const [change, field, message] of cases) {
      const res = await call(
        t.app,
        addMemberCertification,
        { body: { ...certification, ...change } },
        { token: alice.token },
      );
      expect(res.status, field).toBe(400);
      expect(res.body.error.fields?.[field] ?? res.body.error.Message, field).toBe(message);
    }
  });
});
