import {
  appStore,
  queryClient,
  Route,
  Routes,
  tokenAtom,
  useSignOut,
  type User,
} from '@kompass/shared';
import { createFakeApi, renderWithProviders } from '@kompass/shared/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RedirectIfSignedIn, RequireSession } from '../access/guards';
import { SignOutProvider } from './sign-out-provider';

const member: User = {
  id: 'user-1',
  username: 'mia',
  name: 'Mia Muster',
  email: 'mia@example.org',
  role: 'USER',
};

function SignOutButton() {
  const signOut = useSignOut();
  return (
    <button type="button" onClick={() => void signOut()}>
      Abmelden
    </button>
  );
}

describe('SignOutProvider', () => {
  it('revokes the token, clears session and cache, and goes to /login', async () => {
    const fake = createFakeApi({ 'POST /auth/logout': () => new Response(null, { status: 204 }) });
    const events = userEvent.setup();
    renderWithProviders(
      <SignOutProvider>
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
            <Route path="/profile" element={<SignOutButton />} />
          </Route>
        </Routes>
      </SignOutProvider>,
      { fetch: fake.fetch, user: member, route: '/profile', path: '/*' },
    );
    queryClient.setQueryData(['bookmarks'], ['secret']);

    await events.click(screen.getByRole('button', { name: 'Abmelden' }));

    expect(await screen.findByText('Anmeldeseite')).toBeInTheDocument();
    const logout = fake.requests.find((request) => request.path === '/auth/logout');
    expect(logout?.method).toBe('POST');
    expect(logout?.headers.get('Authorization')).toBe('test-token');
    expect(appStore.get(tokenAtom)).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(queryClient.getQueryData(['bookmarks'])).toBeUndefined();
  });

  it('still signs out when the server cannot be reached', async () => {
    const fake = createFakeApi({
      'POST /auth/logout': () => Promise.reject(new TypeError('offline')),
    });
    const events = userEvent.setup();
    renderWithProviders(
      <SignOutProvider>
        <Routes>
          <Route path="/login" element={<p>Anmeldeseite</p>} />
          <Route path="/profile" element={<SignOutButton />} />
        </Routes>
      </SignOutProvider>,
      { fetch: fake.fetch, user: member, route: '/profile', path: '/*' },
    );
    await events.click(screen.getByRole('button', { name: 'Abmelden' }));
    expect(await screen.findByText('Anmeldeseite')).toBeInTheDocument();
    expect(appStore.get(tokenAtom)).toBeNull();
  });
});
