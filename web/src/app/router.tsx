import { Suspense, useEffect, type ReactNode } from 'react';
import { matchRoutes, Navigate, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import i18next from 'i18next';
import { FullPageSpin } from '../components/FullPageSpin';
import { ScreenLoading } from '../components/ScreenLoading';
import { useCurrentUser } from './current-user';
import { Titled } from './document-title';
import { isLeavingPage } from './full-navigation';
import { RoleGuard, RootRedirect } from './guards';
import { lazyPage, preloadPage } from './lazy-page';
import { markPageHydrated } from './page-hydrated';
import { publicRoutes, shellRoutes } from './route-collection';

const SignedInShell = lazyPage(() => import('./shell/SignedInShell'), 'SignedInShell');
// Rarely shown, and antd's Result carries large illustrations: loaded only when needed.
const LoadErrorPage = lazyPage(() => import('./LoadErrorPage'), 'LoadErrorPage');
const NotFoundPage = lazyPage(() => import('./NotFoundPage'), 'NotFoundPage');

/** Each screen's code loads on first visit (see lazy-page.ts); the title is set at once, the fallback shows meanwhile. */
function titledScreen(title: string, element: ReactNode, fallback: ReactNode) {
  return (
    <Titled title={title}>
      <Suspense fallback={fallback}>{element}</Suspense>
    </Titled>
  );
}

/**
 * A prerendered page (vite-prerender.ts) arrives with #root inert: drawn, but nothing on it answers until the app has
 * taken it over, so a tap or typed text is not lost to markup without handlers (nor a form sent by the browser).
 * Rendered after the page in its Suspense boundary, its effect runs once the page is hydrated (or drawn anew).
 */
function useInteractiveRoot(ready: boolean) {
  useEffect(() => {
    if (!ready) return;
    document.getElementById('root')?.removeAttribute('inert');
    markPageHydrated();
  }, [ready]);
}

function InteractiveRoot() {
  useInteractiveRoot(true);
  return null;
}

/** Signed out: the public pages; unknown paths fall to the landing page's `*` route. */
const signedOutRoutes: RouteObject[] = [
  ...publicRoutes.map(({ path, title, element }) => ({ path, element: titledScreen(title, <>{element}<InteractiveRoot /></>, <FullPageSpin />) })),
  ...(publicRoutes.some((route) => route.path === '*') ? [] : [{ path: '*', element: <Navigate to="/" replace /> }]),
];

/** Signed in: `/` redirects by role; everything else renders inside the shell. */
const signedInRoutes: RouteObject[] = [
  { path: '/', element: <Suspense fallback={<FullPageSpin />}><RootRedirect /></Suspense> },
  ...publicRoutes
    .filter((route) => route.path !== '/' && route.path !== '*')
    .map(({ path, title, element, alsoSignedIn }) => ({ path, element: alsoSignedIn ? titledScreen(title, element, <FullPageSpin />) : <Navigate to="/" replace /> })),
  {
    element: (
      <Suspense fallback={<FullPageSpin />}>
        <SignedInShell />
      </Suspense>
    ),
    children: [
      ...shellRoutes.map(({ path, roles, title, element }) => ({
        path,
        element: <RoleGuard roles={roles}>{titledScreen(title, element, <ScreenLoading />)}</RoleGuard>,
      })),
      { path: '*', element: <Suspense fallback={<ScreenLoading />}><NotFoundPage /></Suspense> },
    ],
  },
];

/**
 * While the current user is being read, fetch the public page at this address too (most first visits are signed
 * out), so its code does not wait for the answer. A signed-in visitor's screen loads as usual.
 */
function usePreloadPublicPage() {
  const { pathname } = useLocation();
  useEffect(() => {
    // Not the `*` fallback: a signed-in visitor's deep link would fetch the landing page for nothing.
    const match = matchRoutes(publicRoutes, pathname)?.at(-1);
    if (match && match.route.path !== '*') preloadPage(match.route.element);
  }, [pathname]);
}

export function AppRouter() {
  const { user, isLoading, error, refresh } = useCurrentUser();
  const routes = useRoutes(user ? signedInRoutes : signedOutRoutes);
  usePreloadPublicPage();
  // A prerendered page's visitor who turns out signed in (or whose user cannot be read) leaves the public pages.
  useInteractiveRoot(user !== null || error !== null);

  if (isLeavingPage()) return <FullPageSpin label={i18next.t('redirecting')} />;
  if (isLoading) return <FullPageSpin />;
  if (error) {
    return (
      <Suspense fallback={<FullPageSpin />}>
        <LoadErrorPage error={error} onRetry={() => void refresh().catch(() => undefined)} />
      </Suspense>
    );
  }
  return routes;
}
