import type { Queryable } from '../db/database.ts';
import type { FileStore } from '../files/store.ts';

/**
 * One block of demo content. It runs at most once per database (recorded in `seed_runs`) and
 * only while its tables are still empty, so an admin's deletions are never undone at restart.
 */
export interface Seeder {
  name: string;
  isEmpty(db: Queryable): Promise<boolean>;
  run(db: Queryable, context: SeedContext): Promise<void>;
}

export interface SeedContext {
  /** Where generated images go. */
  files: FileStore;
}
