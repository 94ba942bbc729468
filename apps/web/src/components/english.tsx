import type { ReactNode } from 'react';

/**
 * What stays as it was written whatever the reader's language (job titles, company names, the
 * master lists of skills, roles, qualifications and places, what employers write): English, so
 * marked `lang="en"` for a screen reader on a Hindi page to read it with an English voice
 * (WCAG 3.1.2). Spread `ENGLISH` on an element that holds only such text; wrap a part of a
 * sentence in `<English>`.
 */
export const ENGLISH = { lang: 'en' } as const;

export function English({ children }: { children: ReactNode }) {
  return <span lang="en">{children}</span>;
}

/**
 * The language of a text someone wrote where either language is expected (an announcement the
 * institute writes): Hindi when it has Devanagari letters, English otherwise.
 */
export function writtenIn(text: string): 'en' | 'hi' {
  return /[\u0900-\u097F]/.test(text) ? 'hi' : 'en';
}
