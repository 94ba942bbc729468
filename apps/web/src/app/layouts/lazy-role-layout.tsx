import type { Me } from '@pp/contract/auth';
import { lazy, type ReactNode, Suspense } from 'react';
import type { RoleLayout as Eager } from './role-layout.tsx';

/**
 * The signed-in layout (every kind's navigation, the bell, the notice-renewal prompt) is not part
 * of the public home's first load (`npm run budget:web`). It is fetched while the session is
 * checked (`preloadRoleLayout`: main.tsx for the first page of a signed-in address or a browser
 * that signed in before, and the guard of every signed-in page), and drawn at once when here:
 * through `lazy` alone it would suspend for a moment still.
 */
let loaded: typeof Eager | null = null;
let loading: Promise<unknown> | null = null;

export function preloadRoleLayout(): Promise<unknown> {
  loading ??= import('./role-layout.tsx').then((module) => {
    loaded = module.RoleLayout;
  });
  return loading;
}

const LazyRoleLayout = lazy(() => preloadRoleLayout().then(() => ({ default: loaded as typeof Eager })));

export function RoleLayout(props: { user: Me; children: ReactNode }) {
  const Loaded = loaded;
  if (Loaded) return <Loaded {...props} />;
  return (
    <Suspense fallback={null}>
      <LazyRoleLayout {...props} />
    </Suspense>
  );
}
