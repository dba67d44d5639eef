import {
  alertQueueAtom,
  type AppConfig,
  AppProviders,
  appStore,
  createAppServices,
  endSession,
  MemoryRouter,
  Route,
  Routes,
  startSession,
  type User,
} from '@kompass/shared';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';

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

export function renderWithProviders(
  element: ReactElement,
  { fetch, user, route = '/', path, otherRoutes = {} }: RenderWithProvidersOptions,
): RenderResult {
  endSession();
  appStore.set(alertQueueAtom, []);
  if (user) {
    startSession({ token: 'test-token', user });
  }
  return render(
    <AppProviders services={createAppServices(testConfig, fetch)}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path={path ?? route.split('?')[0]} element={element} />
          {Object.entries(otherRoutes).map(([pattern, other]) => (
            <Route key={pattern} path={pattern} element={other} />
          ))}
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}
