import { i18n, type Messages } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import type { Role } from '@pp/contract/endpoint';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { NotFoundView } from '../app/entry-view.tsx';
import { PublicLayout } from '../app/layouts/public-layout.tsx';
import { RoleLayout } from '../app/layouts/role-layout.tsx';
import { ROUTES } from '../app/routes.tsx';
import { accessibleColors, localizedTheme } from '../app/theme.ts';
import { PAGE_NOT_FOUND } from '../components/not-found.tsx';
import { PageFrame, translateHeading } from '../components/page-frame.tsx';
import { LANGUAGES, type Language } from '../i18n/languages.ts';
import { documentTitle, INSTITUTE_NAME_MSG, PORTAL_NAME_MSG } from '../lib/brand.ts';
import { FRAMED_PAGES } from './framed-pages.ts';

/**
 * Page frames (docs/architecture.md "Page frames"): the first screen of a busy page as HTML, sent
 * by the server inside `#root` before any script has run. A phone on a slow connection shows the
 * page's header and heading at once instead of a blank screen until the scripts have arrived;
 * React then renders the page over it (createRoot replaces the frame; nothing is hydrated).
 *
 * A frame is rendered here, at build time (`npm run build -w apps/web`: scripts/frames.ts), from
 * the same components as the page (the role's layout and PageFrame) and the page's own `heading`
 * (framed-pages.ts), in every language. It holds nothing of a user (no name, no data): the server sends
 * the same frame to every signed-in user of the route's kind.
 */

const CATALOGUES = import.meta.glob<{ messages: Messages }>(
  ['../locales/*.po', '../components/locales/*.po', '../features/*/locales/*.po'],
  { eager: true },
);

function loadLanguage(language: Language) {
  for (const [file, catalogue] of Object.entries(CATALOGUES)) {
    if (file.endsWith(`/${language}.po`)) i18n.load(language, catalogue.messages);
  }
  i18n.activate(language);
}

/** The user a frame's layout is drawn for: only the kind (the name stays out of the frame). */
function frameUser(role: Role, language: Language) {
  return {
    userCode: '',
    name: '',
    email: '',
    userType: '',
    role,
    registrationType: '',
    impersonatedBy: null,
    language,
    secondFactorSetUp: false,
  };
}

export interface RenderedFrame {
  /** Path under /PlacementApp, as in the route table (no parameters). */
  path: string;
  /** Who may open it: the server sends a signed-in kind's frame only with a session cookie. */
  access: Role;
  /** The inner HTML of `#root` in each language. */
  html: Record<Language, string>;
}

/** The app's providers around a tree, as the frames render it (no user, no data). */
function FrameProviders({ path, children }: { path: string; children: ReactNode }) {
  return (
    <I18nProvider i18n={i18n}>
      <MantineProvider theme={localizedTheme(i18n)} cssVariablesResolver={accessibleColors}>
        <QueryClientProvider client={new QueryClient()}>
          <MemoryRouter basename="/PlacementApp" initialEntries={[`/PlacementApp${path}`]}>
            {children}
          </MemoryRouter>
        </QueryClientProvider>
      </MantineProvider>
    </I18nProvider>
  );
}

/**
 * The not-found page (the client's own, in the public layout) in every language: the server sends
 * it with status 404 for a path that is not in the route table and for a job that has no page, so
 * that a reader without scripts, and a crawler, sees that the page does not exist.
 */
export function renderNotFound(): { html: Record<Language, string>; title: Record<Language, string> } {
  const html = {} as Record<Language, string>;
  const title = {} as Record<Language, string>;
  for (const language of LANGUAGES) {
    loadLanguage(language);
    title[language] = documentTitle(i18n._(PAGE_NOT_FOUND), {
      portal: i18n._(PORTAL_NAME_MSG),
      institute: i18n._(INSTITUTE_NAME_MSG),
    });
    html[language] = renderToString(
      <FrameProviders path="/not-found">
        <PublicLayout>
          <NotFoundView />
        </PublicLayout>
      </FrameProviders>,
    );
  }
  return { html, title };
}

/**
 * The paths of the route table (under /PlacementApp, as written there: `detail-:code` included)
 * and who may open each: the server answers 404 for any other path, from this same table.
 */
export function routeTable(): { path: string; access: string }[] {
  return ROUTES.map((route) => ({ path: route.path, access: route.access }));
}

/** Every framed page (framed-pages.ts), rendered in every language. */
export function renderFrames(): RenderedFrame[] {
  const frames: RenderedFrame[] = [];
  for (const { path, heading: pageHeading } of FRAMED_PAGES) {
    const entry = ROUTES.find((route) => route.path === path);
    if (!entry?.page || entry.access === 'public' || entry.path.includes(':'))
      throw new Error(`frames: ${path} is not a signed-in kind's page of the route table`);
    const access = entry.access;
    const html = {} as Record<Language, string>;
    for (const language of LANGUAGES) {
      loadLanguage(language);
      const heading = translateHeading(pageHeading, (message) => i18n._(message));
      html[language] = renderToString(
        <FrameProviders path={entry.path}>
          <RoleLayout user={frameUser(access, language)}>
            {/* As tall as the screen, as the page's loader is: the footer stays below. */}
            <div style={{ minHeight: '100vh' }}>
              <PageFrame
                title={heading.title}
                description={heading.description}
                breadcrumbs={heading.breadcrumbs}
              />
            </div>
          </RoleLayout>
        </FrameProviders>,
      );
    }
    frames.push({ path, access, html });
  }
  return frames;
}
