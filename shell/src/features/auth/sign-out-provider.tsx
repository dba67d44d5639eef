import { logout, paths, SignOutContext, useApi, useNavigate } from '@kompass/shared';
import { useCallback, type ReactNode } from 'react';

/**
 * The shell's sign-out for every page (handed to remotes through `@kompass/shared`):
 * `POST /auth/logout`, the session and the query cache cleared, then /login.
 */
export function SignOutProvider({ children }: { children: ReactNode }) {
  const api = useApi();
  const navigate = useNavigate();
  const signOut = useCallback(async () => {
    await logout(api);
    void navigate(paths.login(), { replace: true });
  }, [api, navigate]);
  return <SignOutContext.Provider value={signOut}>{children}</SignOutContext.Provider>;
}
