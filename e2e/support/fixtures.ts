import {
  test as base,
  expect,
  type APIRequestContext,
  type APIResponse,
  type Page,
} from '@playwright/test';
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

/** Fails with the call, the status and the body when a setup request was not answered as expected. */
async function expectStatus(
  response: APIResponse,
  call: string,
  expected: readonly number[],
): Promise<void> {
  if (expected.includes(response.status())) return;
  throw new Error(
    `${call} answered ${response.status()} (expected ${expected.join(' or ')}): ${await response.text()}`,
  );
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
  await expectStatus(response, 'POST /api/auth/register', [201]);
}

export async function login(
  request: APIRequestContext,
  username: string,
  password: string,
): Promise<{ token: string; userId: string }> {
  const response = await request.post('/api/auth/login', { data: { username, password } });
  await expectStatus(response, 'POST /api/auth/login', [200]);
  return (await response.json()) as { token: string; userId: string };
}

/** A new user who has finished onboarding and has a profile, signed in through the API. */
export async function newSignedUpUser(
  request: APIRequestContext,
): Promise<Account & { userId: string; token: string }> {
  const account = newAccount();
  await register(request, account);
  const session = await login(request, account.username, account.password);
  const headers = { Authorization: session.token };
  const onboarding = await request.post('/api/settings', {
    headers,
    data: { key: 'onboarding_completed', value: 'true' },
  });
  await expectStatus(onboarding, 'POST /api/settings', [200, 201]);
  const profile = await request.post('/api/profiles/create', { headers, data: {} });
  await expectStatus(profile, 'POST /api/profiles/create', [200, 201]);
  return { ...account, ...session };
}

/** Puts a session into the page's localStorage before any script runs, as a real login would. */
export async function useSession(
  page: Page,
  session: { token: string; userId: string },
): Promise<void> {
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
  /** `page`, signed in as a new user, for tests that need nothing of the account itself. */
  userPage: Page;
  /** `page`, signed in as the bootstrap admin, for tests that need nothing of the session. */
  adminPage: Page;
}

export const test = base.extend<Fixtures>({
  signedInUser: async ({ page, request }, use) => {
    const user = await newSignedUpUser(request);
    await useSession(page, user);
    await use(user);
  },
  signedInAdmin: async ({ page, request }, use) => {
    const session = await login(request, admin.username, admin.password);
    await useSession(page, session);
    await use(session);
  },
  userPage: async ({ page, request }, use) => {
    await useSession(page, await newSignedUpUser(request));
    await use(page);
  },
  adminPage: async ({ page, request }, use) => {
    await useSession(page, await login(request, admin.username, admin.password));
    await use(page);
  },
});

export { expect, register };

/** The bottom tab bar. */
export const tabBar = (page: Page) => page.getByRole('navigation', { name: 'Hauptnavigation' });
