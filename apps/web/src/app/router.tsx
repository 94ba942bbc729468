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
const router = createBrowserRouter(routes, { basename: `${WEB_BASE}/` });

/**
 * Starts downloading the code of the page being opened now, before React's first render; tells
 * who may open it.
 */
function preloadFirstPage(): RouteSpec['access'] | null {
  const matches = matchRoutes(routes, window.location, `${WEB_BASE}/`);
  const leaf = matches?.[matches.length - 1];
  const spec = (leaf?.route.handle as RouteHandle | undefined)?.spec;
  const resolved = spec && leaf ? resolveEntry(spec, leaf.params) : null;
  if (resolved) preloadPage(resolved.entry);
  return spec?.access ?? null;
}
/** Who may open the page the browser opened first (main.tsx asks the session first for a kind's page). */
export const firstPageAccess = preloadFirstPage();

export function AppRouter() {
  return <RouterProvider router={router} />;
}
