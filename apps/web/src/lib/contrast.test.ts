import { describe, expect, it } from 'vitest';
import { contrastRatio, darkenUntil } from './contrast.ts';

describe('contrast', () => {
  it('computes WCAG ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    // Mantine's dimmed grey on white: the audit's most frequent finding.
    expect(contrastRatio('#868e96', '#ffffff')).toBeCloseTo(3.32, 2);
  });

  it('darkens a colour until it reaches the ratio', () => {
    const yellow = darkenUntil('#e67700', '#fff3bf', 4.5);
    expect(contrastRatio(yellow, '#fff3bf')).toBeGreaterThanOrEqual(4.5);
    expect(darkenUntil('#1f5fbf', '#ffffff', 4.5)).toBe('#1f5fbf');
  });
});
