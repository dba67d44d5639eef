import {
  LoadingState,
  preloadedPageFor,
  Route,
  routeRows,
  shellPageFor,
  Routes,
  type AppServices,
  type RemotePageRow,
  type RouteName,
  type RouteRow,
  type ShellPageRoute,
} from '@kompass/shared';
import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { RedirectIfSignedIn, RequireAdmin, RequireSession } from '../features/access/guards';
import { NotFoundPage } from '../pages/not-found-page';
import { TabLayout } from '../features/navigation/tab-layout';
import { createRemoteRoute, type RemoteRoute } from './remotes/remote-route';

/**
 * A shell page whose code is loaded on demand and can be loaded ahead (`preloadShellPageFor`).
 * Once its code is there it renders at once: a lazy component suspends even for code that has
 * arrived, and its loading state would replace the boot frame's splash for a moment on /login.
 * Each mount keeps the component it started with, so the page never remounts and loses state.
 */
function preloadablePage(load: () => Promise<ComponentType>) {
  let loaded: ComponentType | undefined;
  const preload = () => load().then((page) => (loaded = page));
  const Lazy = lazy(() => preload().then((page) => ({ default: page })));
  function Page() {
    const [Loaded] = useState<ComponentType>(() => loaded ?? Lazy);
    return (
      <Suspense fallback={<LoadingState />}>
        <Loaded />
      </Suspense>
    );
  }
  return { Page, preload };
}

/**
 * The shell's own pages: a row without a remote that has none here fails the type check. Each is a
 * chunk of its own, named so the build lists its files (shell-pages.json) and the server preloads
 * them for its URL: a signed-in user never needs the login form, and few read the about page.
 */
const shellPages: Record<ShellPageRoute, ReturnType<typeof preloadablePage>> = {
  login: preloadablePage(() =>
    import(/* webpackChunkName: "shell-page-login" */ '../pages/login-page').then(
      (module) => module.LoginPage,
    ),
  ),
  about: preloadablePage(() =>
    import(/* webpackChunkName: "shell-page-about" */ '../pages/about-page').then(
      (module) => module.AboutPage,
    ),
  ),
};

/**
 * Loads the code of the shell's own page `pathname` opens, when that page is for this visitor
 * (the login page is only for the signed out), and resolves once it is there or has failed: the
 * route shows that when it renders. Never rejects.
 */
export function preloadShellPageFor(pathname: string, signedIn: boolean): Promise<void> {
  const page = shellPageFor(pathname);
  if (!page || (page.row.guard === 'signedOut' && signedIn)) return Promise.resolve();
  return shellPages[page.name].preload().then(
    () => undefined,
    () => undefined,
  );
}

const hasRemotePage = (row: RouteRow): row is RemotePageRow =>
  row.remote !== undefined && row.page !== undefined;

// Created once, at module scope: each loads its remote only when first rendered.
const remotePages = new Map<string, RemoteRoute>(
  routeRows.flatMap(([, row]) =>
    hasRemotePage(row) ? [[row.pattern, createRemoteRoute(row.remote, row.page)] as const] : [],
  ),
);

/**
 * Starts loading the code of the remote page `pathname` opens, if the manifest preloads it, then
 * what the page prefetches for its first screen (`PageModule.prefetch`), and resolves once both
 * are there — or have failed: the route shows that failure when it renders. Never rejects.
 */
export function preloadPageFor(pathname: string, services: AppServices): Promise<void> {
  const row = preloadedPageFor(pathname);
  const page = row && remotePages.get(row.pattern);
  if (!page) return Promise.resolve();
  return page
    .preload()
    .then((module) => module.prefetch?.(services))
    .then(
      () => undefined,
      () => undefined,
    );
}

/** The element of one row: its page, inside the guard only that row needs. */
function elementOf(name: RouteName, row: RouteRow): ReactNode {
  const Page = remotePages.get(row.pattern) ?? shellPages[name as ShellPageRoute].Page;
  if (row.guard === 'signedOut') {
    return (
      <RedirectIfSignedIn>
        <Page />
      </RedirectIfSignedIn>
    );
  }
  if (row.guard === 'admin') {
    return (
      <RequireAdmin>
        <Page />
      </RequireAdmin>
    );
  }
  return <Page />;
}

/** The rows the shell routes itself; the others are routed by the page they are `within`. */
const shellRoutes = routeRows.filter(([, row]) => row.within === undefined);

function routesWhere(matches: (row: RouteRow) => boolean) {
  return shellRoutes
    .filter(([, row]) => matches(row))
    .map(([name, row]) => <Route key={name} path={row.pattern} element={elementOf(name, row)} />);
}

/** Whether a row is only for signed-in users (any of them, or admins). */
const isSessionGuard = (row: RouteRow) => row.guard === 'session' || row.guard === 'admin';

/**
 * The one route table of the product, built from the app manifest (`@kompass/contracts/apps`;
 * all routes are exact matches). Every signed-in route sits behind `RequireSession`.
 */
export function AppRoutes() {
  return (
    <Routes>
      {routesWhere((row) => row.guard === 'signedOut' || row.guard === 'public')}
      <Route element={<RequireSession />}>
        {routesWhere((row) => isSessionGuard(row) && !row.tabBar)}
        <Route element={<TabLayout />}>
          {routesWhere((row) => isSessionGuard(row) && row.tabBar === true)}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Route>
    </Routes>
  );
}
