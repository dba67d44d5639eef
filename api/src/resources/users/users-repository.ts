import fp from 'fastify-plugin';
import type { Static } from 'typebox';
import type { Database } from '../../db/database.ts';
import { createSession, revokeSession } from '../../auth/tokens.ts';
import { badRequest } from '../../errors.ts';
import type { User } from '@kompass/contracts/schemas/auth';

declare module 'fastify' {
  interface FastifyInstance {
    /** Accounts and their credentials (sessions: `auth/tokens.ts`). */
    users: UsersRepository;
  }
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;

interface NewUser {
  username: string;
  email: string;
  name: string;
  passwordHash: string;
}

function duplicateError(usernameTaken: boolean) {
  return badRequest(
    usernameTaken
      ? 'Benutzername ist bereits vergeben.'
      : 'Diese E-Mail-Adresse wird bereits verwendet.',
  );
}

export function createUsersRepository(db: Database) {
  return {
    /** 400 when the username or (non-empty) e-mail address is taken, case-insensitively. */
    async assertAvailable(username: string, email: string): Promise<void> {
      const taken = await db.query<{ username_taken: boolean }>(
        `SELECT lower(username) = lower($1) AS username_taken FROM users
          WHERE lower(username) = lower($1) OR (lower(email) = lower($2) AND email <> '')
          ORDER BY 1 DESC LIMIT 1`,
        [username, email],
      );
      if (taken.rows[0]) throw duplicateError(taken.rows[0].username_taken);
    },

    /** The user and their credentials in one transaction; returns the new id. */
    async create({ username, email, name, passwordHash }: NewUser): Promise<string> {
      try {
        return await db.transaction(async (tx) => {
          const { rows } = await tx.query<{ id: string }>(
            'INSERT INTO users (username, email, name) VALUES ($1, $2, $3) RETURNING id',
            [username, email, name],
          );
          const userId = rows[0]!.id;
          await tx.query('INSERT INTO credentials (user_id, password_hash) VALUES ($1, $2)', [
            userId,
            passwordHash,
          ]);
          return userId;
        });
      } catch (error) {
        // Someone registered the same name or address between the check and the insert.
        const constraint = (error as { constraint?: string }).constraint;
        if (constraint === 'users_username_lower_key') throw duplicateError(true);
        if (constraint === 'users_email_lower_key') throw duplicateError(false);
        throw error;
      }
    },

    /** Id and password hash for a login, by username (case-insensitive). */
    async findCredentials(username: string) {
      const { rows } = await db.query<{ id: string; password_hash: string | null }>(
        `SELECT u.id, c.password_hash
           FROM users u LEFT JOIN credentials c ON c.user_id = u.id
          WHERE lower(u.username) = lower($1)`,
        [username],
      );
      return rows[0];
    },

    async findById(userId: string): Promise<Static<typeof User> | undefined> {
      const { rows } = await db.query<Static<typeof User>>(
        'SELECT id, username, name, email, role FROM users WHERE id = $1',
        [userId],
      );
      return rows[0];
    },

    /** A new session for the user; returns its token (only its hash is stored). */
    startSession: (userId: string): Promise<string> => createSession(db, userId),

    /** Ends the session of this token, if there is one. */
    endSession: (token: string): Promise<void> => revokeSession(db, token),
  };
}

export default fp(
  async (fastify) => {
    fastify.decorate('users', createUsersRepository(fastify.db));
  },
  { name: 'users-repository', dependencies: ['db'] },
);
