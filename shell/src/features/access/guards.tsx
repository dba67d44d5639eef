import { isAdminAtom, Navigate, Outlet, paths, tokenAtom } from '@kompass/shared';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { NoAccess } from './no-access';

/** Spec §2: without a stored token every page but /login redirects there. */
export function RequireSession() {
  const token = useAtomValue(tokenAtom);
  return token ? <Outlet /> : <Navigate to={paths.login()} replace />;
}

/** Spec §2: with a token, the login page goes to /. */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const token = useAtomValue(tokenAtom);
  return token ? <Navigate to={paths.home()} replace /> : children;
}

/** Non-admins see 'Kein Zugriff' and the admin remote is never requested. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const isAdmin = useAtomValue(isAdminAtom);
  return isAdmin ? children : <NoAccess />;
}
