import { randomBytes } from 'node:crypto';
import type { Database, Queryable } from '../db/database.ts';
import { hashPassword, verifyPassword } from './passwords.ts';

/** Serialises the admin check of several instances starting at once. */
const ADMIN_LOCK = 724_002;

export interface GeneratedAdmin {
  username: string;
  password: string;
}

/**
 * Makes sure an administrator can log in:
 * - with `configured` (ADMIN_USERNAME/ADMIN_PASSWORD): that account exists, is ADMIN and has that password;
 * - otherwise, when no ADMIN exists at all, an 'admin' account with a random password is created
 *   and returned, so it can be shown once.
 */
export async function ensureAdmin(
  db: Database,
  configured: { username: string; password: string } | null,
): Promise<GeneratedAdmin | null> {
  // Hash outside the transaction: it takes a while and needs no lock.
  const generatedPassword = randomBytes(18).toString('base64url');
  const password = configured?.password ?? generatedPassword;
  const passwordHash = await hashPassword(password);

  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [ADMIN_LOCK]);
    if (configured) {
      await upsertConfiguredAdmin(tx, configured, passwordHash);
      return null;
    }
    const admins = await tx.query(`SELECT 1 FROM users WHERE upper(role) = 'ADMIN' LIMIT 1`);
    if (admins.rows.length > 0) return null;
    const username = await freeUsername(tx, 'admin');
    await insertUser(tx, username, passwordHash);
    return { username, password: generatedPassword };
  });
}

async function upsertConfiguredAdmin(
  tx: Queryable,
  configured: { username: string; password: string },
  passwordHash: string,
) {
  const { rows } = await tx.query<{ id: string; password_hash: string | null }>(
    `SELECT u.id, c.password_hash
       FROM users u LEFT JOIN credentials c ON c.user_id = u.id
      WHERE lower(u.username) = lower($1)`,
    [configured.username],
  );
  const existing = rows[0];
  if (!existing) {
    await insertUser(tx, configured.username, passwordHash);
    return;
  }
  await tx.query(`UPDATE users SET role = 'ADMIN' WHERE id = $1 AND upper(role) <> 'ADMIN'`, [
    existing.id,
  ]);
  // Keep the stored hash (and its salt) when the password is unchanged.
  if (!(await verifyPassword(existing.password_hash, configured.password))) {
    await tx.query(
      `INSERT INTO credentials (user_id, password_hash) VALUES ($1, $2)
       ON CONFLICT (user_id) DO UPDATE SET password_hash = EXCLUDED.password_hash`,
      [existing.id, passwordHash],
    );
  }
}

async function insertUser(tx: Queryable, username: string, passwordHash: string) {
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO users (username, name, role) VALUES ($1, $1, 'ADMIN') RETURNING id`,
    [username],
  );
  await tx.query('INSERT INTO credentials (user_id, password_hash) VALUES ($1, $2)', [
    rows[0]!.id,
    passwordHash,
  ]);
}

/** 'admin', or 'admin2', 'admin3', … when someone already registered that name. */
async function freeUsername(tx: Queryable, base: string): Promise<string> {
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? base : `${base}${n}`;
    const taken = await tx.query('SELECT 1 FROM users WHERE lower(username) = $1', [candidate]);
    if (taken.rows.length === 0) return candidate;
  }
}
