import fp from 'fastify-plugin';
import type { Queryable } from '../../db/database.ts';
import type { JobDetails } from '@kompass/contracts/schemas/entities';
import type {
  Profile,
  ProfileFollowing,
  Rating,
  UpdateProfile,
} from '@kompass/contracts/schemas/profiles';
import { profileColumns, toProfile, type ProfileRow } from './profile-rows.ts';

declare module 'fastify' {
  interface FastifyInstance {
    profiles: ProfilesRepository;
  }
}

export type ProfilesRepository = ReturnType<typeof createProfilesRepository>;

/** An activity is `imagePath|text` (split at the first `|`); both parts trimmed, '' when blank. */
function normaliseActivity(activity: string): string {
  const separator = activity.indexOf('|');
  if (separator < 0) return activity;
  const image = activity.slice(0, separator).trim();
  const text = activity.slice(separator + 1).trim();
  return image === '' && text === '' ? '' : `${image}|${text}`;
}

export function createProfilesRepository(db: Queryable) {
  /** The average, how many rated, and the stars `viewerId` gave (null when they have not). */
  async function ratingOf(profileId: string, viewerId: string): Promise<Rating> {
    const { rows } = await db.query<Rating>(
      `SELECT round(avg(rating), 1)::float8 AS rating, count(*)::int AS count,
              max(rating) FILTER (WHERE rater_id = $2)::int AS mine
         FROM profile_ratings WHERE profile_id = $1`,
      [profileId, viewerId],
    );
    return rows[0] ?? { rating: null, count: 0, mine: null };
  }

  async function followingOf(profileId: string, userId: string): Promise<ProfileFollowing> {
    const { rows } = await db.query<ProfileFollowing>(
      `SELECT count(*)::int AS count, coalesce(bool_or(follower_id = $2), false) AS following
         FROM profile_follows WHERE profile_id = $1`,
      [profileId, userId],
    );
    return rows[0] ?? { count: 0, following: false };
  }

  async function findByUser(userId: string): Promise<Profile | undefined> {
    const { rows } = await db.query<ProfileRow>(
      `SELECT ${profileColumns} FROM profiles WHERE user_id = $1`,
      [userId],
    );
    return rows[0] && toProfile(rows[0]);
  }

  /**
   * The profile behind `{id}`: the frontend routes by user id, other callers use the profile
   * id. Both are random UUIDs, so at most one row matches (the profile id wins if ever both did).
   */
  async function find(idOrUserId: string): Promise<Profile | undefined> {
    const { rows } = await db.query<ProfileRow>(
      `SELECT ${profileColumns} FROM profiles WHERE id = $1 OR user_id = $1
        ORDER BY id = $1 DESC LIMIT 1`,
      [idOrUserId],
    );
    return rows[0] && toProfile(rows[0]);
  }

  /**
   * The user's profile, created from their account when there is none yet (`created`).
   * Idempotent, also under concurrent calls: the unique user_id decides who inserts.
   * Undefined when the user does not exist.
   */
  async function create(
    userId: string,
  ): Promise<{ profile: Profile; created: boolean } | undefined> {
    const { rows } = await db.query<ProfileRow>(
      `INSERT INTO profiles (user_id, display_name)
       SELECT id, name FROM users WHERE id = $1
       ON CONFLICT (user_id) DO NOTHING
       RETURNING ${profileColumns}`,
      [userId],
    );
    if (rows[0]) return { profile: toProfile(rows[0]), created: true };
    const existing = await findByUser(userId);
    return existing && { profile: existing, created: false };
  }

  return {
    findByUser,
    rating: ratingOf,
    following: followingOf,

    /** All profiles by display name. */
    async list({ page, size }: { page: number; size: number }) {
      const [list, count] = await Promise.all([
        db.query<ProfileRow>(
          `SELECT ${profileColumns} FROM profiles
            ORDER BY lower(display_name), id LIMIT $1 OFFSET $2`,
          [size, page * size],
        ),
        db.query<{ total: number }>('SELECT count(*)::int AS total FROM profiles'),
      ]);
      return { content: list.rows.map(toProfile), total: count.rows[0]?.total ?? 0 };
    },

    find,
    create,

    /**
     * The profile behind `{id}` (profile or user id); a user who registered but never finished
     * onboarding gets theirs now, as `POST /profiles/create` would make it (the account's name,
     * everything else empty), so their page, follows and ratings work like anyone's. Undefined
     * only when neither a profile nor a user has that id.
     */
    async resolve(idOrUserId: string): Promise<Profile | undefined> {
      return (await find(idOrUserId)) ?? (await create(idOrUserId))?.profile;
    },

    /** Sets (or changes) the rater's rating; answers the new average. */
    async rate(profileId: string, raterId: string, rating: number): Promise<Rating> {
      await db.query(
        `INSERT INTO profile_ratings (profile_id, rater_id, rating) VALUES ($1, $2, $3)
         ON CONFLICT (profile_id, rater_id)
         DO UPDATE SET rating = EXCLUDED.rating, updated_at = now()`,
        [profileId, raterId, rating],
      );
      return ratingOf(profileId, raterId);
    },

    /**
     * Toggle: unfollow when following, else follow. A concurrent double toggle settles on
     * "following" instead of failing on the primary key.
     */
    async toggleFollow(profileId: string, userId: string): Promise<ProfileFollowing> {
      const removed = await db.query(
        'DELETE FROM profile_follows WHERE profile_id = $1 AND follower_id = $2',
        [profileId, userId],
      );
      if (removed.rowCount === 0) {
        await db.query(
          `INSERT INTO profile_follows (profile_id, follower_id) VALUES ($1, $2)
           ON CONFLICT DO NOTHING`,
          [profileId, userId],
        );
      }
      return followingOf(profileId, userId);
    },

    /**
     * Replaces the editable fields of the owner's profile: blank entries are dropped and only the
     * known job fields stored. Undefined when the profile is gone or not the owner's.
     */
    async update(
      profileId: string,
      ownerId: string,
      changes: UpdateProfile,
    ): Promise<Profile | undefined> {
      const { displayName, about, interests, everydayActivities, job } = changes;
      // Only the known fields are stored, whatever else the client sent along.
      const storedJob: JobDetails | null = job
        ? {
            name: job.name,
            description: job.description,
            location: job.location,
            workType: job.workType,
            yearlySalary: job.yearlySalary,
            imageUrl: job.imageUrl,
          }
        : null;
      const { rows } = await db.query<ProfileRow>(
        `UPDATE profiles
            SET display_name = $2, about = $3, interests = $4, everyday_activities = $5,
                job = $6::jsonb
          WHERE id = $1 AND user_id = $7
          RETURNING ${profileColumns}`,
        [
          profileId,
          displayName,
          about,
          interests.filter((interest) => interest !== ''),
          everydayActivities.map(normaliseActivity).filter((activity) => activity !== ''),
          storedJob ? JSON.stringify(storedJob) : null,
          ownerId,
        ],
      );
      return rows[0] && toProfile(rows[0]);
    },
  };
}

export default fp(
  async (fastify) => {
    fastify.decorate('profiles', createProfilesRepository(fastify.db));
  },
  { name: 'profiles-repository', dependencies: ['db'] },
);
