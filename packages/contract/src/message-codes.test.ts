import { describe, expect, it } from 'vitest';
import { ACCOUNT_MSG } from './account-data.ts';
import { memberSearchQuery } from './admin.ts';
import { savedSearchUpdateBody } from './alerts.ts';
import { OTP_MSG } from './comm.ts';
import { GOVT_MSG } from './govt.ts';
import { jobPostBody, minSalaryMessage } from './jobs.ts';
import { MESSAGE_ENTRIES, matchMessage, messageCode } from './message-codes.ts';
import { EMPLOYER_MSG, MSG, OUR_MSG } from './messages.ts';
import { PIPELINE_MSG } from './pipeline.ts';
import { PROFILE_MSG } from './profiles.ts';
import { membershipNumber, REGISTRATION_MSG, registrationNumber } from './registration.ts';
import { cinField, codeParam, emailField, MOBILE_MSG } from './validators.ts';

/** The first message a schema gives for a value, or undefined when the value passes. */
function firstMessage(
  schema: { safeParse(v: unknown): { success: boolean; error?: { issues: { message: string }[] } } },
  value: unknown,
) {
  const parsed = schema.safeParse(value);
  return parsed.success ? undefined : parsed.error?.issues[0]?.message;
}

describe('message codes', () => {
  it('gives every message a code of its own, group.key (a select option: group.value)', () => {
    const codes = MESSAGE_ENTRIES.map((e) => e.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[A-Z_]+\.[A-Za-z0-9][A-Za-z0-9.-]*$/);
    for (const entry of MESSAGE_ENTRIES) expect(entry.text.trim()).not.toBe('');
  });

  it('reads the values of every message that takes values back from its English text', () => {
    const templates = MESSAGE_ENTRIES.filter((e) => e.arity > 0);
    expect(templates.length).toBeGreaterThan(3);
    for (const entry of templates) {
      const values = Array.from({ length: entry.arity }, (_, i) => `V${i}x`);
      const english = entry.text.replace(/\{(\d+)\}/g, (_, i: string) => values[Number(i)] ?? '');
      expect(matchMessage(english), entry.code).toEqual({ code: entry.code, values });
    }
  });

  it('maps the texts the server sends to their codes, and unknown texts to none', () => {
    expect(messageCode(MSG.required)).toBe('MSG.required');
    expect(messageCode(MSG.sessionNotFound)).toBe('MSG.sessionNotFound');
    expect(messageCode(OUR_MSG.forbidden)).toBe('OUR_MSG.forbidden');
    expect(messageCode(OTP_MSG.wrong)).toBe('OTP_MSG.wrong');
    expect(messageCode(ACCOUNT_MSG.typeToConfirm)).toBe('ACCOUNT_MSG.typeToConfirm');
    expect(messageCode(MOBILE_MSG)).toBe('VALIDATOR_MSG.mobile');
    // A text two groups share has the code of the first (EMPLOYER_MSG.descriptionRequired is MSG.required).
    expect(messageCode(EMPLOYER_MSG.descriptionRequired)).toBe('MSG.required');
    expect(messageCode(GOVT_MSG.minExperienceOverMax)).toBe('OUR_MSG.minExperienceOverMax');
    expect(matchMessage(PIPELINE_MSG.stageChanged('Shortlisted'))).toEqual({
      code: 'PIPELINE_MSG.stageChanged',
      values: ['Shortlisted'],
    });
    expect(matchMessage(PROFILE_MSG.yearRange(2026))).toEqual({
      code: 'PROFILE_MSG.yearRange',
      values: ['2026'],
    });
    expect(matchMessage(minSalaryMessage(600000))).toEqual({
      code: 'EMPLOYER_MSG.minSalary',
      values: ['6,00,000'],
    });
    expect(messageCode('Some text nobody registered')).toBeUndefined();
  });

  it("registers the messages the contract's own schemas give", () => {
    const given = [
      [firstMessage(codeParam, 'no spaces!'), 'OUR_MSG.invalidCode'],
      [firstMessage(emailField, 'not-an-email'), 'OUR_MSG.invalidEmail'],
      [firstMessage(cinField, 'L12345@'), 'OUR_MSG.cinCharacters'],
      [firstMessage(membershipNumber, '12a'), 'REGISTRATION_MSG.membershipDigits'],
      [firstMessage(registrationNumber, 'no spaces'), 'REGISTRATION_MSG.invalidRegistrationNumber'],
      [firstMessage(savedSearchUpdateBody, {}), 'OUR_MSG.nothingToChange'],
    ] as const;
    for (const [message, code] of given) {
      expect(message, code).toBeDefined();
      expect(messageCode(message ?? ''), message).toBe(code);
    }
    expect(firstMessage(memberSearchQuery, { minXp: 5, maxXp: 2 })).toBe(OUR_MSG.minExperienceOverMax);
    const job = jobPostBody.safeParse({ terms: false });
    expect(job.success).toBe(false);
    const messages = job.error?.issues.map((i) => i.message) ?? [];
    expect(messages).toContain(EMPLOYER_MSG.acceptTerms);
    expect(messageCode(REGISTRATION_MSG.confirmEmailSent('a@b.in'))).toBe(
      'REGISTRATION_MSG.confirmEmailSent',
    );
  });
});
