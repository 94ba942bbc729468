import './app.css';
import { ROLES, WEB_BASE } from '@pp/contract/endpoint';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { preloadPage, type RouteSpec, resolveEntry, toRouteSpecs } from '../lib/route-match.ts';
import { EntryView, NotFoundView, type RouteHandle } from './entry-view.tsx';
import { PublicArea, RoleArea } from './role-area.tsx';
import { AppRoot, RootErrorBoundary } from './root.tsx';
import { ROUTES } from './routes.tsx';

function toRouteObject(spec: RouteSpec): RouteObject {
  const handle: RouteHandle = { spec };
  return { path: spec.path, element: <EntryView spec={spec} />, handle };
}

/** Builds the router tree from the one route table: public pages, then one guarded area per kind. */
export function buildRoutes(): RouteObject[] {
  const specs = toRouteSpecs(ROUTES);
  return [
    {
      element: <AppRoot />,
      errorElement: <RootErrorBoundary />,
      children: [
        {
          element: <PublicArea />,
          children: [
            ...specs.filter((spec) => spec.access === 'public').map(toRouteObject),
            { path: '*', element: <NotFoundView /> },
          ],
        },
        ...ROLES.map(
          (role): RouteObject => ({
            element: <RoleArea role={role} />,
            children: specs.filter((spec) => spec.access === role).map(toRouteObject),
          }),
        ),
      ],
    },
  ];
}

// With the trailing slash, home is /PlacementApp/ (what the server and Vite serve, and where a
// bare /PlacementApp is redirected), not a second spelling of it.
const routes = buildRoutes();
// Made at the first render, not when this module is evaluated: the first load's evaluation is
// one task, and at a phone's speed every part of it taken out counts (docs/performance.md).
let router: ReturnType<typeof createBrowserRouter> | null = null;

export interface FirstPage {
  /** Who may open the page the browser opened first (main.tsx asks the session first for a kind's page). */
  access: RouteSpec['access'] | null;
  /** Its code, downloading from now on (settles either way). */
  code: Promise<unknown>;
}

/**
 * Starts downloading the code of the page being opened now, before React's first render; tells
 * who may open it.
 */
export function preloadFirstPage(): FirstPage {
  const matches = matchRoutes(routes, window.location, `${WEB_BASE}/`);
  const leaf = matches?.[matches.length - 1];
  const spec = (leaf?.route.handle as RouteHandle | undefined)?.spec;
  const resolved = spec && leaf ? resolveEntry(spec, leaf.params) : null;
  const code = resolved ? preloadPage(resolved.entry) : Promise.resolve();
  return { access: spec?.access ?? null, code };
}

export function AppRouter() {
  router ??= createBrowserRouter(routes, { basename: `${WEB_BASE}/` });
  return <RouterProvider router={router} />;
}
