import { vi } from 'vitest';

/** The width the tests' screen has unless a test says otherwise (a laptop). */
export const DESKTOP_WIDTH = 1280;
/** A phone's width. */
export const PHONE_WIDTH = 375;

/**
 * Whether a media query holds on a screen `width` px wide: the empty query always (as in a
 * browser), width conditions in px or em by the width, anything else ('prefers-...') never.
 */
function matches(query: string, width: number): boolean {
  if (query.trim() === '' || query.trim() === 'all') return true;
  const conditions = [...query.matchAll(/\((min|max)-width:\s*([\d.]+)(px|em|rem)\)/g)];
  if (conditions.length === 0) return false;
  return conditions.every(([, kind, value, unit]) => {
    const px = Number(value) * (unit === 'px' ? 1 : 16);
    return kind === 'max' ? width <= px : width >= px;
  });
}

/** `window.matchMedia` for a screen `width` px wide (jsdom has none). */
export function matchMediaAt(width: number): typeof window.matchMedia {
  return (query: string): MediaQueryList => ({
    matches: matches(query, width),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  });
}

/** Media queries answer as on a screen `width` px wide, for this test (set it before rendering). */
export function emulateScreenWidth(width: number) {
  vi.spyOn(window, 'matchMedia').mockImplementation(matchMediaAt(width));
}
