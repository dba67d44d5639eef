import { copyFile, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/database.ts';
import { migrate, migrationsDir, orderMigrations } from '../src/db/migrate.ts';
import { onboardingQuestions } from '../src/seed/onboarding.ts';
import { createTestDatabase, databases } from './helper.ts';

/** The interest check as databases seeded before migration 022 hold it: eleven questions. */
const before = [
  ...onboardingQuestions
    .filter((q) => !['daily_subject', 'wish_skill'].includes(q.settings_key))
    .map((q) => ({
      question: q.question,
      answers: q.answers,
      dims: q.answerDimensions,
      key: q.settings_key,
    })),
  {
    question: 'In was für einem Team möchtest du arbeiten?',
    answers: ['Allein oder zu zweit', 'In einem kleinen Team', 'In einem großen Unternehmen'],
    dims: ['', '', ''],
    key: 'team_size',
  },
];

describe.each(databases)('migration 022 on a database seeded before, on %s', (kind) => {
  let db: Database;
  let drop = async () => {};
  let dir: string;

  beforeAll(async () => {
    if (kind === 'pglite') {
      db = await openDatabase({});
    } else {
      const created = await createTestDatabase();
      db = await openDatabase({ url: created.url, poolSize: 2 });
      drop = created.drop;
    }
    // Migrated up to 021 and seeded with the check of then.
    dir = await mkdtemp(path.join(tmpdir(), 'kompass-topics-'));
    for (const name of orderMigrations(await readdir(migrationsDir))) {
      if (Number(name.slice(0, 3)) < 22) {
        await copyFile(path.join(migrationsDir, name), path.join(dir, name));
      }
    }
    await migrate(db, dir);
    for (const q of before) {
      await db.query(
        `INSERT INTO onboarding_questions (question, answers, answer_dimensions, settings_key)
         VALUES ($1, $2, $3, $4)`,
        [q.question, q.answers, q.dims, q.key],
      );
    }
    // An admin reworded one question: it keeps its text and gets no topics.
    await db.query(
      `UPDATE onboarding_questions SET answers[1] = 'Im Freien' WHERE settings_key = 'preferred_environment'`,
    );
  }, 120_000);
  afterAll(async () => {
    await db.close();
    await drop();
    await rm(dir, { recursive: true, force: true });
  });

  it('gives the unchanged questions their topics, adds the two new ones and drops the team question', async () => {
    await migrate(db);
    const { rows } = await db.query<{
      settings_key: string;
      answers: string[];
      answer_topics: string[];
    }>('SELECT settings_key, answers, answer_topics FROM onboarding_questions ORDER BY position');
    expect(rows.map((row) => row.settings_key)).toEqual(
      onboardingQuestions.map((q) => q.settings_key),
    );
    // Questions without any topic keep the empty list; the reworded one keeps its words.
    const expected = onboardingQuestions.map((q) =>
      q.settings_key === 'preferred_environment'
        ? { answers: ['Im Freien', ...q.answers.slice(1)], topics: [] }
        : {
            answers: q.answers,
            topics: q.answerTopics.some((t) => t !== '') ? q.answerTopics : [],
          },
    );
    expect(rows.map((row) => ({ answers: row.answers, topics: row.answer_topics }))).toEqual(
      expected,
    );
  });
});
