import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import type { App } from '../../src/app.ts';

/**
 * Who may do what, for every endpoint of the API, in one table: each row is one call, each
 * column one kind of caller. The resource suites test shapes and edge cases; this one makes sure
 * no endpoint was left open by accident.
 *
 *   anonymous – no token, and also an unknown token (both must be 401 where a login is needed)
 *   owner     – a user who owns the resource or takes part in it (own profile, bookmark, chat)
 *   other     – another user
 *   admin     – an ADMIN, who is not the owner
 *
 * `ok` is any 2xx or a redirect; the resource suites pin the exact success status.
 *
 * Every route the app registers needs at least one row: the test collects them with `onRoute`
 * and fails for a route without one, so a new endpoint cannot ship without its access rules.
 */
export type Expected = 'ok' | 400 | 401 | 403;
export type Role = 'anonymous' | 'owner' | 'other' | 'admin';

export type SignedIn = Exclude<Role, 'anonymous'>;

export interface Fixture {
  app: App;
  tokens: Record<SignedIn, string>;
  logins: Record<SignedIn, { username: string; password: string }>;
  owner: { id: string; username: string };
  partner: { id: string; token: string };
  jobId: string;
  companyId: string;
  courseId: string;
  ownerProfileId: string;
  chatId: string;
  ownerFile: string;
}

export interface Row {
  /**
   * `METHOD /path` as the route is registered below /api, with `{param}` for `:param`; anything
   * after a `?` or ` (` only tells rows of the same route apart.
   */
  name: string;
  /** Builds the request; called once per request sent, so that each gets fresh resources. */
  request: (fixture: Fixture) => Promise<InjectOptions> | InjectOptions;
  /** The token a signed-in role sends instead of its shared one (e.g. a session to end). */
  token?: (fixture: Fixture, role: SignedIn) => Promise<string>;
  expect: Record<Role, Expected>;
}

export const everyone: Row['expect'] = { anonymous: 'ok', owner: 'ok', other: 'ok', admin: 'ok' };
export const users: Row['expect'] = { anonymous: 401, owner: 'ok', other: 'ok', admin: 'ok' };
export const admins: Row['expect'] = { anonymous: 401, owner: 403, other: 403, admin: 'ok' };
export const ownerOnly: Row['expect'] = { anonymous: 401, owner: 'ok', other: 403, admin: 403 };

/** A new occupation for the admin rows: a fresh name each time, as names are unique. */
export const newOccupation = () => ({
  name: `Prüfberuf ${randomUUID().slice(0, 8)}`,
  kind: 'schulisch',
  kldb: '81302',
  summary: 'Du prüfst, ob jede Route ihre Rechte hat.',
});

export const json = (
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
): InjectOptions => ({
  method,
  url,
  ...(payload ? { payload } : {}),
});

/** A browser's push subscription at a known push service; no kind on, so nothing is sent. */
export function pushSubscription() {
  const ecdh = createECDH('prime256v1');
  return {
    subscription: {
      endpoint: `https://fcm.googleapis.com/fcm/send/${randomUUID()}`,
      keys: {
        p256dh: ecdh.generateKeys().toString('base64url'),
        auth: randomBytes(16).toString('base64url'),
      },
    },
    kinds: [],
  };
}

export async function asAdmin(fixture: Fixture, options: InjectOptions) {
  const response = await fixture.app.inject({
    ...options,
    headers: { ...options.headers, authorization: fixture.tokens.admin },
  });
  expect(response.statusCode, `${options.method} ${options.url}`).toBeLessThan(300);
  return response.json<{ id: string }>();
}

/** A fresh calendar feed address of the owner. */
export async function ownerFeed(fixture: Fixture) {
  const response = await fixture.app.inject({
    method: 'POST',
    url: '/api/calendar',
    headers: { authorization: fixture.tokens.owner },
  });
  return response.json<{ url: string }>().url;
}

export async function ownerBookmark(fixture: Fixture) {
  const { rows } = await fixture.app.db.query<{ id: string }>(
    `INSERT INTO course (name) VALUES ('Merkbarer Kurs') RETURNING id`,
  );
  const response = await fixture.app.inject({
    method: 'POST',
    url: '/api/bookmarks',
    headers: { authorization: fixture.tokens.owner },
    payload: { entityType: 'course', entityId: rows[0]!.id },
  });
  return response.json<{ id: string }>().id;
}

/** The owner's chat with `partnerId` (a pair has one chat, so a new partner means a new chat). */
export async function ownerChat(fixture: Fixture, partnerId = fixture.partner.id) {
  const response = await fixture.app.inject({
    method: 'POST',
    url: `/api/chats?userId=${partnerId}`,
    headers: { authorization: fixture.tokens.owner },
  });
  return response.json<{ chatId: string }>().chatId;
}

export const hintBodies = {
  quotes: { quote: 'Jeder Weg beginnt mit einem Schritt.' },
  applications: { shortTip: 'Sei pünktlich', longTip: 'Komm zehn Minuten vor dem Termin.' },
  learning: { emoji: '📚', title: 'Pausen', description: 'Alle 45 Minuten kurz aufstehen.' },
} as const;
