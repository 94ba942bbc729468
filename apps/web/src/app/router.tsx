import './app.css';
import { ROLES, WEB_BASE } from '@pp/contract/endpoint';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { EntryView, NotFoundView, type RouteHandle } from './entry-view.tsx';
import { PublicArea, RoleArea } from './role-area.tsx';
import { AppRoot, RootErrorBoundary } from './root.tsx';
import { type RouteSpec, toRouteSpecs } from './route-match.ts';
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
const router = createBrowserRouter(buildRoutes(), { basename: `${WEB_BASE}/` });

export function AppRouter() {
  return <RouterProvider router={router} />;
}
