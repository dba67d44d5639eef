import { render, screen } from '@testing-library/react';
import { useAtomValue } from 'jotai';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../api/client';
import type { User } from '../api/types';
import { currentUserAtom, endSession, getToken, tokenAtom } from '../auth/session';
import { appStore } from '../store';
import { createFakeApi, json } from '../testing/fake-api';
import { AppProviders } from './app-providers';

const lena: User = {
  id: '7',
  username: 'lena',
  name: 'Lena Berg',
  email: 'lena@example.org',
  role: 'USER',
};

function Greeting() {
  const user = useAtomValue(currentUserAtom);
  return <p>Hallo {user?.name}</p>;
}

function renderSignedIn(infoAnswer: () => Response) {
  const fake = createFakeApi({ 'GET /auth/info': infoAnswer }, '/api');
  const api = createApiClient({
    baseUrl: 'http://localhost/api',
    getToken,
    fetch: fake.fetch,
    onError: () => undefined,
  });
  const config = { apiBaseUrl: 'http://localhost/api', objectBaseUrl: '/files/', remotes: [] };
  render(
    <AppProviders services={{ config, api }}>
      <Greeting />
    </AppProviders>,
  );
  return fake;
}

describe('SessionGate with the session check the page started', () => {
  beforeEach(() => {
    endSession();
    // A token stored by an earlier visit; the user is not confirmed yet.
    appStore.set(tokenAtom, 'stored-token');
  });
  afterEach(() => {
    delete window.__kompassSessionCheck;
    endSession();
  });

  it('uses the answer index.html already asked for instead of asking again', async () => {
    window.__kompassSessionCheck = Promise.resolve(json(lena));
    const fake = renderSignedIn(() => json({ error: 'Nicht autorisiert' }, 401));

    expect(await screen.findByText('Hallo Lena Berg')).toBeVisible();
    expect(fake.requests.filter((request) => request.path === '/auth/info')).toEqual([]);
    expect(window.__kompassSessionCheck).toBeUndefined();
  });

  it('asks through the API client when the early answer is not a success', async () => {
    window.__kompassSessionCheck = Promise.resolve(json({ error: 'Serverfehler' }, 502));
    const fake = renderSignedIn(() => json(lena));

    expect(await screen.findByText('Hallo Lena Berg')).toBeVisible();
    const asked = fake.requests.filter((request) => request.path === '/auth/info');
    expect(asked).toHaveLength(1);
    expect(asked[0]!.headers.get('Authorization')).toBe('stored-token');
  });

  it('asks through the API client when the early request failed on the network', async () => {
    window.__kompassSessionCheck = Promise.reject(new TypeError('Failed to fetch'));
    const fake = renderSignedIn(() => json(lena));

    expect(await screen.findByText('Hallo Lena Berg')).toBeVisible();
    expect(fake.requests.filter((request) => request.path === '/auth/info')).toHaveLength(1);
  });
});
