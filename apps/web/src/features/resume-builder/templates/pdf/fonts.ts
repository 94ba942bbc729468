import notoLatin400 from '@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff?url';
import notoLatin700 from '@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff?url';
import notoLatinExt400 from '@fontsource/noto-sans/files/noto-sans-latin-ext-400-normal.woff?url';
import notoLatinExt700 from '@fontsource/noto-sans/files/noto-sans-latin-ext-700-normal.woff?url';
import notoDevanagari400 from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff?url';
import notoDevanagari700 from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff?url';
import { Font } from '@react-pdf/renderer';

/**
 * Fonts shipped with the app (npm font packages, served from our own origin): Noto Sans for
 * Latin, its Latin Extended part for names such as 'Łukasz' or 'Nguyễn', and Noto Sans Devanagari
 * for Hindi and Marathi names. react-pdf reads WOFF (not WOFF2). The family is a fallback stack:
 * react-pdf picks, character by character, the first font that has the glyph, and shapes each run
 * with its font (fontkit's Indic shaper: conjuncts, reordered vowel signs).
 */
export const FONT_STACK = ['NotoSans', 'NotoSansLatinExt', 'NotoSansDevanagari'];

let registered = false;

export function registerFonts() {
  if (registered) return;
  registered = true;
  Font.register({
    family: 'NotoSans',
    fonts: [
      { src: notoLatin400, fontWeight: 400 },
      { src: notoLatin700, fontWeight: 700 },
    ],
  });
  Font.register({
    family: 'NotoSansLatinExt',
    fonts: [
      { src: notoLatinExt400, fontWeight: 400 },
      { src: notoLatinExt700, fontWeight: 700 },
    ],
  });
  Font.register({
    family: 'NotoSansDevanagari',
    fonts: [
      { src: notoDevanagari400, fontWeight: 400 },
      { src: notoDevanagari700, fontWeight: 700 },
    ],
  });
  // Names, e-mails and web addresses must not be split with hyphens. Only a 'word' too long for
  // any line (a pasted link) may break, in pieces, so that it never runs off the page.
  Font.registerHyphenationCallback((word) => {
    if (word.length <= 40) return [word];
    const pieces: string[] = [];
    for (let i = 0; i < word.length; i += 20) pieces.push(word.slice(i, i + 20));
    return pieces;
  });
}
