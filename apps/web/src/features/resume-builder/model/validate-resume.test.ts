import { MSG } from '@pp/contract/messages';
import { describe, expect, it } from 'vitest';
import { emptyResume, newExperience, type ResumeData } from './resume-schema.ts';
import { endsBeforeStart, firstErrorPath, RESUME_MSG, validateResume } from './validate-resume.ts';

const TODAY = '2026-03-15';

function valid(): ResumeData {
  return {
    ...emptyResume(),
    name: 'Ananya Rao',
    mobile: '+91 98765 43210',
    email: 'ananya@example.com',
    gender: 'Female',
    dob: '1994-08-15',
  };
}

describe('validateResume: required fields (spec 3 section 5)', () => {
  it('passes a resume with name, mobile, e-mail, gender and date of birth', () => {
    expect(validateResume(valid(), TODAY)).toEqual({});
  });

  it('an empty resume needs all five, each with its message', () => {
    expect(validateResume(emptyResume(), TODAY)).toEqual({
      name: RESUME_MSG.nameRequired,
      mobile: RESUME_MSG.mobileRequired,
      email: RESUME_MSG.emailRequired,
      gender: RESUME_MSG.genderRequired,
      dob: RESUME_MSG.dobRequired,
    });
  });

  it.each([
    ['name', { name: '   ' }, RESUME_MSG.nameRequired],
    ['mobile', { mobile: ' , ' }, RESUME_MSG.mobileRequired],
    ['email', { email: '' }, RESUME_MSG.emailRequired],
    ['gender', { gender: '' as const }, RESUME_MSG.genderRequired],
    ['dob', { dob: '' }, RESUME_MSG.dobRequired],
  ])('%s alone missing', (field, change, message) => {
    expect(validateResume({ ...valid(), ...change }, TODAY)).toEqual({ [field]: message });
  });

  it('date of birth cannot be after today; today itself is accepted', () => {
    expect(validateResume({ ...valid(), dob: '2026-03-16' }, TODAY)).toEqual({
      dob: RESUME_MSG.dobAfterToday,
    });
    expect(validateResume({ ...valid(), dob: TODAY }, TODAY)).toEqual({});
  });
});

describe('validateResume: formats', () => {
  it('mobiles: one or more, comma-separated, each with its country code', () => {
    expect(validateResume({ ...valid(), mobile: '+91 98765 43210, +1 415-555-0123' }, TODAY)).toEqual({});
    for (const mobile of [
      '9876543210',
      '+91 98765 43210; +91 91234 56789',
      '+91',
      '+91 98765 4321x',
      '+12345',
    ]) {
      expect(validateResume({ ...valid(), mobile }, TODAY), mobile).toEqual({
        mobile: RESUME_MSG.mobileInvalid,
      });
    }
  });

  it('e-mail must be an address', () => {
    expect(validateResume({ ...valid(), email: 'ananya@' }, TODAY)).toEqual({
      email: RESUME_MSG.emailInvalid,
    });
  });

  it('membership number is numeric', () => {
    expect(validateResume({ ...valid(), membershipNumber: '12345' }, TODAY)).toEqual({});
    expect(validateResume({ ...valid(), membershipNumber: 'A12345' }, TODAY)).toEqual({
      membershipNumber: RESUME_MSG.membershipNumberDigits,
    });
  });

  it('LinkedIn must be a LinkedIn address', () => {
    expect(validateResume({ ...valid(), linkedIn: 'https://www.linkedin.com/in/ananya' }, TODAY)).toEqual({});
    expect(validateResume({ ...valid(), linkedIn: 'linkedin.com/in/ananya' }, TODAY)).toEqual({});
    expect(validateResume({ ...valid(), linkedIn: 'https://evil.example/linkedin.com' }, TODAY)).toEqual({
      linkedIn: RESUME_MSG.linkedInInvalid,
    });
  });
});

describe('validateResume: experience and training entries', () => {
  it('designation is required on every entry', () => {
    const data = { ...valid(), experience: [newExperience()], training: [newExperience()] };
    expect(validateResume(data, TODAY)).toEqual({
      'experience.0.designation': RESUME_MSG.designationRequired,
      'training.0.designation': RESUME_MSG.designationRequired,
    });
  });

  it("'Other' needs the name of the designation", () => {
    const other = { ...newExperience(), designation: 'Other' };
    expect(validateResume({ ...valid(), experience: [other] }, TODAY)).toEqual({
      'experience.0.otherDesignation': RESUME_MSG.otherDesignationRequired,
    });
    expect(
      validateResume({ ...valid(), experience: [{ ...other, otherDesignation: 'Board Secretary' }] }, TODAY),
    ).toEqual({});
  });

  it('the end may not come before the start', () => {
    const item = {
      ...newExperience(),
      designation: 'Company Secretary',
      fromMonth: 'June' as const,
      fromYear: '2022',
      toMonth: 'March' as const,
      toYear: '2022',
    };
    expect(validateResume({ ...valid(), training: [item] }, TODAY)).toEqual({
      'training.0.toYear': MSG.endBeforeStart,
    });
    expect(endsBeforeStart({ ...item, toMonth: 'June' })).toBe(false);
    expect(endsBeforeStart({ ...item, toMonth: '' })).toBe(false);
    expect(endsBeforeStart({ ...item, toYear: '' })).toBe(false);
  });

  it('a month needs its year', () => {
    const item = {
      ...newExperience(),
      designation: 'Trainee',
      fromMonth: 'May' as const,
      toMonth: 'June' as const,
    };
    expect(validateResume({ ...valid(), experience: [item] }, TODAY)).toEqual({
      'experience.0.fromYear': RESUME_MSG.yearMissing,
      'experience.0.toYear': RESUME_MSG.yearMissing,
    });
  });

  it('points at the first wrong field in the order of the form', () => {
    expect(firstErrorPath({ dob: 'x', name: 'y' })).toBe('name');
    expect(firstErrorPath({ 'experience.0.designation': 'x' })).toBe('experience.0.designation');
    expect(firstErrorPath({})).toBeUndefined();
  });
});
