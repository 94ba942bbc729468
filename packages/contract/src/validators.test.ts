import { describe, expect, it } from 'vitest';
import { MSG } from './messages.ts';
import {
  CUSTOM_NAME_MAX,
  CUSTOM_NAME_MSG,
  cinField,
  cityShown,
  codeOrName,
  codeOrNameListQuery,
  decodePassword,
  emailField,
  encodedNewPassword,
  encodePassword,
  isCityCode,
  isValidPassword,
  MOBILE_MSG,
  mobileField,
  normalizeCompanyName,
  optionalCodeOrName,
  optionalMobileField,
} from './validators.ts';

describe('password rule', () => {
  it.each([
    ['Secret@123', true],
    ['secret@123', false],
    ['SECRET@123', false],
    ['Secret1234', false],
    ['Sec@12', false],
    ['Secret@123#', false], // '#' is not one of @$!%*?&
    ['Ünicode@123', false],
  ])('%s -> %s', (pw, ok) => {
    expect(isValidPassword(pw)).toBe(ok);
  });

  it('travels base64-encoded and is checked after decoding', () => {
    expect(decodePassword(encodePassword('Pässwörd@1'))).toBe('Pässwörd@1');
    expect(decodePassword('not base64!')).toBeNull();
    expect(encodedNewPassword.safeParse(encodePassword('Secret@123')).data).toBe('Secret@123');
    const weak = encodedNewPassword.safeParse(encodePassword('weak'));
    expect(weak.success).toBe(false);
    expect(weak.error?.issues[0]?.message).toBe(MSG.passwordRule);
  });
});

describe('field validators', () => {
  it('lower-cases and checks e-mails', () => {
    expect(emailField.parse('  Ananya@Example.COM ')).toBe('ananya@example.com');
    expect(emailField.safeParse('').error?.issues[0]?.message).toBe(MSG.emailRequired);
    expect(emailField.safeParse('not-an-email').success).toBe(false);
  });

  it('accepts mobiles of 10 digits, pasted separators dropped; a short one is refused', () => {
    expect(mobileField.parse('9876543210')).toBe('9876543210');
    expect(mobileField.parse(' 98765 43210 ')).toBe('9876543210');
    expect(mobileField.parse('98765-43210')).toBe('9876543210');
    expect(mobileField.safeParse('98765432101').error?.issues[0]?.message).toBe(MOBILE_MSG);
    expect(mobileField.safeParse('98765 4321').error?.issues[0]?.message).toBe(MOBILE_MSG);
    expect(mobileField.safeParse('-987').error?.issues[0]?.message).toBe(MOBILE_MSG);
    expect(mobileField.safeParse('98765.43210').success).toBe(false);
    expect(mobileField.safeParse(' ').error?.issues[0]?.message).toBe(MSG.required);
    expect(optionalMobileField.parse('')).toBe('');
    expect(optionalMobileField.parse(undefined)).toBe('');
    expect(optionalMobileField.parse('987 654 3210')).toBe('9876543210');
    expect(optionalMobileField.safeParse('98765').error?.issues[0]?.message).toBe(MOBILE_MSG);
  });

  it('upper-cases CIN, drops pasted separators and limits it to 21 alphanumerics', () => {
    expect(cinField.parse('l17110mh1995plc093447')).toBe('L17110MH1995PLC093447');
    expect(cinField.parse('L17110 MH1995-PLC093447')).toBe('L17110MH1995PLC093447');
    expect(cinField.safeParse('L17110MH1995PLC0934471').success).toBe(false);
    expect(cinField.safeParse('L1711/0').success).toBe(false);
  });

  it('normalizes company names', () => {
    expect(normalizeCompanyName('   shree   ganesh  industries ')).toBe('SHREE GANESH INDUSTRIES ');
  });
});

describe('typeahead entries: a code or a name typed in', () => {
  it('keeps codes and names, spaces trimmed and collapsed', () => {
    expect(codeOrName().parse('SKM-CG')).toBe('SKM-CG');
    expect(codeOrName().parse('  C++  &  R&D (basics) ')).toBe('C++ & R&D (basics)');
    expect(codeOrName().parse('Müller GmbH 2.0')).toBe('Müller GmbH 2.0');
  });

  it('refuses empty, too long and other characters with their messages', () => {
    const issue = (value: string) => codeOrName('Pick one').safeParse(value).error?.issues[0]?.message;
    expect(issue('   ')).toBe('Pick one');
    expect(issue('a'.repeat(CUSTOM_NAME_MAX + 1))).toBe(CUSTOM_NAME_MSG.tooLong);
    expect(codeOrName().safeParse('a'.repeat(CUSTOM_NAME_MAX)).success).toBe(true);
    for (const bad of ['Audit, Tax', '<b>x</b>', 'Tax; drop', 'all*', '---'])
      expect(issue(bad), bad).toBe(CUSTOM_NAME_MSG.characters);
  });

  it('reads a comma-joined list of codes and names, each once whatever its case', () => {
    expect(codeOrNameListQuery.parse('SKM-CG, Tally  Prime ,tally prime,,')).toEqual([
      'SKM-CG',
      'Tally Prime',
    ]);
    expect(codeOrNameListQuery.parse(undefined)).toEqual([]);
    expect(codeOrNameListQuery.safeParse('SKM-CG,<script>').success).toBe(false);
  });
});

describe('a city: a list code or a name typed in', () => {
  it('tells city codes from typed names', () => {
    for (const code of ['IN-MH-PUNE', 'IN-MH-PUNE-2', 'IN-DL-NEW-DELHI', 'IN-LADAKH-NEW-LEH'])
      expect(isCityCode(code), code).toBe(true);
    for (const name of ['Pune', 'PUNE', 'Navi Mumbai', 'IN-MH', 'Lonavala-Khandala', 'in-mh-pune'])
      expect(isCityCode(name), name).toBe(false);
  });

  it("shows the list's name of a code, a typed name as typed, nothing for an unknown code", () => {
    expect(cityShown('IN-MH-PUNE', 'Pune')).toBe('Pune');
    expect(cityShown('Lonavala Hill', undefined)).toBe('Lonavala Hill');
    expect(cityShown('IN-MH-GONE', undefined)).toBe('');
  });

  it('reads an optional role or skill filter: empty, a code or a cleaned name', () => {
    expect(optionalCodeOrName.parse(undefined)).toBe('');
    expect(optionalCodeOrName.parse('  ')).toBe('');
    expect(optionalCodeOrName.parse('SKM-CG')).toBe('SKM-CG');
    expect(optionalCodeOrName.parse(' Tally   Prime ')).toBe('Tally Prime');
    expect(optionalCodeOrName.safeParse('Tally, Prime').error?.issues[0]?.message).toBe(
      CUSTOM_NAME_MSG.characters,
    );
  });
});
