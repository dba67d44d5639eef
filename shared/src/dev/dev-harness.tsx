import {
  AppProviders,
  BrowserRouter,
  Button,
  createAppServices,
  loadAppConfig,
  type LoginResponse,
  Page,
  PageTitle,
  startSession,
  TextField,
  tokenAtom,
  useApi,
} from '@kompass/shared';
import { useAtomValue } from 'jotai';
import { useState, type FormEvent, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

function DevSignIn() {
  const api = useApi();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');

  async function submit(event: FormEvent) {
    event.preventDefault();
    const { token } = await api
      .post('auth/login', { json: { username, password } })
      .json<LoginResponse>();
    const { id } = await api
      .get('auth/info', { headers: { Authorization: token ?? '' } })
      .json<{ id: string }>();
    if (token) startSession(token, id);
  }

  return (
    <Page as="form" onSubmit={submit}>
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
  return useAtomValue(tokenAtom) ? children : <DevSignIn />;
}

/**
 * Renders a remote's routes alone, inside the same providers the shell uses, for
 * `npm run dev -w <remote>`. The shell never loads this.
 */
export async function startDevHarness(routes: ReactNode): Promise<void> {
  const config = await loadAppConfig();
  createRoot(document.getElementById('root')!).render(
    <AppProviders services={createAppServices(config)}>
      <BrowserRouter>
        <RequireDevSession>{routes}</RequireDevSession>
      </BrowserRouter>
    </AppProviders>,
  );
}
