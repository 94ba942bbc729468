import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { DURATION_OPTIONS, experienceYears, passingYears } from './options.ts';

const NOW = new Date(2026, 5, 1);
/** English from the code's own messages (the macros keep them in tests). */
const en = setupI18n({ locale: 'en', messages: { en: {} } });

describe('year and duration options (spec 3 section 9)', () => {
  it('experience and training years run from this year + 9 down to 1950', () => {
    const years = experienceYears(NOW);
    expect(years[0]).toBe('2035');
    expect(years.at(-1)).toBe('1950');
    expect(years).toHaveLength(2035 - 1950 + 1);
    expect(years).toContain('2026');
  });

  it('years of passing run from this year down to 1947', () => {
    const years = passingYears(NOW);
    expect(years[0]).toBe('2026');
    expect(years.at(-1)).toBe('1947');
    expect(years).toHaveLength(2026 - 1947 + 1);
    expect(years).not.toContain('2027');
  });

  it('education lasts 1 to 5 years', () => {
    expect(DURATION_OPTIONS.map((option) => option.value)).toEqual(['1', '2', '3', '4', '5']);
    const label = (index: number) => {
      const option = DURATION_OPTIONS[index];
      return option && en._(option.label);
    };
    expect(label(0)).toBe('1 Year');
    expect(label(4)).toBe('5 Years');
  });
});
