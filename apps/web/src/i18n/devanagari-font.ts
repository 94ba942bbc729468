// Noto Sans Devanagari (regular and bold), the font the resume maker already ships, for Hindi text.
import '@fontsource/noto-sans-devanagari/devanagari-400.css';
import '@fontsource/noto-sans-devanagari/devanagari-700.css';
