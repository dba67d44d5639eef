import {
  appStore,
  currentUserAtom,
  queryClient,
  Route,
  Routes,
  tokenAtom,
  type User,
  userIdAtom,
} from '@kompass/shared';
import { createFakeApi, json, renderWithProviders, type FakeRoute } from '@kompass/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RedirectIfSignedIn, RequireSession } from '../features/access/guards';
import { LoginPage } from './login-page';

const user: User = {
  id: 'user-1',
  username: 'mia',
  name: 'Mia Muster',
  email: 'mia@example.org',
  role: 'USER',
};

const otherRoutes = { '/': <p>Startseite</p>, '/onboarding': <p>Onboarding</p> };

function signInRoutes(settings: unknown[]): Record<string, FakeRoute> {
  return {
    'POST /auth/login': () => json({ token: 'fresh-token', userId: user.id }),
    'GET /auth/info': () => json(user),
    'GET /settings': () => json(settings),
  };
}

function setup(routes: Record<string, FakeRoute>, element = <LoginPage />, path?: string) {
  const fake = createFakeApi(routes);
  const events = userEvent.setup();
  renderWithProviders(element, { fetch: fake.fetch, route: '/login', path, otherRoutes });
  return { user: events, requests: fake.requests };
}

async function continuePastSplash(events: ReturnType<typeof userEvent.setup>) {
  await events.click(screen.getByRole('button', { name: 'Weiter' }));
}

async function expectAlert(title: string, message?: string) {
  const dialog = await screen.findByRole('alertdialog', { name: title });
  if (message !== undefined) expect(dialog).toHaveTextContent(message);
  return dialog;
}

async function dismissAlert(events: ReturnType<typeof userEvent.setup>) {
  await events.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'OK' }));
}

describe('LoginPage', () => {
  it('shows the intro splash first and the login form after "Weiter"', async () => {
    const { user: events } = setup({});

    expect(screen.getByRole('heading', { name: 'Was kommt als Nächstes?' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Benutzername')).not.toBeInTheDocument();

    await continuePastSplash(events);

    expect(screen.queryByRole('button', { name: 'Weiter' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Benutzername')).toBeInTheDocument();
    // The keyboard goes on in the form's first field; the skip link's target is there too.
    expect(screen.getByLabelText('Benutzername')).toHaveFocus();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    expect(screen.getByLabelText('Passwort')).toHaveAttribute('type', 'password');
    expect(screen.queryByLabelText('E-Mail')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Name')).not.toBeInTheDocument();
  });

  it('empty login fields: "Fehlende Eingaben" and no request', async () => {
    const { user: events, requests } = setup(signInRoutes([]));
    await continuePastSplash(events);

    await events.click(screen.getByRole('button', { name: 'Anmelden' }));
    await expectAlert('Fehlende Eingaben', 'Bitte fülle alle erforderlichen Felder aus.');
    await dismissAlert(events);

    // Only whitespace counts as empty too, and one filled field is not enough.
    await events.type(screen.getByLabelText('Benutzername'), '   ');
    await events.type(screen.getByLabelText('Passwort'), 'geheim');
    await events.click(screen.getByRole('button', { name: 'Anmelden' }));
    await expectAlert('Fehlende Eingaben', 'Bitte fülle alle erforderlichen Felder aus.');

    expect(requests).toHaveLength(0);
  });

  it('register mode asks for e-mail (type email), name, username and password, all required', async () => {
    const { user: events, requests } = setup({
      'POST /auth/register': () => json({ id: 'new-user' }, 201),
    });
    await continuePastSplash(events);
    await events.click(screen.getByRole('button', { name: /registrieren/i }));

    expect(screen.getByLabelText('E-Mail')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Name')).toBeInTheDocument();

    await events.type(screen.getByLabelText('E-Mail'), 'mia@example.org');
    await events.type(screen.getByLabelText('Name'), 'Mia Muster');
    await events.type(screen.getByLabelText('Benutzername'), 'mia');
    // Password left empty.
    await events.click(screen.getByRole('button', { name: 'Registrieren' }));

    await expectAlert('Fehlende Eingaben', 'Bitte fülle alle erforderlichen Felder aus.');
    expect(requests).toHaveLength(0);
  });

  it('register mode tells the password rule before the first attempt', async () => {
    const { user: events } = setup({});
    await continuePastSplash(events);
    expect(screen.queryByText('Mindestens 8 Zeichen.')).not.toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: /registrieren/i }));

    const password = screen.getByLabelText('Passwort');
    expect(password).toHaveAccessibleDescription('Mindestens 8 Zeichen.');
    expect(screen.getByText('Mindestens 8 Zeichen.')).toBeVisible();
    expect(password).toHaveAttribute('minlength', '8');
  });

  it('register success: "Erfolgreich registriert", back to login with the username kept', async () => {
    const { user: events, requests } = setup({
      'POST /auth/register': () => json({ id: 'new-user' }, 201),
    });
    await continuePastSplash(events);
    await events.click(screen.getByRole('button', { name: /registrieren/i }));

    await events.type(screen.getByLabelText('E-Mail'), ' mia@example.org ');
    await events.type(screen.getByLabelText('Name'), 'Mia Muster');
    await events.type(screen.getByLabelText('Benutzername'), 'mia');
    await events.type(screen.getByLabelText('Passwort'), 'sehr-geheim');
    await events.click(screen.getByRole('button', { name: 'Registrieren' }));

    await expectAlert('Erfolgreich registriert');
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ method: 'POST', path: '/auth/register' });
    expect(JSON.parse(requests[0]!.body)).toEqual({
      email: 'mia@example.org',
      name: 'Mia Muster',
      username: 'mia',
      password: 'sehr-geheim',
    });

    await dismissAlert(events);
    expect(screen.getByRole('button', { name: 'Anmelden' })).toBeInTheDocument();
    expect(screen.queryByLabelText('E-Mail')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Benutzername')).toHaveValue('mia');
    expect(tokenAtomValue()).toBeNull();
  });

  it('register checks the API’s rules before sending and says what is wrong next to the field', async () => {
    const { user: events, requests } = setup({
      'POST /auth/register': () => json({ id: 'new-user' }, 201),
    });
    await continuePastSplash(events);
    await events.click(screen.getByRole('button', { name: /registrieren/i }));
    await events.type(screen.getByLabelText('E-Mail'), 'mia@example.org');
    await events.type(screen.getByLabelText('Name'), 'Mia Muster');
    await events.type(screen.getByLabelText('Benutzername'), 'mö');
    await events.type(screen.getByLabelText('Passwort'), 'kurz');
    await events.click(screen.getByRole('button', { name: 'Registrieren' }));

    expect(requests.filter((request) => request.path === '/auth/register')).toEqual([]);
    const username = screen.getByLabelText('Benutzername');
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(username).toHaveAccessibleDescription(
      expect.stringContaining('Der Benutzername muss 3 bis 32 Zeichen lang sein'),
    );
    expect(username).toHaveFocus();
    const password = screen.getByLabelText('Passwort');
    expect(password).toHaveAccessibleDescription(
      'Mindestens 8 Zeichen. Das Passwort muss mindestens 8 Zeichen lang sein.',
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    // Corrected, the message goes and the account is created.
    await events.clear(username);
    await events.type(username, 'mia');
    await events.type(password, '-und-lang');
    expect(password).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(/Das Passwort muss/)).not.toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Registrieren' }));
    await expectAlert(
      'Erfolgreich registriert',
      'Du kannst dich jetzt mit deinem Benutzernamen und Passwort anmelden.',
    );
    expect(requests.filter((request) => request.path === '/auth/register')).toHaveLength(1);
  });

  it('register 400 shows "Ungeeignete Anfrage" with the server message and stays in register mode', async () => {
    const { user: events } = setup({
      'POST /auth/register': () =>
        json({ error: 'validation', message: 'Benutzername ist bereits vergeben.' }, 400),
    });
    await continuePastSplash(events);
    await events.click(screen.getByRole('button', { name: /registrieren/i }));
    await events.type(screen.getByLabelText('E-Mail'), 'mia@example.org');
    await events.type(screen.getByLabelText('Name'), 'Mia Muster');
    await events.type(screen.getByLabelText('Benutzername'), 'mia');
    await events.type(screen.getByLabelText('Passwort'), 'sehr-geheim');
    await events.click(screen.getByRole('button', { name: 'Registrieren' }));

    await expectAlert(
      'Ungeeignete Anfrage',
      'Die Anfrage konnte nicht verarbeitet werden. Bitte überprüfe deine Eingaben: ' +
        'Benutzername ist bereits vergeben.',
    );
    expect(screen.queryByRole('alertdialog', { name: 'Erfolgreich registriert' })).toBeNull();
    await dismissAlert(events);
    expect(screen.getByLabelText('E-Mail')).toHaveValue('mia@example.org');
  });

  it('login 401 shows "Fehler beim Einloggen" with the server text, not the generic 401 alert', async () => {
    const { user: events, requests } = setup({
      'POST /auth/login': () => json({ error: 'Benutzername oder Passwort ist falsch.' }, 401),
    });
    await continuePastSplash(events);
    await events.type(screen.getByLabelText('Benutzername'), 'mia');
    await events.type(screen.getByLabelText('Passwort'), 'falsch');
    await events.click(screen.getByRole('button', { name: 'Anmelden' }));

    await expectAlert('Fehler beim Einloggen', 'Benutzername oder Passwort ist falsch.');
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    expect(screen.queryByRole('alertdialog', { name: 'Nicht autorisiert' })).toBeNull();

    await dismissAlert(events);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(requests.map((request) => request.path)).toEqual(['/auth/login']);
    expect(tokenAtomValue()).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(screen.getByLabelText('Benutzername')).toHaveValue('mia');
  });

  it('a 200 answer without a token is a login failure too', async () => {
    const { user: events } = setup({
      'POST /auth/login': () => json({ error: 'Konto gesperrt.' }),
    });
    await continuePastSplash(events);
    await events.type(screen.getByLabelText('Benutzername'), 'mia');
    await events.type(screen.getByLabelText('Passwort'), 'geheim');
    await events.click(screen.getByRole('button', { name: 'Anmelden' }));

    await expectAlert('Fehler beim Einloggen', 'Konto gesperrt.');
    expect(tokenAtomValue()).toBeNull();
  });

  it('login success with onboarding_completed lands on / and stores token and user id', async () => {
    const { user: events, requests } = setup(
      signInRoutes([{ key: 'onboarding_completed', value: 'true' }]),
    );
    await continuePastSplash(events);
    await events.type(screen.getByLabelText('Benutzername'), ' mia ');
    await events.type(screen.getByLabelText('Passwort'), 'geheim');
    await events.click(screen.getByRole('button', { name: 'Anmelden' }));

    expect(await screen.findByText('Startseite')).toBeInTheDocument();
    expect(screen.queryByText('Onboarding')).not.toBeInTheDocument();

    const loginRequest = requests.find((request) => request.path === '/auth/login');
    expect(JSON.parse(loginRequest!.body)).toEqual({ username: 'mia', password: 'geheim' });
    const settingsRequest = requests.find((request) => request.path === '/settings');
    expect(settingsRequest!.headers.get('Authorization')).toBe('fresh-token');

    expect(localStorage.getItem('token')).toBe('fresh-token');
    expect(localStorage.getItem('userId')).toBe(user.id);
    expect(appStore.get(userIdAtom)).toBe(user.id);
    expect(appStore.get(currentUserAtom)).toEqual(user);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('login success without onboarding_completed goes to /onboarding', async () => {
    const { user: events } = setup(signInRoutes([{ key: 'interest', value: '2' }]));
    await continuePastSplash(events);
    await events.type(screen.getByLabelText('Benutzername'), 'mia');
    await events.type(screen.getByLabelText('Passwort'), 'geheim');
    await events.click(screen.getByRole('button', { name: 'Anmelden' }));

    expect(await screen.findByText('Onboarding')).toBeInTheDocument();
    expect(screen.queryByText('Startseite')).not.toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('fresh-token');
    expect(localStorage.getItem('userId')).toBe(user.id);
  });

  it('behind the real guards, a first login goes to /onboarding', async () => {
    // As in the shell's route table: /login redirects to / once signed in, and the other pages
    // need a session.
    const { user: events } = setup(
      signInRoutes([]),
      <Routes>
        <Route
          path="/login"
          element={
            <RedirectIfSignedIn>
              <LoginPage />
            </RedirectIfSignedIn>
          }
        />
        <Route element={<RequireSession />}>
          <Route path="/" element={<p>Startseite</p>} />
          <Route path="/onboarding" element={<p>Onboarding</p>} />
        </Route>
      </Routes>,
      '*',
    );
    await continuePastSplash(events);
    await events.type(screen.getByLabelText('Benutzername'), 'mia');
    await events.type(screen.getByLabelText('Passwort'), 'geheim');
    await events.click(screen.getByRole('button', { name: 'Anmelden' }));

    expect(await screen.findByText('Onboarding')).toBeInTheDocument();
    // Give a competing redirect to / the chance to happen: the session is complete, nothing is
    // loading any more, and every pending update has rendered.
    await waitFor(() => {
      expect(appStore.get(currentUserAtom)).not.toBeNull();
      expect(queryClient.isFetching() + queryClient.isMutating()).toBe(0);
    });
    // eslint-disable-next-line testing-library/no-unnecessary-act -- flushes what React still has queued, so a competing redirect would have rendered by now
    await act(async () => {});
    expect(screen.getByText('Onboarding')).toBeInTheDocument();
    expect(screen.queryByText('Startseite')).not.toBeInTheDocument();
  });

  it("links to 'Über Kompass' below the form, before signing in", async () => {
    const { user: events } = setup({});
    const link = screen.getByRole('link', { name: 'Über Kompass' });
    expect(link).toHaveAttribute('href', '/about');
    await events.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(screen.getByRole('link', { name: 'Über Kompass' })).toBeInTheDocument();
  });
});

function tokenAtomValue() {
  return appStore.get(tokenAtom);
}
