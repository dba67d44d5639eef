import { appStore, tokenAtom } from '@kompass/shared';
import { createFakeApi, json, renderWithProviders } from '@kompass/shared/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { me, other, otherProfile, ownProfile } from '../testing/fixtures';
import ProfilePage from './profile-page';

function api() {
  return createFakeApi({
    [`GET /profiles?search=${me.id}`]: () => json({ content: [ownProfile], total: 1 }),
    [`GET /profiles?search=${other.id}`]: () => json({ content: [otherProfile], total: 1 }),
    'POST /auth/logout': () => new Response(null, { status: 204 }),
    'GET /interests': () =>
      json({
        dimensions: { R: 1, I: 0.5, A: 0, S: 0, E: 0, C: 0 },
        code: 'RI',
        answered: 10,
        source: 'onboarding',
      }),
  });
}

function renderPage(userId: string, fake = api()) {
  renderWithProviders(<ProfilePage />, {
    fetch: fake.fetch,
    user: me,
    route: `/profile/${userId}`,
    path: '/profile/:userId',
    otherRoutes: { '/login': <p>Anmeldeseite</p> },
  });
  return fake;
}

describe('./Profile', () => {
  it('shows the account area with ‘Abmelden’ on one’s own profile, which signs out', async () => {
    const events = userEvent.setup();
    const fake = renderPage(me.id);
    expect(await screen.findByRole('region', { name: 'Konto' })).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Abmelden' }));
    expect(await screen.findByText('Anmeldeseite')).toBeInTheDocument();
    expect(fake.requests.some((request) => request.path === '/auth/logout')).toBe(true);
    expect(appStore.get(tokenAtom)).toBeNull();
  });

  it('shows the account area only under the loaded profile, so it never jumps down', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fake = createFakeApi({
      [`GET /profiles?search=${me.id}`]: () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    renderPage(me.id, fake);
    expect(await screen.findByRole('status')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Konto' })).not.toBeInTheDocument();
    answer(json({ content: [ownProfile], total: 1 }));
    expect(await screen.findByRole('region', { name: 'Konto' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toBeVisible();
  });

  it('has no account area on someone else’s profile', async () => {
    renderPage(other.id);
    expect(await screen.findByRole('heading', { level: 1, name: 'Tom Becker' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Konto' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Abmelden' })).not.toBeInTheDocument();
  });

  it('shows ‘Meine Interessen’ on one’s own profile only, and never asks for anyone else’s', async () => {
    renderPage(me.id);
    expect(await screen.findByRole('region', { name: 'Meine Interessen' })).toBeInTheDocument();

    const fake = renderPage(other.id);
    expect(await screen.findByRole('heading', { level: 1, name: 'Tom Becker' })).toBeVisible();
    expect(screen.getAllByRole('region', { name: 'Meine Interessen' })).toHaveLength(1);
    expect(fake.requests.some((request) => request.path.startsWith('/interests'))).toBe(false);
  });
});
