import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static } from 'typebox';
import type { Queryable } from '../../db/database.ts';
import { notFound } from '../../errors.ts';
import { userOf } from '../../plugins/app/auth.ts';
import { authErrors, errors } from '../../schemas/common.ts';

export const ProfileJob = Type.Object({
  name: Type.String(),
  description: Type.String(),
  location: Type.String(),
  workType: Type.String(),
  yearlySalary: Type.Number(),
  imageUrl: Type.String(),
});

export const Profile = Type.Object({
  id: Type.String(),
  userId: Type.String(),
  displayName: Type.String(),
  about: Type.String(),
  interests: Type.Array(Type.String()),
  everydayActivities: Type.Array(Type.String()),
  job: Type.Union([ProfileJob, Type.Null()]),
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
    job: row.job as Static<typeof ProfileJob> | null,
  };
}

async function findProfileByUser(db: Queryable, userId: string) {
  const { rows } = await db.query<ProfileRow>(
    `SELECT ${profileColumns} FROM profiles WHERE user_id = $1`,
    [userId],
  );
  return rows[0];
}

const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { db } = fastify;

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
};

export default routes;
