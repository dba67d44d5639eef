import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database.ts';

export const SESSION_DAYS = 30;

/** 256 random bits, base64url: 43 characters. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

const tokenFormat = /^[A-Za-z0-9_-]{43}$/;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The raw token from an Authorization header: `<token>` or `Bearer <token>`; null if malformed. */
export function tokenFromHeader(header: string | undefined): string | null {
  if (!header) return null;
  const token = header.trim().replace(/^Bearer\s+/i, '');
  return tokenFormat.test(token) ? token : null;
}

export interface Session {
  tokenHash: string;
  userId: string;
  username: string;
  role: string;
  /** Epoch milliseconds. */
  expiresAt: number;
}

export async function createSession(db: Queryable, userId: string): Promise<string> {
  const token = newToken();
  await db.query(
    `INSERT INTO sessions (token_hash, user_id, expires_at)
     VALUES ($1, $2, now() + make_interval(days => $3))`,
    [hashToken(token), userId, SESSION_DAYS],
  );
  return token;
}

/** The live session of a token (by its hash), or null when it is unknown or expired. */
export async function findSessionByHash(db: Queryable, tokenHash: string): Promise<Session | null> {
  const { rows } = await db.query<{
    user_id: string;
    username: string;
    role: string;
    expires_at: Date | string;
  }>(
    `SELECT s.user_id, u.username, u.role, s.expires_at
       FROM sessions s JOIN users u ON u.id = s.user_id
      WHERE s.token_hash = $1 AND s.expires_at > now()`,
    [tokenHash],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    tokenHash,
    userId: row.user_id,
    username: row.username,
    role: row.role,
    expiresAt: new Date(row.expires_at).getTime(),
  };
}

export async function revokeSession(db: Queryable, token: string): Promise<void> {
  await db.query('DELETE FROM sessions WHERE token_hash = $1', [hashToken(token)]);
}

/** Expired sessions are useless; removing them keeps the table small. */
export async function deleteExpiredSessions(db: Queryable): Promise<void> {
  await db.query('DELETE FROM sessions WHERE expires_at <= now()');
}
