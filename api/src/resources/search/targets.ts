/**
 * What the engine searches: one document table per kind (migration 007), kept by triggers.
 * Routes and repositories pick a target and hand it to `listOrSearch` (list.ts) or
 * `matchSql` (engine.ts); the SQL lives in the engine.
 */
export interface SearchTarget {
  /** The `kind` of its words in `search_vocabulary`. */
  kind: 'job' | 'company' | 'course' | 'user';
  /** The source table, with a uuid `id`. */
  table: string;
  /** The document table: id, name, name_words, words, name_key, alt_key. */
  documents: string;
  /** Whether its documents have a second whole text in `alt_key` (indexed). */
  altKey?: boolean;
}

/** Jobs by name, then location and the names of their companies. */
export const jobSearch: SearchTarget = { kind: 'job', table: 'job', documents: 'search_job' };

/** Companies by name, then branch. */
export const companySearch: SearchTarget = {
  kind: 'company',
  table: 'company',
  documents: 'search_company',
};

/** Study courses by name, then the names of their companies. */
export const courseSearch: SearchTarget = {
  kind: 'course',
  table: 'course',
  documents: 'search_course',
};

/** Name and username only: the e-mail address is never searched. */
export const userSearch: SearchTarget = {
  kind: 'user',
  table: 'users',
  documents: 'search_user',
  altKey: true,
};
