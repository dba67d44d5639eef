import {
  alertQueueAtom,
  type AppConfig,
  AppProviders,
  appStore,
  createAppServices,
  endSession,
  logout,
  Route,
  Routes,
  SignOutContext,
  startSession,
  useApi,
  useNavigate,
  type User,
} from '@kompass/shared';
import { render, type RenderResult } from '@testing-library/react';
// Tests only: the apps' router exports leave it out, so it is not in every page's bundle.
import { MemoryRouter } from 'react-router';
import { setHyphenation } from '../ui/hyphenated';
import type { ReactElement, ReactNode } from 'react';

export interface RenderWithProvidersOptions {
  /** The fake network (see createFakeApi). */
  fetch: typeof fetch;
  /** Signed-in user; omit to render signed out. */
  user?: User;
  /** Start URL, e.g. '/profile/1'. */
  route?: string;
  /** Route pattern the element is mounted at, e.g. '/profile/:userId'. Defaults to `route`. */
  path?: string;
  /** Extra routes, e.g. the targets of navigation, as pattern → element. */
  otherRoutes?: Record<string, ReactElement>;
}

const testConfig: AppConfig = {
  apiBaseUrl: 'http://localhost/api',
  objectBaseUrl: '/files/',
  remotes: [],
};

/** Signing out as the shell does it: revoke, forget the session, then /login. */
function TestSignOut({ children }: { children: ReactNode }) {
  const api = useApi();
  const navigate = useNavigate();
  const signOut = async () => {
    await logout(api);
    void navigate('/login', { replace: true });
  };
  return <SignOutContext.Provider value={signOut}>{children}</SignOutContext.Provider>;
}

export function renderWithProviders(
  element: ReactElement,
  { fetch, user, route = '/', path, otherRoutes = {} }: RenderWithProvidersOptions,
): RenderResult {
  endSession();
  appStore.set(alertQueueAtom, []);
  // Names and texts as written; the soft hyphens are measured in the browser tests.
  setHyphenation(false);
  if (user) {
    startSession({ token: 'test-token', user });
  }
  return render(
    <AppProviders services={createAppServices(testConfig, fetch)}>
      <MemoryRouter initialEntries={[route]}>
        <TestSignOut>
          <Routes>
            <Route path={path ?? route.split('?')[0]} element={element} />
            {Object.entries(otherRoutes).map(([pattern, other]) => (
              <Route key={pattern} path={pattern} element={other} />
            ))}
          </Routes>
        </TestSignOut>
      </MemoryRouter>
    </AppProviders>,
  );
}
