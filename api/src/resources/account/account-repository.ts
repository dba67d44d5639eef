import fp from 'fastify-plugin';
import type { Database } from '../../db/database.ts';
import { badRequest } from '../../errors.ts';
import type { FileStore } from '../../files/store.ts';
import type { ProfileWithEvidence } from '../../interests/profile.ts';
import type { InterestsRepository } from '../interests/interests-repository.ts';
import {
  DELETED_ACCOUNT_NAME,
  type AccountExport,
  type InterestExport,
} from '@kompass/contracts/schemas/account';
import { profileColumns, toProfile, type ProfileRow } from '../profiles/profile-rows.ts';
import { pushKinds, pushSettingKey } from '@kompass/contracts/schemas/push';

declare module 'fastify' {
  interface FastifyInstance {
    account: AccountRepository;
  }
}

export type AccountRepository = ReturnType<typeof createAccountRepository>;

/** timestamptz → epoch milliseconds (pg answers a Date, PGlite too). */
const millis = (value: Date | string | number) => new Date(value).getTime();

export const lastAdminMessage =
  'Du bist der letzte Administrator. Ernenne zuerst eine andere Person zum Administrator, bevor du dein Konto löschst.';

/**
 * The interest profile as 'Für dich' uses it, with how it came about and the answers behind each
 * dimension; null when there is none (no answers, never adjusted).
 */
function exportedInterests({ profile, evidence }: ProfileWithEvidence): InterestExport | null {
  if (profile.source === 'onboarding' && profile.answered === 0) return null;
  return {
    ...profile,
    derivation:
      profile.source === 'edited'
        ? 'Von dir selbst eingestellt („Meine Interessen“ → „Anpassen“). Deine Antworten im Interessen-Check stehen unter „settings“.'
        : `Automatisch berechnet aus ${profile.answered === 1 ? '1 Antwort' : `${profile.answered} Antworten`} im Interessen-Check (unter „settings“): Jede Antwort zählt für die Richtungen, für die sie steht; die häufigste Richtung hat den Wert 1, die anderen sind im Verhältnis dazu.`,
    answersBehind: evidence,
  };
}

/**
 * The caller's own account as a whole: everything stored about them (export) and deleting it
 * with all their data. Reads across the tables of other resources on purpose: it is the one
 * place that has to know every table that holds a user's data.
 */
export function createAccountRepository(
  db: Database,
  store: FileStore,
  interests: InterestsRepository,
) {
  return {
    /** Everything stored about the user; undefined when the user does not exist. */
    async export(userId: string): Promise<AccountExport | undefined> {
      const account = await db.query<{
        id: string;
        username: string;
        name: string;
        email: string;
        role: string;
      }>('SELECT id, username, name, email, role FROM users WHERE id = $1', [userId]);
      const user = account.rows[0];
      if (!user) return undefined;

      const [
        settings,
        profile,
        avatar,
        bookmarks,
        followedProfiles,
        followedCompanies,
        ratedProfiles,
        ratedCompanies,
        chats,
        messages,
        blocked,
        reports,
        files,
        statusChanges,
        calendarFeed,
        pushSubscriptions,
      ] = await Promise.all([
        db.query<{ key: string; value: string | null }>(
          'SELECT key, value FROM settings WHERE user_id = $1 ORDER BY key',
          [userId],
        ),
        db.query<ProfileRow>(`SELECT ${profileColumns} FROM profiles WHERE user_id = $1`, [userId]),
        db.query<{ object_name: string }>('SELECT object_name FROM avatars WHERE user_id = $1', [
          userId,
        ]),
        db.query<{
          id: string;
          entity_type: string;
          entity_id: string;
          name: string;
          created_at: Date;
          status: string;
          deadline: string | null;
          note: string;
        }>(
          `SELECT b.id, b.entity_type, coalesce(b.job_id, b.company_id, b.course_id) AS entity_id,
                  coalesce(j.name, c.name, co.name, '') AS name, b.created_at,
                  b.status, to_char(b.deadline, 'YYYY-MM-DD') AS deadline, b.note
             FROM bookmarks b
             LEFT JOIN job j ON j.id = b.job_id
             LEFT JOIN company c ON c.id = b.company_id
             LEFT JOIN course co ON co.id = b.course_id
            WHERE b.user_id = $1
            ORDER BY b.created_at, b.id`,
          [userId],
        ),
        db.query<{ user_id: string; name: string }>(
          `SELECT p.user_id, p.display_name AS name
             FROM profile_follows f JOIN profiles p ON p.id = f.profile_id
            WHERE f.follower_id = $1 ORDER BY lower(p.display_name), p.user_id`,
          [userId],
        ),
        db.query<{ company_id: string; name: string }>(
          `SELECT c.id AS company_id, c.name
             FROM company_follow f JOIN company c ON c.id = f.company_id
            WHERE f.user_id = $1 ORDER BY lower(c.name), c.id`,
          [userId],
        ),
        db.query<{ user_id: string; name: string; rating: number }>(
          `SELECT p.user_id, p.display_name AS name, r.rating
             FROM profile_ratings r JOIN profiles p ON p.id = r.profile_id
            WHERE r.rater_id = $1 ORDER BY lower(p.display_name), p.user_id`,
          [userId],
        ),
        db.query<{ company_id: string; name: string; rating: number }>(
          `SELECT c.id AS company_id, c.name, r.rating
             FROM company_rating r JOIN company c ON c.id = r.company_id
            WHERE r.user_id = $1 ORDER BY lower(c.name), c.id`,
          [userId],
        ),
        db.query<{ id: string; other: string | null; hidden_at: string | number | null }>(
          `SELECT c.id, other.username AS other,
                  CASE WHEN c.user_low = $1 THEN c.low_hidden_at ELSE c.high_hidden_at END
                    AS hidden_at
             FROM chats c
             LEFT JOIN users other
               ON other.id = CASE WHEN c.user_low = $1 THEN c.user_high ELSE c.user_low END
            WHERE c.user_low = $1 OR c.user_high = $1
            ORDER BY c.created_at, c.id`,
          [userId],
        ),
        db.query<{
          id: string;
          chat_id: string;
          sender_id: string | null;
          content: string;
          sent_at: string | number;
        }>(
          `SELECT m.id, m.chat_id, m.sender_id, m.content, m.sent_at
             FROM messages m JOIN chats c ON c.id = m.chat_id
            WHERE c.user_low = $1 OR c.user_high = $1
            ORDER BY m.chat_id, m.sent_at`,
          [userId],
        ),
        db.query<{ username: string; created_at: Date }>(
          `SELECT u.username, b.created_at
             FROM chat_blocks b JOIN users u ON u.id = b.blocked_id
            WHERE b.blocker_id = $1 ORDER BY b.created_at, u.username`,
          [userId],
        ),
        db.query<{
          id: string;
          reported_username: string;
          reason: string;
          details: string;
          created_at: Date;
          resolved: boolean;
        }>(
          `SELECT id, reported_username, reason, details, created_at,
                  resolved_at IS NOT NULL AS resolved
             FROM chat_reports WHERE reporter_id = $1 ORDER BY created_at, id`,
          [userId],
        ),
        db.query<{ object_name: string; content_type: string; size: number; created_at: Date }>(
          `SELECT object_name, content_type, size, created_at FROM files
            WHERE user_id = $1 ORDER BY created_at, object_name`,
          [userId],
        ),
        db.query<{ bookmark_id: string; status: string; changed_at: Date }>(
          `SELECT s.bookmark_id, s.status, s.changed_at
             FROM bookmark_status_changes s JOIN bookmarks b ON b.id = s.bookmark_id
            WHERE b.user_id = $1 ORDER BY s.id`,
          [userId],
        ),
        db.query<{ created_at: Date }>('SELECT created_at FROM calendar_feeds WHERE user_id = $1', [
          userId,
        ]),
        db.query<{ endpoint: string; created_at: Date }>(
          'SELECT endpoint, created_at FROM push_subscriptions WHERE user_id = $1 ORDER BY created_at',
          [userId],
        ),
      ]);

      // The profile Kompass uses: adjusted by the user, or derived from their answers.
      const interestProfile = await interests.withEvidence(userId);

      const profileRow = profile.rows[0];
      return {
        exportedAt: Date.now(),
        account: {
          id: user.id,
          username: user.username,
          name: user.name,
          email: user.email,
          role: user.role,
        },
        settings: settings.rows,
        profile: profileRow ? toProfile(profileRow) : null,
        avatar: avatar.rows[0]?.object_name ?? null,
        bookmarks: bookmarks.rows.map((row) => ({
          id: row.id,
          entityType: row.entity_type,
          entityId: row.entity_id,
          name: row.name,
          createdAt: millis(row.created_at),
          status: row.status,
          deadline: row.deadline,
          note: row.note,
          statusHistory: [
            { status: 'saved', changedAt: millis(row.created_at) },
            ...statusChanges.rows
              .filter((change) => change.bookmark_id === row.id)
              .map((change) => ({ status: change.status, changedAt: millis(change.changed_at) })),
          ],
        })),
        calendarFeed: calendarFeed.rows[0]
          ? { active: true, createdAt: millis(calendarFeed.rows[0].created_at) }
          : { active: false, createdAt: null },
        pushSubscriptions: pushSubscriptions.rows.map((row) => ({
          host: new URL(row.endpoint).host,
          createdAt: millis(row.created_at),
          kinds: pushKinds.filter((kind) =>
            settings.rows.some((row) => row.key === pushSettingKey[kind] && row.value === 'true'),
          ),
        })),
        follows: {
          profiles: followedProfiles.rows.map((row) => ({ userId: row.user_id, name: row.name })),
          companies: followedCompanies.rows.map((row) => ({
            companyId: row.company_id,
            name: row.name,
          })),
        },
        ratingsGiven: {
          profiles: ratedProfiles.rows.map((row) => ({
            userId: row.user_id,
            name: row.name,
            rating: row.rating,
          })),
          companies: ratedCompanies.rows.map((row) => ({
            companyId: row.company_id,
            name: row.name,
            rating: row.rating,
          })),
        },
        chats: chats.rows.map((chat) => ({
          chatId: chat.id,
          with: chat.other ?? DELETED_ACCOUNT_NAME,
          // 0 only marks a chat the other opened and nobody wrote in: nothing was deleted.
          deletedForMeUntil: Number(chat.hidden_at) > 0 ? Number(chat.hidden_at) : null,
          messages: messages.rows
            .filter((message) => message.chat_id === chat.id)
            .map((message) => ({
              id: message.id,
              fromMe: message.sender_id === userId,
              content: message.content,
              timestamp: Number(message.sent_at),
            })),
        })),
        blocked: blocked.rows.map((row) => ({
          username: row.username,
          since: millis(row.created_at),
        })),
        reports: reports.rows.map((row) => ({
          id: row.id,
          reported: row.reported_username,
          reason: row.reason,
          details: row.details,
          createdAt: millis(row.created_at),
          resolved: row.resolved,
        })),
        files: files.rows.map((row) => ({
          objectName: row.object_name,
          contentType: row.content_type,
          size: row.size,
          uploadedAt: millis(row.created_at),
        })),
        interestProfile: exportedInterests(interestProfile),
      };
    },

    /**
     * Deletes the account with its credentials, sessions, settings, interest profile, profile,
     * bookmarks (with their status history), calendar feed, follows,
     * ratings and uploaded files (the cascades of the schema do most of it). Chats stay for the
     * other person, with this participant shown as deleted (migration 008); what the other person
     * has deleted for themself goes, and a chat nobody would see any more is removed. The last admin cannot delete themself (400).
     * The files' bytes are removed from the store once the deletion is committed. False when the
     * user does not exist.
     */
    async delete(userId: string): Promise<boolean> {
      const deleted = await db.transaction(async (tx) => {
        const user = await tx.query<{ role: string }>(
          'SELECT role FROM users WHERE id = $1 FOR UPDATE',
          [userId],
        );
        const role = user.rows[0]?.role;
        if (role === undefined) return null;
        if (role.toUpperCase() === 'ADMIN') {
          // Locks every admin row, so two admins deleting themselves at once cannot both pass.
          const admins = await tx.query(
            `SELECT id FROM users WHERE upper(role) = 'ADMIN' ORDER BY id FOR UPDATE`,
          );
          if (admins.rows.length <= 1) throw badRequest(lastAdminMessage);
        }
        const files = await tx.query<{ object_name: string }>(
          'DELETE FROM files WHERE user_id = $1 RETURNING object_name',
          [userId],
        );
        // Chats the other person deleted for themself, or whose account is gone, would be seen
        // by nobody, and so would the messages the other person deleted (migration 018).
        await tx.query(
          `DELETE FROM chats
            WHERE (user_low = $1 AND (user_high IS NULL OR high_hidden_at >= last_message_at))
               OR (user_high = $1 AND (user_low IS NULL OR low_hidden_at >= last_message_at))`,
          [userId],
        );
        await tx.query(
          `DELETE FROM messages m USING chats c
            WHERE m.chat_id = c.id
              AND ((c.user_low = $1 AND m.sent_at <= c.high_hidden_at)
                OR (c.user_high = $1 AND m.sent_at <= c.low_hidden_at))`,
          [userId],
        );
        await tx.query('DELETE FROM users WHERE id = $1', [userId]);
        return files.rows.map((row) => row.object_name);
      });
      if (deleted === null) return false;
      // The rows are gone, so nothing links to these objects any more; a leftover (store briefly
      // unreachable) is unreachable through the API and harmless.
      await Promise.all(deleted.map((objectName) => store.remove(objectName).catch(() => {})));
      return true;
    },
  };
}

export default fp(
  async (fastify) => {
    fastify.decorate(
      'account',
      createAccountRepository(fastify.db, fastify.files, fastify.interests),
    );
  },
  { name: 'account-repository', dependencies: ['db', 'interests-repository'] },
);
