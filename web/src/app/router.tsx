import { Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { FullPageSpin } from '../components/FullPageSpin';
import { useCurrentUser } from './current-user';
import { isLeavingPage } from './full-navigation';
import { RoleGuard, RootRedirect } from './guards';
import { LoadErrorPage } from './LoadErrorPage';
import { NotFoundPage } from './NotFoundPage';
import { publicRoutes, shellRoutes } from './route-collection';
import { AppShell } from './shell/AppShell';

/** Signed out: the public pages; unknown paths fall to the landing page's `*` route. */
const signedOutRoutes: RouteObject[] = [
  ...publicRoutes.map(({ path, element }) => ({ path, element })),
  ...(publicRoutes.some((route) => route.path === '*') ? [] : [{ path: '*', element: <Navigate to="/" replace /> }]),
];

/** Signed in: `/` redirects by role; everything else renders inside the shell. */
const signedInRoutes: RouteObject[] = [
  { path: '/', element: <RootRedirect /> },
  ...publicRoutes
    .filter((route) => route.path !== '/' && route.path !== '*')
    .map(({ path, element, alsoSignedIn }) => ({ path, element: alsoSignedIn ? element : <Navigate to="/" replace /> })),
  {
    element: <AppShell />,
    children: [
      ...shellRoutes.map(({ path, roles, element }) => ({
        path,
        element: <RoleGuard roles={roles}>{element}</RoleGuard>,
      })),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function AppRouter() {
  const { user, isLoading, error, refresh } = useCurrentUser();
  const routes = useRoutes(user ? signedInRoutes : signedOutRoutes);

  if (isLeavingPage()) return <FullPageSpin label="Redirecting…" />;
  if (isLoading) return <FullPageSpin />;
  if (error) return <LoadErrorPage error={error} onRetry={() => void refresh().catch(() => undefined)} />;
  return routes;
}
