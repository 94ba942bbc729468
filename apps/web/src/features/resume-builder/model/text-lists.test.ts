import { describe, expect, it } from 'vitest';
import { fitsTwoColumns, isValidMobile, splitList, splitMobiles, withCountryCode } from './text-lists.ts';

describe('semicolon lists', () => {
  it('splits on semicolons, trims, drops empty items and collapses spaces', () => {
    expect(splitList(' Companies Act;  SEBI   (LODR) ;;  ; Secretarial audit; ')).toEqual([
      'Companies Act',
      'SEBI (LODR)',
      'Secretarial audit',
    ]);
    expect(splitList('')).toEqual([]);
    expect(splitList('One item, with a comma')).toEqual(['One item, with a comma']);
  });

  it('runs short items in two columns only when there are four or more', () => {
    expect(fitsTwoColumns(['English', 'Hindi', 'Kannada'])).toBe(false);
    expect(fitsTwoColumns(['English', 'Hindi', 'Kannada', 'Tamil'])).toBe(true);
    expect(
      fitsTwoColumns(['English', 'Hindi', 'Kannada', 'A very long item that needs its own full line']),
    ).toBe(false);
  });
});

describe('mobile numbers', () => {
  it('splits on commas', () => {
    expect(splitMobiles('+91 98765 43210,+1 415 555 0123 , ')).toEqual([
      '+91 98765 43210',
      '+1 415 555 0123',
    ]);
  });

  it('needs the country code in front and 8 to 15 digits', () => {
    expect(isValidMobile('+91 98765 43210')).toBe(true);
    expect(isValidMobile('+919876543210')).toBe(true);
    expect(isValidMobile('+1-415-555-0123')).toBe(true);
    expect(isValidMobile('9876543210')).toBe(false);
    expect(isValidMobile('+91')).toBe(false);
    expect(isValidMobile('+1234567')).toBe(false);
    expect(isValidMobile('+1234567890123456')).toBe(false);
    expect(isValidMobile('+91 98765  43210')).toBe(false);
    expect(isValidMobile('+91 98765 4321x')).toBe(false);
  });

  it("puts India's code in front of a profile's 10 digits", () => {
    expect(withCountryCode('9876543210', '91')).toBe('+91 9876543210');
    expect(withCountryCode('+44 7700 900123', '91')).toBe('+44 7700 900123');
    expect(withCountryCode('', '91')).toBe('');
  });
});
