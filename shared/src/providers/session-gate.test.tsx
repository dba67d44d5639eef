import { render, screen } from '@testing-library/react';
import { useAtomValue } from 'jotai';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../api/client';
import type { User } from '../api/types';
import { currentUserAtom, endSession, getToken, tokenAtom } from '../auth/session';
import { appStore } from '../store';
import { createFakeApi, json } from '../testing/fake-api';
import { AppProviders } from './app-providers';
import {
  adoptEarlySessionCheck,
  earlySessionCheckSettled,
  type EarlySessionCheck,
} from './session-gate';

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

/** What the page's inline script leaves behind (api/src/plugins/app/shell-page.ts). */
function earlyCheck(answer: Promise<User | null>, token = 'stored-token'): EarlySessionCheck {
  const check: EarlySessionCheck = { token, answer };
  void answer.then((user) => (check.user = user));
  return check;
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
    window.__kompassSessionCheck = earlyCheck(Promise.resolve(lena));
    const fake = renderSignedIn(() => json({ error: 'Nicht autorisiert' }, 401));

    expect(await screen.findByText('Hallo Lena Berg')).toBeVisible();
    expect(fake.requests.filter((request) => request.path === '/auth/info')).toEqual([]);
    expect(window.__kompassSessionCheck).toBeUndefined();
  });

  it('asks through the API client when the early answer is not a success', async () => {
    // The page's script answers null for anything but a plain success (here a 502).
    window.__kompassSessionCheck = earlyCheck(Promise.resolve(null));
    const fake = renderSignedIn(() => json(lena));

    expect(await screen.findByText('Hallo Lena Berg')).toBeVisible();
    const asked = fake.requests.filter((request) => request.path === '/auth/info');
    expect(asked).toHaveLength(1);
    expect(asked[0]!.headers.get('Authorization')).toBe('stored-token');
  });

  it('asks through the API client when the early request failed', async () => {
    window.__kompassSessionCheck = {
      token: 'stored-token',
      answer: Promise.reject(new TypeError('Failed to fetch')),
    };
    const fake = renderSignedIn(() => json(lena));

    expect(await screen.findByText('Hallo Lena Berg')).toBeVisible();
    expect(fake.requests.filter((request) => request.path === '/auth/info')).toHaveLength(1);
  });

  it('asks anew when the page asked with another token', async () => {
    window.__kompassSessionCheck = earlyCheck(Promise.resolve(lena), 'older-token');
    const fake = renderSignedIn(() => json(lena));

    expect(await screen.findByText('Hallo Lena Berg')).toBeVisible();
    expect(fake.requests.filter((request) => request.path === '/auth/info')).toHaveLength(1);
  });
});

describe('adoptEarlySessionCheck', () => {
  beforeEach(() => {
    endSession();
    appStore.set(tokenAtom, 'stored-token');
  });
  afterEach(() => {
    delete window.__kompassSessionCheck;
    endSession();
  });

  it('renders the page at once, without a loading state, when the answer is already there', async () => {
    const check = earlyCheck(Promise.resolve(lena));
    await check.answer;
    window.__kompassSessionCheck = check;

    adoptEarlySessionCheck();
    const fake = renderSignedIn(() => json({ error: 'Nicht autorisiert' }, 401));

    // The very first render shows the page: no await, no spinner in between.
    expect(screen.getByText('Hallo Lena Berg')).toBeVisible();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(appStore.get(currentUserAtom)).toEqual(lena);
    expect(fake.requests.filter((request) => request.path === '/auth/info')).toEqual([]);
    expect(window.__kompassSessionCheck).toBeUndefined();
  });

  it('leaves a check still under way to the gate, which waits for it', async () => {
    let answer!: (user: User) => void;
    window.__kompassSessionCheck = earlyCheck(new Promise<User>((resolve) => (answer = resolve)));

    adoptEarlySessionCheck();
    expect(appStore.get(currentUserAtom)).toBeNull();
    const fake = renderSignedIn(() => json({ error: 'Nicht autorisiert' }, 401));
    expect(screen.getByRole('status')).toBeInTheDocument();

    answer(lena);
    expect(await screen.findByText('Hallo Lena Berg')).toBeVisible();
    expect(fake.requests.filter((request) => request.path === '/auth/info')).toEqual([]);
  });

  it('lets the shell wait for the answer, whatever it is', async () => {
    await expect(earlySessionCheckSettled()).resolves.toBeUndefined();
    let answer!: (user: User | null) => void;
    const check = earlyCheck(new Promise<User | null>((resolve) => (answer = resolve)));
    window.__kompassSessionCheck = check;
    const settled = earlySessionCheckSettled();
    answer(lena);
    await settled;
    expect(check.user).toEqual(lena);

    window.__kompassSessionCheck = {
      token: 'stored-token',
      answer: Promise.reject(new Error('x')),
    };
    await expect(earlySessionCheckSettled()).resolves.toBeUndefined();
  });

  it('ignores an answer for another token and one that is no user', async () => {
    for (const check of [
      earlyCheck(Promise.resolve(lena), 'older-token'),
      earlyCheck(Promise.resolve({ error: 'kaputt' } as unknown as User)),
      earlyCheck(Promise.resolve(null)),
    ]) {
      await check.answer;
      window.__kompassSessionCheck = check;
      adoptEarlySessionCheck();
      expect(appStore.get(currentUserAtom)).toBeNull();
      expect(appStore.get(tokenAtom)).toBe('stored-token');
    }
  });
});
