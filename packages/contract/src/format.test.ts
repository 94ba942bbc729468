import { afterEach, describe, expect, it } from 'vitest';
import { setDisplayLanguage } from './display-language.ts';
import {
  formatDate,
  formatDateTime,
  formatDay,
  formatDurationMonths,
  formatExperienceRange,
  formatLakhs,
  formatSalaryRange,
  formatStipend,
  formatYearsAndMonths,
  maskEmail,
  maskMobile,
  monthsToYears,
  truncate,
} from './format.ts';
import { istStartOfDay } from './india-time.ts';

describe('display formatters', () => {
  it('shows experience months as years rounded up, Not disclosed when the maximum is 0', () => {
    expect(monthsToYears(13)).toBe(2);
    expect(monthsToYears(12)).toBe(1);
    expect(formatExperienceRange(6, 30)).toBe('1 - 3');
    expect(formatExperienceRange(6, 0)).toBe('Not disclosed');
  });

  it('shows INR in lakhs with Indian grouping; other currencies raw', () => {
    expect(formatLakhs(600000)).toBe('6');
    expect(formatLakhs(1250000)).toBe('12.5');
    expect(formatLakhs(123456700000)).toBe('12,34,567');
    expect(formatSalaryRange(600000, 1200000, 'INR')).toBe('6 - 12');
    expect(formatSalaryRange(50000, 70000, 'USD')).toBe('50000 - 70000 In USD');
    expect(formatSalaryRange(600000, 0, 'INR')).toBe('Not disclosed');
  });

  it('formats stipends and durations', () => {
    expect(formatStipend(0)).toBe('Not disclosed');
    expect(formatStipend(150000)).toBe('₹ 1,50,000');
    expect(formatDurationMonths(1)).toBe('1 Month');
    expect(formatDurationMonths(21)).toBe('21 Months');
    expect(formatYearsAndMonths(18)).toBe('1 Year 6 Months');
    expect(formatYearsAndMonths(24)).toBe('2 Years');
    expect(formatYearsAndMonths(3)).toBe('3 Months');
  });

  it('shows epoch seconds in India time (UTC+05:30)', () => {
    // 2026-11-20T20:00:00Z is 21 Nov 01:30 in India.
    const t = Date.UTC(2026, 10, 20, 20, 0, 0) / 1000;
    expect(formatDate(t)).toBe('21-Nov-2026');
    expect(formatDateTime(t)).toBe('21-Nov-2026 01:30');
    expect(formatDate(null)).toBe('');
    expect(istStartOfDay(t)).toBe(Date.UTC(2026, 10, 20, 18, 30, 0) / 1000);
  });

  it('truncates and masks', () => {
    expect(truncate('Company Secretary', 5)).toEqual({ text: 'Compa...', truncated: true });
    expect(truncate('CS', 5)).toEqual({ text: 'CS', truncated: false });
    expect(maskMobile('9876543210')).toBe('XXXXXXXX10');
    expect(maskEmail('ananya@example.com')).toBe('a****a@example.com');
  });
});

describe("display formatters in Hindi (the web client sets the reader's language)", () => {
  afterEach(() => setDisplayLanguage('en'));

  it('writes Hindi month names and words; numbers keep the Indian grouping', () => {
    setDisplayLanguage('hi');
    expect(formatDay('1994-08-05')).toBe('05-अग॰-1994');
    expect(formatExperienceRange(0, 0)).toBe('प्रकट नहीं किया गया');
    expect(formatDurationMonths(3)).toBe('3 महीने');
    expect(formatYearsAndMonths(13)).toBe('1 वर्ष 1 महीना');
    expect(formatSalaryRange(500000, 1250000)).toBe('5 - 12.5');
    expect(formatStipend(1500000)).toBe('₹ 15,00,000');
    setDisplayLanguage('en');
    expect(formatDay('1994-08-05')).toBe('05-Aug-1994');
    expect(formatDurationMonths(3)).toBe('3 Months');
  });

  it('takes a language per call where the server writes for a Hindi reader', () => {
    const morning = 1795323600; // 22 Nov 2026, 10:30 India time
    expect(formatDate(morning, 'hi')).toBe('22-नव॰-2026');
    expect(formatDate(morning)).toBe('22-Nov-2026');
  });
});
