import { endSession, Route, Routes, useApi, type User } from '@kompass/shared';
import { createFakeApi, json, renderWithProviders, type FakeRoute } from '@kompass/shared/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { RedirectIfSignedIn, RequireAdmin, RequireSession } from './guards';

const member: User = {
  id: 'user-1',
  username: 'mia',
  name: 'Mia Muster',
  email: 'mia@example.org',
  role: 'USER',
};
const admin: User = { ...member, id: 'admin-1', username: 'ada', role: 'ADMIN' };

/** Loads something on mount, like any page does. */
function LoadingPage() {
  const api = useApi();
  useEffect(() => {
    api.get('bookmarks').catch(() => undefined);
  }, [api]);
  return <p>Merkliste</p>;
}

/** The guards composed as in the shell's route table. */
const adminApp = vi.fn(() => <p>Admin-Bereich</p>);
function AdminApp() {
  return adminApp();
}

const tree = (
  <Routes>
    <Route
      path="/login"
      element={
        <RedirectIfSignedIn>
          <p>Anmeldeseite</p>
        </RedirectIfSignedIn>
      }
    />
    <Route element={<RequireSession />}>
      <Route path="/" element={<p>Startseite</p>} />
      <Route path="/bookmarks" element={<LoadingPage />} />
      <Route
        path="/admin/*"
        element={
          <RequireAdmin>
            <AdminApp />
          </RequireAdmin>
        }
      />
    </Route>
  </Routes>
);

function renderAt(route: string, user?: User, routes: Record<string, FakeRoute> = {}) {
  adminApp.mockClear();
  const fake = createFakeApi(routes);
  renderWithProviders(tree, { fetch: fake.fetch, route, path: '*', user });
  return fake;
}

describe('route guards', () => {
  it.each(['/', '/bookmarks', '/admin/users'])(
    'without a token, %s redirects to /login',
    (route) => {
      renderAt(route);
      expect(screen.getByText('Anmeldeseite')).toBeInTheDocument();
      expect(screen.queryByText('Startseite')).not.toBeInTheDocument();
      expect(adminApp).not.toHaveBeenCalled();
    },
  );

  it('without a token, /login shows the login page', () => {
    renderAt('/login');
    expect(screen.getByText('Anmeldeseite')).toBeInTheDocument();
  });

  it('with a token, /login redirects to /', () => {
    renderAt('/login', member);
    expect(screen.getByText('Startseite')).toBeInTheDocument();
    expect(screen.queryByText('Anmeldeseite')).not.toBeInTheDocument();
  });

  it('with a token, protected pages render', () => {
    renderAt('/bookmarks', member);
    expect(screen.getByText('Merkliste')).toBeInTheDocument();
  });

  it('a non-admin on an admin route sees "Kein Zugriff" and never gets the admin app', async () => {
    const events = userEvent.setup();
    renderAt('/admin/users', member);

    // The page is a chunk of its own, loaded when it is needed.
    expect(await screen.findByRole('heading', { name: 'Kein Zugriff' })).toBeInTheDocument();
    expect(screen.getByText('Du hast leider keinen Zugriff auf diese Seite.')).toBeInTheDocument();
    expect(screen.queryByText('Admin-Bereich')).not.toBeInTheDocument();
    expect(adminApp).not.toHaveBeenCalled();

    await events.click(screen.getByRole('button', { name: 'Home' }));
    expect(screen.getByText('Startseite')).toBeInTheDocument();
  });

  it.each(['ADMIN', 'admin', 'Admin'])('role %s is an admin', (role) => {
    renderAt('/admin', { ...admin, role });
    expect(screen.getByText('Admin-Bereich')).toBeInTheDocument();
    expect(screen.queryByText('Kein Zugriff')).not.toBeInTheDocument();
  });

  it('ending the session sends the user to /login', async () => {
    renderAt('/', member);
    expect(screen.getByText('Startseite')).toBeInTheDocument();

    endSession();

    expect(await screen.findByText('Anmeldeseite')).toBeInTheDocument();
  });

  it('a 401 on a page ends the session: /login, with "Nicht autorisiert" still on screen', async () => {
    renderAt('/bookmarks', member, {
      'GET /bookmarks': () => json({ error: 'Sitzung abgelaufen' }, 401),
    });

    expect(await screen.findByText('Anmeldeseite')).toBeInTheDocument();
    expect(await screen.findByRole('alertdialog', { name: 'Nicht autorisiert' })).toHaveTextContent(
      'Deinen Anmeldung hat nicht geklappt oder ist abgelaufen. Bitte melde dich erneut an.',
    );
    expect(localStorage.getItem('token')).toBeNull();
  });
});
