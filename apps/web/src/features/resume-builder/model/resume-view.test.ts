import { describe, expect, it } from 'vitest';
import { emptyResume, newEducation, newExperience } from './resume-schema.ts';
import { buildResumeView, educationPeriod, experiencePeriod, formatIsoDate } from './resume-view.ts';

describe('resume view', () => {
  it('formats dates in the portal style', () => {
    expect(formatIsoDate('1994-08-05')).toBe('05-Aug-1994');
    expect(formatIsoDate('')).toBe('');
  });

  it('writes experience periods, an open end being Present', () => {
    const item = { ...newExperience(), fromMonth: 'April' as const, fromYear: '2021' };
    expect(experiencePeriod(item)).toBe('Apr 2021 – Present');
    expect(experiencePeriod({ ...item, toMonth: 'March', toYear: '2023' })).toBe('Apr 2021 – Mar 2023');
    expect(experiencePeriod({ ...item, fromMonth: '' })).toBe('2021 – Present');
    expect(experiencePeriod(newExperience())).toBe('');
    // A month without its year says nothing.
    expect(experiencePeriod({ ...newExperience(), toMonth: 'March' })).toBe('');
  });

  it('works out the start of a course from its duration and year of passing', () => {
    const item = {
      ...newEducation(),
      duration: '3',
      yearOfPassing: '2015',
      fromMonth: 'June' as const,
      toMonth: 'April' as const,
    };
    expect(educationPeriod(item)).toBe('Jun 2012 – Apr 2015');
    expect(educationPeriod({ ...item, fromMonth: '', toMonth: '' })).toBe('2012 – 2015');
    expect(educationPeriod({ ...item, duration: '', fromMonth: '', toMonth: '' })).toBe('2015');
  });

  it("renders semicolon lists as items and 'Other' as the typed designation", () => {
    const view = buildResumeView({
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
    });
    expect(view.name).toBe('Ananya Rao');
    expect(view.skills).toEqual(['Companies Act', 'SEBI (LODR)']);
    expect(view.mobiles).toEqual(['+91 98765 43210', '+1 415 555 0123']);
    expect(view.headline).toBe('Board Secretary');
    // The empty second entry is left out.
    expect(view.experience).toHaveLength(1);
    expect(view.experience[0]?.responsibilities).toEqual(['Minutes', 'Filings']);
  });

  it('lists only the personal details given, membership as ACS 12345', () => {
    const view = buildResumeView({
      ...emptyResume(),
      fatherName: 'Suresh Rao',
      membershipType: 'ACS',
      membershipNumber: '12345',
      dob: '1994-08-15',
    });
    expect(view.personal).toEqual([
      { label: "Father's Name", value: 'Suresh Rao' },
      { label: 'Date of Birth', value: '15-Aug-1994' },
      { label: 'Membership', value: 'ACS 12345' },
    ]);
    expect(view.declaration.show).toBe(false);
  });

  it('links LinkedIn with https', () => {
    const view = buildResumeView({ ...emptyResume(), linkedIn: 'www.linkedin.com/in/ananya' });
    expect(view.linkedInUrl).toBe('https://www.linkedin.com/in/ananya');
    expect(buildResumeView({ ...emptyResume(), linkedIn: 'https://www.linkedin.com/in/a' }).linkedIn).toBe(
      'linkedin.com/in/a',
    );
  });
});
