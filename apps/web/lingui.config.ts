import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/**
 * The client's message catalogues (docs/architecture.md, "Languages"): English is the source, Hindi
 * beside it.
 * - 'common' (src/locales/): the code of the first load (FIRST_LOAD): in English it is part of the
 *   first-load chunk, so it holds nothing else (the first-load budget).
 * - 'shared' (src/components/locales/): the other shared components, loaded with every lazy page.
 * - one per feature folder (src/features/<name>/locales/), loaded with that feature's pages.
 * - 'messages' (src/i18n/messages/): the Hindi of the contract's messages, by code.
 *
 * `i18n-catalogues.test.ts` checks FIRST_LOAD against the imports of the first load.
 * `LINGUI_ONLY=admin,jobs npx lingui extract` extracts those catalogues only.
 */
export const FIRST_LOAD = [
  'app/',
  'lib/',
  'hooks/',
  'i18n/',
  'features/errors/',
  'features/home/components/',
  'features/home/outside-links.ts',
  'features/home/pages/home-page.tsx',
  'features/auth/components/session-expired-watcher.tsx',
  'components/coming-soon.tsx',
  'components/icons.tsx',
  'components/loading-state.tsx',
  'components/not-found.tsx',
  'components/page-frame.tsx',
];
/** Folders of FIRST_LOAD that other catalogues must leave out. */
const FIRST_LOAD_FEATURES = FIRST_LOAD.filter((p) => p.startsWith('features/'));
const FIRST_LOAD_COMPONENTS = FIRST_LOAD.filter((p) => p.startsWith('components/'));
const TESTS = ['**/*.test.ts', '**/*.test.tsx', '<rootDir>/src/test/'];
const src = (p: string) => `<rootDir>/src/${p}`;

const only = process.env.LINGUI_ONLY?.split(',').filter(Boolean);

const common = {
  path: '<rootDir>/src/locales/{locale}',
  include: FIRST_LOAD.map(src),
  exclude: [...TESTS, src('i18n/contract/')],
};

const shared = {
  path: '<rootDir>/src/components/locales/{locale}',
  include: [src('components/'), src('api/')],
  exclude: [...TESTS, ...FIRST_LOAD_COMPONENTS.map(src)],
};

/** The contract's messages (server and validation texts) by code: i18n/message-text.ts. */
const messages = {
  path: '<rootDir>/src/i18n/messages/{locale}',
  include: [src('i18n/contract/')],
};

const features = {
  path: '<rootDir>/src/features/{name}/locales/{locale}',
  include: ['<rootDir>/src/features/{name}/'],
  exclude: [...TESTS, ...FIRST_LOAD_FEATURES.map(src)],
};

/** One catalogue by name: 'common', 'shared', 'messages' or a feature folder's name. */
function catalogOf(name: string) {
  if (name === 'common') return common;
  if (name === 'shared') return shared;
  if (name === 'messages') return messages;
  return { ...features, path: src(`features/${name}/locales/{locale}`), include: [src(`features/${name}/`)] };
}

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'hi'],
  fallbackLocales: { default: 'en' },
  format: formatter({ lineNumbers: false }),
  orderBy: 'message',
  catalogs: only ? only.map(catalogOf) : [common, shared, messages, features],
});
