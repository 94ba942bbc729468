/**
 * The portal's own Latin font, Noto Sans (regular, medium, semibold and bold: the weights the
 * theme uses), in its Latin subset only (about 13 kB each): every machine and phone renders the
 * same letters at the same widths, instead of whatever sans-serif it has (a Debian machine with
 * Noto installed drew the employer dashboard's links a few pixels lower than one with DejaVu
 * Sans, and the target-size check passed on one and failed on the other). Hindi text takes Noto
 * Sans Devanagari, loaded with the Hindi catalogue (i18n/devanagari-font.ts). The regular weight
 * is preloaded by index.html (vite.config.ts `preloadFont`).
 */
import '@fontsource/noto-sans/latin-400.css';
import '@fontsource/noto-sans/latin-500.css';
import '@fontsource/noto-sans/latin-600.css';
import '@fontsource/noto-sans/latin-700.css';
