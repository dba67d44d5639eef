import { isAdminAtom, LoadingState, Navigate, Outlet, paths, tokenAtom } from '@kompass/shared';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, type ReactNode } from 'react';

// Seen by few (a non-admin at /admin): a chunk of its own, not part of every first load.
const NoAccess = lazy(() =>
  import(/* webpackChunkName: "shell-no-access" */ './no-access').then((module) => ({
    default: module.NoAccess,
  })),
);

/**
 * Without a stored token every page but /login redirects there
 * (docs/product.md#navigation-and-the-frame).
 */
export function RequireSession() {
  const token = useAtomValue(tokenAtom);
  return token ? <Outlet /> : <Navigate to={paths.login()} replace />;
}

/** With a token, the login page goes to / (docs/product.md#navigation-and-the-frame). */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const token = useAtomValue(tokenAtom);
  return token ? <Navigate to={paths.home()} replace /> : children;
}

/** Non-admins see 'Kein Zugriff' and the admin remote is never requested. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const isAdmin = useAtomValue(isAdminAtom);
  return isAdmin ? (
    children
  ) : (
    <Suspense fallback={<LoadingState />}>
      <NoAccess />
    </Suspense>
  );
}
