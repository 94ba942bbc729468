import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Suspense } from 'react';
import { useLocation, useParams } from 'react-router';
import { ComingSoon } from '../components/coming-soon.tsx';
import { LoadingState } from '../components/loading-state.tsx';
import { NotFound, PAGE_NOT_FOUND } from '../components/not-found.tsx';
import { useDocumentTitle } from '../hooks/document-title.ts';
import { RouteEntryContext } from '../hooks/route-context.ts';
import { DASHBOARD_OF } from '../lib/brand.ts';
import { type RouteEntry, type RouteSpec, resolveEntry } from '../lib/route-match.ts';
import { storedUserDetail } from '../lib/session.ts';
import { RouteErrorBoundary } from './route-error-boundary.tsx';

/** The router's `handle` of every table route: lets the guards see which entry matched. */
export interface RouteHandle {
  spec: RouteSpec;
}

/**
 * A screen on its way (its code, or the session check): the loader where the page will begin,
 * in a block as tall as the screen, so the footer stays below the fold meanwhile and does not
 * jump when the page arrives (a layout shift).
 */
export function PageLoading({ label }: { label: string }) {
  return (
    <div style={{ minHeight: '100vh' }}>
      <LoadingState label={label} minHeight={320} />
    </div>
  );
}

export function NotFoundView() {
  useDocumentTitle(PAGE_NOT_FOUND);
  return <NotFound />;
}

function ComingSoonEntry({ entry }: { entry: RouteEntry & { soon: string } }) {
  const { t, i18n } = useLingui();
  const stored = storedUserDetail();
  const role = entry.access !== 'public' ? entry.access : stored?.role;
  return (
    <ComingSoon
      title={i18n._(entry.title)}
      description={entry.soon}
      backTo={role ? DASHBOARD_OF[role] : '/'}
      backLabel={role ? t`Back to your dashboard` : t`Back to home`}
    />
  );
}

/** Renders one route of the table: title, error boundary, lazy loading, and the page itself. */
export function EntryView({ spec }: { spec: RouteSpec }) {
  const { t } = useLingui();
  const params = useParams();
  const { pathname } = useLocation();
  const resolved = resolveEntry(spec, params);
  // A page that names itself (`ownTitle`) keeps the title the server wrote until it sets its own.
  useDocumentTitle(resolved?.entry.title ?? PAGE_NOT_FOUND, {
    home: spec.path === '/',
    skip: !!resolved?.entry.ownTitle,
  });
  if (!resolved) return <NotFound />;
  const { entry } = resolved;
  const Page = entry.page;
  return (
    <RouteEntryContext.Provider value={resolved}>
      <RouteErrorBoundary key={pathname}>
        <Suspense fallback={<PageLoading label={t`Loading page...`} />}>
          {Page ? <Page /> : <ComingSoonEntry entry={entry as RouteEntry & { soon: string }} />}
        </Suspense>
      </RouteErrorBoundary>
    </RouteEntryContext.Provider>
  );
}
