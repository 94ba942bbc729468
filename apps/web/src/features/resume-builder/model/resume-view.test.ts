import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { messages as hindi } from '../locales/hi.po';
import { emptyResume, newEducation, newExperience } from './resume-schema.ts';
import { buildResumeView, educationPeriod, experiencePeriod, formatIsoDate } from './resume-view.ts';

/** English from the code's own messages (the macros keep them in tests). */
const en = setupI18n({ locale: 'en', messages: { en: {} } });
const hi = setupI18n({ locale: 'hi', messages: { hi: hindi } });

describe('resume view', () => {
  it('formats dates in the portal style', () => {
    expect(formatIsoDate('1994-08-05', en)).toBe('05-Aug-1994');
    expect(formatIsoDate('', en)).toBe('');
  });

  it('writes experience periods, an open end being Present', () => {
    const item = { ...newExperience(), fromMonth: 'April' as const, fromYear: '2021' };
    expect(experiencePeriod(item, en)).toBe('Apr 2021 – Present');
    expect(experiencePeriod({ ...item, toMonth: 'March', toYear: '2023' }, en)).toBe('Apr 2021 – Mar 2023');
    expect(experiencePeriod({ ...item, fromMonth: '' }, en)).toBe('2021 – Present');
    expect(experiencePeriod(newExperience(), en)).toBe('');
    // A month without its year says nothing.
    expect(experiencePeriod({ ...newExperience(), toMonth: 'March' }, en)).toBe('');
  });

  it('works out the start of a course from its duration and year of passing', () => {
    const item = {
      ...newEducation(),
      duration: '3',
      yearOfPassing: '2015',
      fromMonth: 'June' as const,
      toMonth: 'April' as const,
    };
    expect(educationPeriod(item, en)).toBe('Jun 2012 – Apr 2015');
    expect(educationPeriod({ ...item, fromMonth: '', toMonth: '' }, en)).toBe('2012 – 2015');
    expect(educationPeriod({ ...item, duration: '', fromMonth: '', toMonth: '' }, en)).toBe('2015');
  });

  it("renders semicolon lists as items and 'Other' as the typed designation", () => {
    const view = buildResumeView(
      {
        ...emptyResume(),
        name: '  Ananya   Rao ',
        skills: 'Companies Act; SEBI (LODR);',
        mobile: '+91 98765 43210, +1 415 555 0123',
        experience: [
          {
            ...newExperience(),
            designation: 'Other',
            otherDesignation: 'Board Secretary',
            responsibility: 'Minutes; Filings',
          },
          newExperience(),
        ],
      },
      en,
    );
    expect(view.name).toBe('Ananya Rao');
    expect(view.skills).toEqual(['Companies Act', 'SEBI (LODR)']);
    expect(view.mobiles).toEqual(['+91 98765 43210', '+1 415 555 0123']);
    expect(view.headline).toBe('Board Secretary');
    // The empty second entry is left out.
    expect(view.experience).toHaveLength(1);
    expect(view.experience[0]?.responsibilities).toEqual(['Minutes', 'Filings']);
  });

  it('lists only the personal details given, membership as ACS 12345', () => {
    const view = buildResumeView(
      {
        ...emptyResume(),
        fatherName: 'Suresh Rao',
        membershipType: 'ACS',
        membershipNumber: '12345',
        dob: '1994-08-15',
      },
      en,
    );
    expect(view.personal).toEqual([
      { label: "Father's Name", value: 'Suresh Rao' },
      { label: 'Date of Birth', value: '15-Aug-1994' },
      { label: 'Membership', value: 'ACS 12345' },
    ]);
    expect(view.declaration.show).toBe(false);
  });

  it('links LinkedIn with https', () => {
    const view = buildResumeView({ ...emptyResume(), linkedIn: 'www.linkedin.com/in/ananya' }, en);
    expect(view.linkedInUrl).toBe('https://www.linkedin.com/in/ananya');
    expect(
      buildResumeView({ ...emptyResume(), linkedIn: 'https://www.linkedin.com/in/a' }, en).linkedIn,
    ).toBe('linkedin.com/in/a');
  });

  it("writes the resume's own words in the reader's language, the user's text as typed", () => {
    const data = {
      ...emptyResume(),
      name: 'Ananya Rao',
      gender: 'Female' as const,
      dob: '1994-08-15',
      skills: 'Companies Act; SEBI (LODR)',
      experience: [
        {
          ...newExperience(),
          designation: 'Company Secretary',
          fromMonth: 'April' as const,
          fromYear: '2021',
        },
      ],
      education: [{ ...newEducation(), course: 'B.Com', duration: '3', yearOfPassing: '2015' }],
    };
    const english = buildResumeView(data, en);
    const view = buildResumeView(data, hi);
    expect(view.language).toBe('hi');
    expect(english.language).toBe('en');
    expect(english.labels.sections.skills).toBe('Skills');
    expect(view.labels.sections.skills).toBe('कौशल');
    expect(view.labels.sections.experience).toBe('कार्य अनुभव');
    expect(view.labels.pageLine(2, 3)).toBe('पृष्ठ 2 / 3');
    expect(view.experience[0]?.period).toBe('अप्रैल 2021 – वर्तमान');
    expect(view.education[0]?.duration).toBe('3 वर्ष');
    expect(english.education[0]?.duration).toBe('3 Years');
    expect(view.personal).toEqual([
      { label: 'जन्म तिथि', value: '15-अग॰-1994' },
      { label: 'लिंग', value: 'महिला' },
    ]);
    // What the user typed is not translated.
    expect(view.name).toBe('Ananya Rao');
    expect(view.skills).toEqual(['Companies Act', 'SEBI (LODR)']);
    expect(view.experience[0]?.title).toBe('Company Secretary');
  });
});
