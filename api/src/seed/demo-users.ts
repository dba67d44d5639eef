import { randomUUID } from 'node:crypto';
import { hashPassword } from '../auth/passwords.ts';
import type { Queryable } from '../db/database.ts';
import type { FileStore } from '../files/store.ts';
import { demoJobs } from './texts/jobs.ts';
import {
  demoChat,
  demoCompanyRatings,
  demoPassword,
  demoProfileRatings,
  demoUsers,
} from './texts/users.ts';
import { avatarSvg, storeSvgs, tileSvg } from './images.ts';
import type { Seeder } from './seeder.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const imageSeparator = '\n\n\n';

/** `name → id` of the rows of `table` whose name is in `names` (content may have been edited). */
async function idsOf(db: Queryable, table: 'job' | 'company' | 'course', names: string[]) {
  const { rows } = await db.query<{ id: string; name: string }>(
    `SELECT DISTINCT ON (name) id, name FROM ${table} WHERE name = ANY($1::text[]) ORDER BY name, id`,
    [names],
  );
  return new Map(rows.map((row) => [row.name, row.id]));
}

/**
 * Demo people with profiles, avatars, ratings, follows, bookmarks and one chat. Runs only on a
 * database without any non-admin account: known demo passwords must never appear next to real
 * users. Relations to content that an admin has renamed or removed are skipped.
 */
export const demoUsersSeeder: Seeder = {
  name: 'demo_users',
  async isEmpty(db) {
    const { rows } = await db.query(`SELECT 1 FROM users WHERE upper(role) <> 'ADMIN' LIMIT 1`);
    return rows.length === 0;
  },
  async run(db, { files }) {
    // A configured admin may already use one of the names: leave that person out.
    const { rows: taken } = await db.query<{ username: string; email: string }>(
      `SELECT lower(username) AS username, lower(email) AS email FROM users
        WHERE lower(username) = ANY($1::text[]) OR lower(email) = ANY($2::text[])`,
      [demoUsers.map((user) => user.username), demoUsers.map((user) => user.email)],
    );
    const takenNames = new Set(taken.flatMap((row) => [row.username, row.email]));
    const users = demoUsers.filter(
      (user) => !takenNames.has(user.username) && !takenNames.has(user.email),
    );
    if (users.length === 0) return;

    // One hash for all demo accounts: argon2 is slow on purpose, and the seed runs on every
    // fresh start and in tests.
    const passwordHash = await hashPassword(demoPassword);
    const userIds = users.map(() => randomUUID());
    const userId = new Map(users.map((user, i) => [user.username, userIds[i]!]));
    await db.query(
      `INSERT INTO users (id, username, name, email, role)
       SELECT id, username, name, email, 'USER'
         FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[]) AS t(id, username, name, email)`,
      [
        userIds,
        users.map((user) => user.username),
        users.map((user) => user.name),
        users.map((user) => user.email),
      ],
    );
    await db.query(
      `INSERT INTO credentials (user_id, password_hash) SELECT unnest($1::uuid[]), $2`,
      [userIds, passwordHash],
    );
    // They have seen the onboarding, so logging in leads straight to the home page.
    await db.query(
      `INSERT INTO settings (user_id, key, value) SELECT unnest($1::uuid[]), 'onboarding_completed', 'true'`,
      [userIds],
    );

    const avatars = await storeSvgs(
      db,
      files,
      users.map((user) => avatarSvg(user.name)),
    );
    await db.query(
      `INSERT INTO avatars (user_id, object_name) SELECT * FROM unnest($1::uuid[], $2::text[])`,
      [userIds, avatars],
    );

    const activities = users.flatMap((user) => user.activities);
    const activityImages = await storeSvgs(
      db,
      files,
      activities.map((activity) => tileSvg(activity.text, activity.pictogram)),
    );
    const jobImages = await db.query<{ name: string; image_url: string }>(
      `SELECT name, image_url FROM job WHERE name = ANY($1::text[])`,
      [users.map((user) => user.job)],
    );
    const jobImage = new Map(jobImages.rows.map((row) => [row.name, row.image_url]));

    const profileIds = users.map(() => randomUUID());
    const profileId = new Map(users.map((user, i) => [user.username, profileIds[i]!]));
    let activityIndex = 0;
    for (const [i, user] of users.entries()) {
      const everydayActivities = user.activities.map(
        (activity) => `${activityImages[activityIndex++]}|${activity.text}`,
      );
      const job = demoJobs.find((candidate) => candidate.name === user.job);
      const profileJob = job && {
        name: job.name,
        description: job.description,
        location: job.location,
        workType: job.workType,
        yearlySalary: job.yearlySalary,
        imageUrl: jobImage.get(job.name) ?? '',
      };
      await db.query(
        `INSERT INTO profiles (id, user_id, display_name, about, interests, everyday_activities, job)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [
          profileIds[i],
          userIds[i],
          user.name,
          user.about,
          user.interests,
          everydayActivities,
          profileJob ? JSON.stringify(profileJob) : null,
        ],
      );
    }

    const ratings = demoProfileRatings.filter(
      (rating) => userId.has(rating.rater) && profileId.has(rating.profile),
    );
    await db.query(
      `INSERT INTO profile_ratings (profile_id, rater_id, rating)
       SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::smallint[])`,
      [
        ratings.map((rating) => profileId.get(rating.profile)),
        ratings.map((rating) => userId.get(rating.rater)),
        ratings.map((rating) => rating.rating),
      ],
    );

    const follows = users.flatMap((user) =>
      user.follows.profiles
        .filter((other) => profileId.has(other))
        .map((other) => [profileId.get(other)!, userId.get(user.username)!]),
    );
    await db.query(
      `INSERT INTO profile_follows (profile_id, follower_id)
       SELECT * FROM unnest($1::uuid[], $2::uuid[])`,
      [follows.map(([profile]) => profile), follows.map(([, follower]) => follower)],
    );

    const companies = await idsOf(db, 'company', [
      ...users.flatMap((user) => [...user.follows.companies, ...user.bookmarks.companies]),
      ...demoCompanyRatings.map((rating) => rating.company),
    ]);
    const companyFollows = users.flatMap((user) =>
      user.follows.companies
        .filter((name) => companies.has(name))
        .map((name) => [companies.get(name)!, userId.get(user.username)!]),
    );
    await db.query(
      `INSERT INTO company_follow (company_id, user_id) SELECT * FROM unnest($1::uuid[], $2::uuid[])`,
      [companyFollows.map(([company]) => company), companyFollows.map(([, user]) => user)],
    );
    const companyRatings = demoCompanyRatings.filter(
      (rating) => userId.has(rating.user) && companies.has(rating.company),
    );
    await db.query(
      `INSERT INTO company_rating (company_id, user_id, rating)
       SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::smallint[])`,
      [
        companyRatings.map((rating) => companies.get(rating.company)),
        companyRatings.map((rating) => userId.get(rating.user)),
        companyRatings.map((rating) => rating.rating),
      ],
    );

    await seedBookmarks(db, users, userId, companies);
    await seedChat(db, files, userId);
  },
};

async function seedBookmarks(
  db: Queryable,
  users: typeof demoUsers,
  userId: Map<string, string>,
  companies: Map<string, string>,
) {
  const jobs = await idsOf(
    db,
    'job',
    users.flatMap((user) => user.bookmarks.jobs),
  );
  const courses = await idsOf(
    db,
    'course',
    users.flatMap((user) => user.bookmarks.courses),
  );
  const rows: [string, 'job' | 'company' | 'course', string][] = [];
  for (const user of users) {
    const owner = userId.get(user.username)!;
    const add = (type: 'job' | 'company' | 'course', names: string[], ids: Map<string, string>) => {
      for (const name of names) {
        const id = ids.get(name);
        if (id) rows.push([owner, type, id]);
      }
    };
    add('job', user.bookmarks.jobs, jobs);
    add('company', user.bookmarks.companies, companies);
    add('course', user.bookmarks.courses, courses);
  }
  await db.query(
    `INSERT INTO bookmarks (user_id, entity_type, job_id, company_id, course_id)
     SELECT user_id, entity_type,
            CASE WHEN entity_type = 'job' THEN entity_id END,
            CASE WHEN entity_type = 'company' THEN entity_id END,
            CASE WHEN entity_type = 'course' THEN entity_id END
       FROM unnest($1::uuid[], $2::text[], $3::uuid[]) AS t(user_id, entity_type, entity_id)`,
    [rows.map((row) => row[0]), rows.map((row) => row[1]), rows.map((row) => row[2])],
  );
}

async function seedChat(db: Queryable, files: FileStore, userId: Map<string, string>) {
  const [first, second] = demoChat.between;
  const firstId = userId.get(first);
  const secondId = userId.get(second);
  if (!firstId || !secondId) return;

  // The conversation happened two days ago, whole minutes apart: timestamps strictly increase.
  const start = Math.floor((Date.now() - 2 * DAY) / MINUTE) * MINUTE;
  const messages = demoChat.messages;
  const images = await storeSvgs(
    db,
    files,
    messages
      .filter((message) => message.image)
      .map((message) => tileSvg(message.text, message.image!)),
  );
  let imageIndex = 0;
  const contents = messages.map((message) =>
    message.image ? `${images[imageIndex++]}${imageSeparator}${message.text}` : message.text,
  );
  const sentAt = messages.map((message) => start + message.minutes * MINUTE);

  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO chats (user_low, user_high, last_message_at, created_at)
     VALUES (LEAST($1::uuid, $2::uuid), GREATEST($1::uuid, $2::uuid), $3, to_timestamp($4 / 1000.0))
     RETURNING id`,
    [firstId, secondId, Math.max(...sentAt), start],
  );
  await db.query(
    `INSERT INTO messages (chat_id, sender_id, content, sent_at)
     SELECT $1, * FROM unnest($2::uuid[], $3::text[], $4::bigint[])`,
    [rows[0]!.id, messages.map((message) => userId.get(message.from)), contents, sentAt],
  );
}
