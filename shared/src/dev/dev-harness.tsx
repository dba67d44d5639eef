import {
  AppProviders,
  BrowserRouter,
  Button,
  createAppServices,
  getUserInfo,
  loadAppConfig,
  logout,
  Page,
  PageTitle,
  Route,
  routeRows,
  Routes,
  showAlert,
  SignOutContext,
  startSession,
  tokenAtom,
  useApi,
  type ExposedPage,
  type RemoteName,
} from '@kompass/shared';
import { login, LoginFailedError } from '@kompass/shared/login';
import { TextField } from '@kompass/shared/text-field';
import { useAtomValue } from 'jotai';
import { useState, type ComponentType, type FormEvent, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

function DevSignIn() {
  const api = useApi();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');

  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      const { token } = await login(api, { username, password });
      startSession({ token, user: await getUserInfo(api, token) });
    } catch (error) {
      if (!(error instanceof LoginFailedError)) throw error;
      await showAlert({ title: 'Anmeldung fehlgeschlagen', message: error.message });
    }
  }

  return (
    // Anything but a refused login was alerted by the API client already.
    <Page as="form" onSubmit={(event) => void submit(event)}>
      <PageTitle>Entwicklungsumgebung: Anmelden</PageTitle>
      <TextField
        label="Benutzername"
        value={username}
        onChange={(e) => setUsername(e.target.value)}
      />
      <TextField
        label="Passwort"
        type="password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <Button type="submit">Anmelden</Button>
    </Page>
  );
}

function RequireDevSession({ children }: { children: ReactNode }) {
  const api = useApi();
  // As in the shell: revoke and forget the session; the sign-in form then takes the page.
  return (
    <SignOutContext.Provider value={() => logout(api)}>
      {useAtomValue(tokenAtom) ? children : <DevSignIn />}
    </SignOutContext.Provider>
  );
}

/**
 * Renders a remote's pages alone, at the routes the app manifest gives them, inside the same
 * providers the shell uses, for `npm run dev -w <remote>`. The shell never loads this.
 * `pages` maps each page the remote exposes to its component: a missing one fails the type check.
 */
export async function startDevHarness<R extends RemoteName>(
  remote: R,
  pages: Record<ExposedPage<R>, ComponentType>,
): Promise<void> {
  const config = await loadAppConfig();
  const routes = routeRows.flatMap(([name, row]) => {
    if (row.remote !== remote || !row.page) return [];
    const Page: ComponentType = pages[row.page as ExposedPage<R>];
    return [<Route key={name} path={row.pattern} element={<Page />} />];
  });
  createRoot(document.getElementById('root')!).render(
    <AppProviders services={createAppServices(config)}>
      <BrowserRouter>
        <RequireDevSession>
          <Routes>{routes}</Routes>
        </RequireDevSession>
      </BrowserRouter>
    </AppProviders>,
  );
}
