import { setupI18n } from '@lingui/core';
import type { MemberProfile, StudentProfile } from '@pp/contract/profiles';
import { describe, expect, it } from 'vitest';
import { clip, filledParts, prefillFromMemberProfile, prefillFromStudentProfile } from './prefill.ts';
import { resumeSchema } from './resume-schema.ts';

const NOW = new Date('2026-03-15T10:00:00+05:30');
/** English from the code's own messages (the macros keep them in tests). */
const en = setupI18n({ locale: 'en', messages: { en: {} } });
/** Epoch seconds of a date at midnight in India. */
const ist = (iso: string) => Math.floor(new Date(`${iso}T00:00:00+05:30`).getTime() / 1000);

const member: MemberProfile = {
  basicDetail: {
    userCode: 'U1',
    name: 'Ananya Rao',
    email: 'ananya@example.com',
    mobile: '9876543210',
    dateOfBirth: '1994-08-15',
    membershipType: 'A',
    membershipNumber: '54321',
    profilePicture: '',
    profileSummary: 'Company secretary.',
    currentCompany: 'Deccan Infra Ltd',
    currentRole: 'R-CS',
    currentRoleName: 'Company Secretary',
    otherRole: '',
    totalExperienceInMonths: 60,
    currentCTC: 1200000,
    currentCTCCurrency: 'INR',
    state: 'KA',
    stateName: 'Karnataka',
    city: 'BLR',
    cityName: 'Bengaluru',
    additionalInfo: '',
    isActive: true,
    showResumeToEmployers: false,
  },
  educationDetail: [
    {
      code: 'e1',
      course: 'B.Com',
      college: 'Mount Carmel',
      location: 'Bengaluru',
      board: 'Bangalore University',
      yearOfCompletion: 2015,
      percentage: '',
    },
  ],
  experienceDetail: [
    {
      code: 'x1',
      company: 'Deccan Infra Ltd',
      designation: 'Company Secretary',
      location: 'Bengaluru',
      // 1 April 2021 in India is still 31 March in UTC.
      startDate: ist('2021-04-01'),
      endDate: ist('2030-01-01'),
      jobProfile: 'x'.repeat(400),
    },
    {
      code: 'x2',
      company: 'Kaveri Textiles',
      designation: 'Legal Officer',
      location: 'Mysuru',
      startDate: ist('2018-07-01'),
      endDate: ist('2021-03-31'),
      jobProfile: 'Filings',
    },
  ],
  certificationDetail: [
    {
      code: 'c1',
      trainingCode: 'TT-1',
      trainingName: 'Secretarial audit',
      instituteName: 'ICSI',
      location: 'Delhi',
      courseDuration: 12,
      yearOfCompletion: 2019,
      percentage: '',
    },
  ],
  skillDetail: [
    { code: 's1', name: 'Companies Act' },
    { code: 's2', name: 'SEBI (LODR)' },
  ],
  resumeDetail: null,
  access: { contact: true, resume: true },
};

describe('prefill from the profile', () => {
  it("maps a member's profile to the builder's fields", () => {
    const prefill = prefillFromMemberProfile(member, NOW);
    expect(prefill).toMatchObject({
      name: 'Ananya Rao',
      email: 'ananya@example.com',
      mobile: '+91 9876543210',
      dob: '1994-08-15',
      membershipType: 'ACS',
      membershipNumber: '54321',
      skills: 'Companies Act; SEBI (LODR)',
      intro: 'Company secretary.',
    });
    expect(prefill.education?.[0]).toMatchObject({
      course: 'B.Com',
      university: 'Bangalore University',
      yearOfPassing: '2015',
    });
    expect(prefill.professionalEducation?.[0]).toMatchObject({ course: 'Secretarial audit', duration: '1' });
    // The current job (ending in the future) stays open; months are read in India time.
    expect(prefill.experience?.[0]).toMatchObject({
      organisation: 'Deccan Infra Ltd',
      fromMonth: 'April',
      fromYear: '2021',
      toMonth: '',
      toYear: '',
    });
    expect(prefill.experience?.[0]?.responsibility).toHaveLength(300);
    expect(prefill.experience?.[1]).toMatchObject({
      designation: 'Legal Officer',
      toMonth: 'March',
      toYear: '2021',
    });
    expect(filledParts(prefill).map((part) => en._(part))).toEqual([
      'name',
      'e-mail',
      'mobile',
      'date of birth',
      'skills',
      'education',
      'experience',
    ]);
    // What it makes is valid builder data.
    expect(resumeSchema.safeParse({ ...prefill }).success).toBe(true);
  });

  it("maps a student's profile, with the registration number", () => {
    const student: StudentProfile = {
      basicDetail: {
        userCode: 'S1',
        name: 'अनन्या राव',
        email: 's@example.com',
        mobile: '9123456789',
        dateOfBirth: '2004-01-02',
        registrationNumber: 'REG-123',
        profilePicture: '',
        profileSummary: '',
        state: '',
        stateName: '',
        city: '',
        cityName: '',
        additionalInfo: 'Topper',
        isActive: true,
        showResumeToEmployers: false,
      },
      educationDetail: [],
      experienceDetail: [],
      skillDetail: [],
      resumeDetail: null,
      access: { contact: true, resume: true },
    };
    expect(prefillFromStudentProfile(student, NOW)).toMatchObject({
      name: 'अनन्या राव',
      registrationNumber: 'REG-123',
      corecomps: 'Topper',
      mobile: '+91 9123456789',
    });
  });

  it('clips long text at a word', () => {
    expect(clip('one two three', 9)).toBe('one two');
    expect(clip('short', 9)).toBe('short');
  });
});
