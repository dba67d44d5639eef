import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { admin } from './environment.ts';

export interface Account {
  username: string;
  password: string;
  name: string;
  email: string;
}

export function newAccount(): Account {
  const suffix = randomUUID().slice(0, 8);
  return {
    username: `lea_${suffix}`,
    password: 'sicheres-passwort',
    name: `Lea ${suffix}`,
    email: `lea_${suffix}@example.org`,
  };
}

async function register(request: APIRequestContext, account: Account): Promise<void> {
  const response = await request.post('/api/auth/register', {
    data: {
      username: account.username,
      password: account.password,
      name: account.name,
      email: account.email,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

async function login(
  request: APIRequestContext,
  username: string,
  password: string,
): Promise<{ token: string; userId: string }> {
  const response = await request.post('/api/auth/login', { data: { username, password } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as { token: string; userId: string };
}

/** Puts a session into the page's localStorage before any script runs, as a real login would. */
async function useSession(page: Page, session: { token: string; userId: string }): Promise<void> {
  await page.addInitScript(({ token, userId }) => {
    if (!localStorage.getItem('token')) {
      localStorage.setItem('token', token);
      localStorage.setItem('userId', userId);
    }
  }, session);
}

interface Fixtures {
  /** A registered user who has finished onboarding, signed in in `page`. */
  signedInUser: Account & { userId: string; token: string };
  /** The bootstrap admin, signed in in `page`. */
  signedInAdmin: { userId: string; token: string };
}

export const test = base.extend<Fixtures>({
  signedInUser: async ({ page, request }, use) => {
    const account = newAccount();
    await register(request, account);
    const session = await login(request, account.username, account.password);
    const headers = { Authorization: session.token };
    await request.post('/api/settings', {
      headers,
      data: { key: 'onboarding_completed', value: 'true' },
    });
    await request.post('/api/profiles/create', { headers, data: {} });
    await useSession(page, session);
    await use({ ...account, ...session });
  },
  signedInAdmin: async ({ page, request }, use) => {
    const session = await login(request, admin.username, admin.password);
    await useSession(page, session);
    await use(session);
  },
});

export { expect, register };

/** The bottom tab bar. */
export const tabBar = (page: Page) => page.getByRole('navigation', { name: 'Hauptnavigation' });
