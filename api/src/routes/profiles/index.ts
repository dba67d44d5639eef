import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type, type Static } from 'typebox';
import type { Queryable } from '../../db/database.ts';
import { badRequest, forbidden, notFound } from '../../errors.ts';
import { userOf } from '../../plugins/app/auth.ts';
import { authErrors, errors, IdParams, Page, PageQuery } from '../../schemas/common.ts';
import { JobDetails } from '../../schemas/entities.ts';
import { trimBody } from '../../schemas/trim.ts';

export const Profile = Type.Object({
  id: Type.String(),
  userId: Type.String(),
  displayName: Type.String(),
  about: Type.String(),
  interests: Type.Array(Type.String()),
  everydayActivities: Type.Array(Type.String()),
  job: Type.Union([JobDetails, Type.Null()]),
});

interface ProfileRow {
  id: string;
  user_id: string;
  display_name: string;
  about: string;
  interests: string[];
  everyday_activities: string[];
  job: Record<string, unknown> | null;
}

export const profileColumns =
  'id, user_id, display_name, about, interests, everyday_activities, job';

export function toProfile(row: ProfileRow) {
  return {
    id: row.id,
    userId: row.user_id,
    displayName: row.display_name,
    about: row.about,
    interests: row.interests,
    everydayActivities: row.everyday_activities,
    job: row.job as Static<typeof JobDetails> | null,
  };
}

async function findProfileByUser(db: Queryable, userId: string) {
  const { rows } = await db.query<ProfileRow>(
    `SELECT ${profileColumns} FROM profiles WHERE user_id = $1`,
    [userId],
  );
  return rows[0];
}

const profileNotFound = 'Das Profil konnte nicht gefunden werden.';

/**
 * The profile behind `{id}`: the frontend routes by user id, other callers use the profile id.
 * Both are random UUIDs, so at most one row matches (the profile id wins if ever both did).
 */
async function findProfile(db: Queryable, idOrUserId: string): Promise<ProfileRow> {
  const { rows } = await db.query<ProfileRow>(
    `SELECT ${profileColumns} FROM profiles WHERE id = $1 OR user_id = $1
      ORDER BY id = $1 DESC LIMIT 1`,
    [idOrUserId],
  );
  if (!rows[0]) throw notFound(profileNotFound);
  return rows[0];
}

const Rating = Type.Object({
  rating: Type.Union([Type.Number(), Type.Null()]),
  count: Type.Integer(),
});
const Following = Type.Object({ count: Type.Integer(), following: Type.Boolean() });

async function ratingOf(db: Queryable, profileId: string) {
  const { rows } = await db.query<Static<typeof Rating>>(
    `SELECT round(avg(rating), 1)::float8 AS rating, count(*)::int AS count
       FROM profile_ratings WHERE profile_id = $1`,
    [profileId],
  );
  return rows[0] ?? { rating: null, count: 0 };
}

async function followingOf(db: Queryable, profileId: string, userId: string) {
  const { rows } = await db.query<Static<typeof Following>>(
    `SELECT count(*)::int AS count, coalesce(bool_or(follower_id = $2), false) AS following
       FROM profile_follows WHERE profile_id = $1`,
    [profileId, userId],
  );
  return rows[0] ?? { count: 0, following: false };
}

const ProfilesQuery = Type.Object({
  ...PageQuery.properties,
  search: Type.Optional(Type.String({ format: 'uuid', title: 'search' })),
});

const RateQuery = Type.Object({
  rating: Type.Integer({
    title: 'rating',
    minimum: 1,
    maximum: 5,
    errorMessage: 'Die Bewertung muss eine ganze Zahl von 1 bis 5 sein.',
  }),
});

const JobInput = Type.Object(
  {
    name: Type.String({ title: 'Jobtitel', minLength: 1, maxLength: 120 }),
    description: Type.String({ title: 'Jobbeschreibung', maxLength: 2000 }),
    location: Type.String({ title: 'Arbeitsort', maxLength: 120 }),
    workType: Type.String({ title: 'Arbeitsmodell', maxLength: 80 }),
    yearlySalary: Type.Number({
      title: 'Jahresgehalt',
      minimum: 0,
      maximum: 100_000_000,
      errorMessage: 'Das Jahresgehalt muss eine Zahl von 0 bis 100.000.000 sein.',
    }),
    imageUrl: Type.String({ title: 'Jobbild', maxLength: 1000 }),
  },
  { title: 'job' },
);

const MAX_ENTRIES = 3;

const UpdateBody = Type.Object({
  displayName: Type.String({ title: 'Anzeigename', minLength: 1, maxLength: 80 }),
  about: Type.String({ title: 'Über mich', maxLength: 2000 }),
  interests: Type.Array(
    Type.String({
      maxLength: 40,
      errorMessage: 'Eine Eigenschaft darf höchstens 40 Zeichen lang sein.',
    }),
    {
      title: 'Eigenschaften',
      maxItems: MAX_ENTRIES,
      errorMessage: { maxItems: `Du kannst höchstens ${MAX_ENTRIES} Eigenschaften angeben.` },
    },
  ),
  everydayActivities: Type.Array(
    Type.String({
      maxLength: 500,
      errorMessage: 'Eine Alltagsaktivität darf höchstens 500 Zeichen lang sein.',
    }),
    {
      title: 'Alltagsaktivitäten',
      maxItems: MAX_ENTRIES,
      errorMessage: { maxItems: `Du kannst höchstens ${MAX_ENTRIES} Alltagsaktivitäten angeben.` },
    },
  ),
  job: Type.Optional(Type.Union([JobInput, Type.Null()], { title: 'job' })),
});

/** trimBody() stops at the top level; the job's text fields are trimmed here. */
async function trimJob(request: FastifyRequest) {
  const job = (request.body as { job?: unknown } | undefined)?.job;
  if (typeof job !== 'object' || job === null || Array.isArray(job)) return;
  const record = job as Record<string, unknown>;
  for (const [key, value] of Object.entries(record)) {
    if (typeof value === 'string') record[key] = value.trim();
  }
}

/** An activity is `imagePath|text` (split at the first `|`); both parts trimmed, '' when blank. */
function normaliseActivity(activity: string): string {
  const separator = activity.indexOf('|');
  if (separator < 0) return activity;
  const image = activity.slice(0, separator).trim();
  const text = activity.slice(separator + 1).trim();
  return image === '' && text === '' ? '' : `${image}|${text}`;
}

const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { db } = fastify;
  const lookupErrors = { ...authErrors, ...errors(404) };

  fastify.get(
    '/profiles',
    {
      schema: { querystring: ProfilesQuery, response: { 200: Page(Profile), ...authErrors } },
      preValidation: fastify.requireUser,
    },
    async (request) => {
      const { search, page = 0, size = 20 } = request.query;
      if (search !== undefined) {
        const profile = await findProfileByUser(db, search);
        return profile ? { content: [toProfile(profile)], total: 1 } : { content: [], total: 0 };
      }
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
  );

  // The body is not part of the contract and is ignored.
  fastify.post(
    '/profiles/create',
    {
      schema: { response: { 200: Profile, 201: Profile, ...authErrors, ...errors(404) } },
      preValidation: fastify.requireUser,
    },
    async (request, reply) => {
      const { userId } = userOf(request);
      // Idempotent, also under concurrent calls: the unique user_id decides who inserts.
      const { rows } = await db.query<ProfileRow>(
        `INSERT INTO profiles (user_id, display_name)
         SELECT id, name FROM users WHERE id = $1
         ON CONFLICT (user_id) DO NOTHING
         RETURNING ${profileColumns}`,
        [userId],
      );
      if (rows[0]) return reply.code(201).send(toProfile(rows[0]));
      const existing = await findProfileByUser(db, userId);
      if (!existing) throw notFound();
      return reply.code(200).send(toProfile(existing));
    },
  );

  fastify.get(
    '/profiles/:id/rating',
    {
      schema: { params: IdParams, response: { 200: Rating, ...lookupErrors } },
      preValidation: fastify.requireUser,
    },
    async (request) => {
      const profile = await findProfile(db, request.params.id);
      return ratingOf(db, profile.id);
    },
  );

  fastify.post(
    '/profiles/:id/rate',
    {
      schema: {
        params: IdParams,
        querystring: RateQuery,
        response: { 200: Rating, ...lookupErrors },
      },
      preValidation: fastify.requireUser,
    },
    async (request) => {
      const { userId } = userOf(request);
      const profile = await findProfile(db, request.params.id);
      if (profile.user_id === userId) {
        throw badRequest('Du kannst dein eigenes Profil nicht bewerten.');
      }
      await db.query(
        `INSERT INTO profile_ratings (profile_id, rater_id, rating) VALUES ($1, $2, $3)
         ON CONFLICT (profile_id, rater_id)
         DO UPDATE SET rating = EXCLUDED.rating, updated_at = now()`,
        [profile.id, userId, request.query.rating],
      );
      return ratingOf(db, profile.id);
    },
  );

  fastify.get(
    '/profiles/:id/following',
    {
      schema: { params: IdParams, response: { 200: Following, ...lookupErrors } },
      preValidation: fastify.requireUser,
    },
    async (request) => {
      const profile = await findProfile(db, request.params.id);
      return followingOf(db, profile.id, userOf(request).userId);
    },
  );

  fastify.post(
    '/profiles/:id/follow',
    {
      schema: { params: IdParams, response: { 200: Following, ...lookupErrors } },
      preValidation: fastify.requireUser,
    },
    async (request) => {
      const { userId } = userOf(request);
      const profile = await findProfile(db, request.params.id);
      if (profile.user_id === userId) throw badRequest('Du kannst dir nicht selbst folgen.');
      // Toggle: unfollow when following, else follow. A concurrent double toggle settles on
      // "following" instead of failing on the primary key.
      const removed = await db.query(
        'DELETE FROM profile_follows WHERE profile_id = $1 AND follower_id = $2',
        [profile.id, userId],
      );
      if (removed.rowCount === 0) {
        await db.query(
          `INSERT INTO profile_follows (profile_id, follower_id) VALUES ($1, $2)
           ON CONFLICT DO NOTHING`,
          [profile.id, userId],
        );
      }
      return followingOf(db, profile.id, userId);
    },
  );

  // The body is the whole editable profile: a missing or null job removes the job.
  fastify.post(
    '/profiles/:id/update',
    {
      schema: {
        params: IdParams,
        body: UpdateBody,
        response: { 200: Profile, ...lookupErrors, ...errors(403) },
      },
      preValidation: [fastify.requireUser, trimBody(), trimJob],
    },
    async (request) => {
      const { userId } = userOf(request);
      const profile = await findProfile(db, request.params.id);
      // Admins included: a profile is its owner's own words.
      if (profile.user_id !== userId) throw forbidden();

      const { displayName, about, interests, everydayActivities, job } = request.body;
      // Only the known fields are stored, whatever else the client sent along.
      const storedJob = job
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
          profile.id,
          displayName,
          about,
          interests.filter((interest) => interest !== ''),
          everydayActivities.map(normaliseActivity).filter((activity) => activity !== ''),
          storedJob ? JSON.stringify(storedJob) : null,
          userId,
        ],
      );
      if (!rows[0]) throw notFound(profileNotFound);
      return toProfile(rows[0]);
    },
  );
};

export default routes;
