import type { Database } from '../db/database.ts';
import { contentSeeder } from './content.ts';
import { demoUsersSeeder } from './demo-users.ts';
import { applicationTipsSeeder, learningTipsSeeder, quotesSeeder } from './hints.ts';
import { onboardingSeeder } from './onboarding.ts';
import type { SeedContext, Seeder } from './seeder.ts';

/** The demo content (`SEED=demo`), in dependency order: demo users refer to jobs and companies. */
export const seeders: Seeder[] = [
  onboardingSeeder,
  applicationTipsSeeder,
  learningTipsSeeder,
  quotesSeeder,
  contentSeeder,
  demoUsersSeeder,
];

const SEED_LOCK = 724_003;

/** Runs every pending seeder, each in its own transaction. Returns the names that ran. */
export async function seed(
  db: Database,
  context: SeedContext,
  list: Seeder[] = seeders,
): Promise<string[]> {
  const ran: string[] = [];
  for (const seeder of list) {
    const didRun = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK]);
      const done = await tx.query('SELECT 1 FROM seed_runs WHERE name = $1', [seeder.name]);
      if (done.rows.length > 0) return false;
      const empty = await seeder.isEmpty(tx);
      if (empty) await seeder.run(tx, context);
      // Recorded either way: content that was there before is not the seeder's business later.
      await tx.query('INSERT INTO seed_runs (name) VALUES ($1)', [seeder.name]);
      return empty;
    });
    if (didRun) ran.push(seeder.name);
  }
  return ran;
}
