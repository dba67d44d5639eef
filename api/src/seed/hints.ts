import type { Queryable } from '../db/database.ts';
import type { Seeder } from './seeder.ts';
import { applicationTips, learningTips, quotes } from './texts/hints.ts';

/** True when `table` has no rows. Only called with the fixed table names below. */
async function isTableEmpty(db: Queryable, table: string) {
  const { rows } = await db.query(`SELECT 1 FROM ${table} LIMIT 1`);
  return rows.length === 0;
}

// One statement per list; WITH ORDINALITY keeps the display order (the identity `position`).
export const applicationTipsSeeder: Seeder = {
  name: 'application_tips',
  isEmpty: (db) => isTableEmpty(db, 'application_tips'),
  async run(db) {
    await db.query(
      `INSERT INTO application_tips (short_tip, long_tip)
       SELECT short_tip, long_tip FROM unnest($1::text[], $2::text[]) WITH ORDINALITY
           AS t(short_tip, long_tip, n)
        ORDER BY n`,
      [applicationTips.map((tip) => tip.shortTip), applicationTips.map((tip) => tip.longTip)],
    );
  },
};

export const learningTipsSeeder: Seeder = {
  name: 'learning_tips',
  isEmpty: (db) => isTableEmpty(db, 'learning_tips'),
  async run(db) {
    await db.query(
      `INSERT INTO learning_tips (emoji, title, description)
       SELECT emoji, title, description
         FROM unnest($1::text[], $2::text[], $3::text[]) WITH ORDINALITY
           AS t(emoji, title, description, n)
        ORDER BY n`,
      [
        learningTips.map((tip) => tip.emoji),
        learningTips.map((tip) => tip.title),
        learningTips.map((tip) => tip.description),
      ],
    );
  },
};

export const quotesSeeder: Seeder = {
  name: 'quotes',
  isEmpty: (db) => isTableEmpty(db, 'quotes'),
  async run(db) {
    await db.query(
      `INSERT INTO quotes (quote)
       SELECT quote FROM unnest($1::text[]) WITH ORDINALITY AS t(quote, n) ORDER BY n`,
      [quotes],
    );
  },
};
