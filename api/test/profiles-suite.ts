import { afterAll, beforeAll, expect } from 'vitest';
import type { App } from '../src/app.ts';
import { adminToken, build, type DatabaseKind, signUp } from './helper.ts';

export function without(object: object, key: string): object {
  return Object.fromEntries(Object.entries(object).filter(([name]) => name !== key));
}

/**
 * Starts an app on the given database with an admin token for the calling `describe`, and the
 * requests the profile page test files share. The fields of `pages` are set in `beforeAll`.
 */
export function profilePages(kind: DatabaseKind) {
  const pages = {} as { app: App; admin: string };
  beforeAll(async () => {
    pages.app = await build(kind);
    pages.admin = await adminToken(pages.app);
  });
  afterAll(async () => {
    await pages.app.close();
  });

  /** A signed-up user with a profile: `{ id, token, profileId, … }`. */
  async function member(overrides: Parameters<typeof signUp>[1] = {}) {
    const user = await signUp(pages.app, overrides);
    const response = await pages.app.inject({
      method: 'POST',
      url: '/api/profiles/create',
      headers: { authorization: user.token },
    });
    expect(response.statusCode).toBe(201);
    return { ...user, profileId: response.json<{ id: string }>().id };
  }

  const call = (method: 'GET' | 'POST', url: string, authorization?: string, payload?: object) =>
    pages.app.inject({
      method,
      url: `/api${url}`,
      headers: authorization ? { authorization } : {},
      ...(payload ? { payload } : {}),
    });

  return { pages, member, call };
}
