/** WCAG 2 contrast arithmetic for the theme's colours (hex '#rrggbb'). */

function channel(value: number): number {
  const v = value / 255;
  return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
}

export function luminance(hex: string): number {
  const rgb = [1, 3, 5].map((i) => channel(Number.parseInt(hex.slice(i, i + 2), 16)));
  return 0.2126 * (rgb[0] ?? 0) + 0.7152 * (rgb[1] ?? 0) + 0.0722 * (rgb[2] ?? 0);
}

/** The contrast ratio of two colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [x, y] = [luminance(a), luminance(b)];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}

/** The colour made darker by a factor (0-1) in each channel. */
export function darken(hex: string, factor: number): string {
  const parts = [1, 3, 5].map((i) =>
    Math.round(Number.parseInt(hex.slice(i, i + 2), 16) * factor)
      .toString(16)
      .padStart(2, '0'),
  );
  return `#${parts.join('')}`;
}

/** `hex`, darkened in small steps until it reaches `ratio` against `background`. */
export function darkenUntil(hex: string, background: string, ratio: number): string {
  let color = hex;
  for (let factor = 1; contrastRatio(color, background) < ratio && factor > 0; factor -= 0.02) {
    color = darken(hex, factor);
  }
  return color;
}
