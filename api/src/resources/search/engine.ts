import type { Queryable } from '../../db/database.ts';
import type { SearchTarget } from './targets.ts';
import { GRADES, type Grade } from './grading.ts';
import type { PreparedSearch } from './text.ts';
import type { Vocabulary } from './vocabulary.ts';

/**
 * The search engine (docs/product.md#search, migrations 007 and 010), the same SQL on PGlite and
 * PostgreSQL.
 *
 * 1. Each query word is looked up in the kind's vocabulary (`search_vocabulary`, the distinct
 *    words of all documents, a few thousand even for 100,000 jobs; vocabulary.ts, from memory):
 *    the word itself, the words it starts (from three characters), and the words within its
 *    edit budget, graded by the optimal-string-alignment distance (Levenshtein plus
 *    transpositions): exact, prefix, one typo, two typos.
 * 2. The documents that contain, for every query word, one of its candidates (GIN index on
 *    `words`, `&&`), ranked: a whole name equal to the query; then per query word the best grade
 *    found in the name, before the same grade in other fields; then shorter names, name, id.
 *    Matches with a query word in the name are scored first (see {@link matchSql}).
 */

/** Score of a grade found in the name / in another field; per query word the best counts. */
// A part of a compound counts as much as one typo: both are less certain than a prefix.
const NAME_SCORE: Record<Grade, number> = { exact: 8, prefix: 7, part: 6, typo1: 6, typo2: 5 };
const FIELD_SCORE: Record<Grade, number> = { exact: 4, prefix: 3, part: 2, typo1: 2, typo2: 1 };
/** A whole name (or username) equal to the query outranks any sum of word scores. */
const WHOLE_NAME_SCORE = 1000;

export interface MatchOptions {
  /** Placeholder (or literal) of the page size. */
  limit: string;
  /** Placeholder of the offset; none: 0. */
  offset?: string;
  /** A fixed condition on the matching documents `d` (never user text). */
  where?: string | undefined;
  /** SQL of a document's distance from a place (on `d`): ranks equal scores nearest first. */
  distance?: string | undefined;
  /** False: `search_total` is null and the matches are not counted (the caller knows). */
  withTotal?: boolean;
}

/**
 * The matching SQL for a prepared query: WITH-list entries (without `WITH`) that end in
 * `search_page(id, search_total, position)`, the ids of one page best first, each row with the
 * number of all matches; or null when some query word matches no word at all. Placeholders
 * start at `$${offset + 1}`; append `params` to the caller's parameters.
 *
 * The text depends only on the number of query words (each grade is a parameter, empty when
 * absent), so callers can run it as a prepared statement: planning it costs more than running
 * it for most queries, and a bounded set of texts keeps the server's statement cache small.
 */
export async function matchSql(
  vocabulary: Vocabulary,
  target: SearchTarget,
  search: PreparedSearch,
  offset: number,
  options: MatchOptions,
): Promise<{ sql: string; params: unknown[] } | null> {
  const params: unknown[] = [];
  const placeholder = (value: unknown, type: string) => {
    params.push(value);
    return `$${offset + params.length}::${type}`;
  };
  const joined = placeholder(search.joined, 'text');
  const limit = options.limit;
  const pageOffset = options.offset ?? '0';
  const distance = options.distance ? `, ${options.distance} AS distance` : '';
  const withTotal = options.withTotal ?? true;
  const page = pageSql(limit, pageOffset, options.distance !== undefined, withTotal);

  if (search.startsWith) {
    const pattern = placeholder(`${search.joined}%`, 'text');
    const conditions = [`(d.name_key LIKE ${pattern} OR d.alt_key LIKE ${pattern})`];
    if (options.where) conditions.push(options.where);
    return {
      sql: `search_matches AS MATERIALIZED (
        SELECT d.id, d.name_key, ${wholeName(joined)} AS score${distance}
          FROM ${target.documents} d
         WHERE ${conditions.join(' AND ')}
      ),
      ${withTotal ? 'search_count AS (SELECT count(*)::int AS total FROM search_matches),' : ''}
      ${page}`,
      params,
    };
  }

  const candidates = await vocabulary.candidates(target, search);
  if (candidates.some((grades) => GRADES.every((grade) => grades[grade].length === 0))) {
    return null;
  }
  const allWords = placeholder(
    [...new Set(candidates.flatMap((grades) => GRADES.flatMap((grade) => grades[grade])))],
    'text[]',
  );
  const conditions = candidates.map(
    (grades) =>
      `d.words && ${placeholder(
        GRADES.flatMap((grade) => grades[grade]),
        'text[]',
      )}`,
  );
  if (options.where) conditions.push(options.where);
  const byWord = candidates.map((grades) =>
    GRADES.map((grade) => ({ grade, words: placeholder(grades[grade], 'text[]') })),
  );
  const inNameScore = (word: (typeof byWord)[number]) =>
    word.map(({ grade, words }) => `WHEN d.name_words && ${words} THEN ${NAME_SCORE[grade]}`);
  const inFieldsScore = (word: (typeof byWord)[number]) =>
    word.map(({ grade, words }) => `WHEN d.words && ${words} THEN ${FIELD_SCORE[grade]}`);
  const score = `${wholeName(joined)} + ${byWord
    .map((word) => `CASE ${[...inNameScore(word), ...inFieldsScore(word)].join(' ')} ELSE 0 END`)
    .join(' + ')}`;
  // A match without any query word in its name (or username) scores in its other fields only.
  const fieldsScore = byWord
    .map((word) => `CASE ${inFieldsScore(word).join(' ')} ELSE 0 END`)
    .join(' + ');
  // A match whose name (or username) holds none of the query words scores at most this: every
  // word exact in another field. Every match that finds a word in its name scores more when it
  // finds all of them there.
  const bestWithoutName = FIELD_SCORE.exact * candidates.length;
  // Only users have a second whole text (the username), and only its table indexes it.
  const inName = target.altKey
    ? `(d.name_words && ${allWords} OR d.alt_key = ${joined})`
    : `d.name_words && ${allWords}`;
  const matching = conditions.join(' AND ');

  // Broad words match thousands of entries, mostly through another field ('Bäcker' through
  // every 'Bäckerei …' company). Scoring is the expensive part, so the matches with a query word
  // in the name are scored first (two GIN indexes, migration 010), and only their best
  // `limit + offset` are kept (a top-N sort in the scan, nothing else stored): no match beyond
  // them can reach the page. The others are only scored when those do not fill the page with
  // scores none of the others can reach. Counting all matches needs no score.
  const wanted = `(${limit})::bigint + (${pageOffset})::bigint`;
  // With one query word a name that holds it is enough: a document's words include its name's,
  // and asking the second index as well costs more than it narrows (a username is no such word).
  const inNameWhere =
    candidates.length === 1 && !target.altKey
      ? [inName, options.where].filter(Boolean).join(' AND ')
      : `${matching} AND ${inName}`;
  return {
    sql: `search_in_name AS MATERIALIZED (
      SELECT d.id, d.name_key, ${score} AS score${distance}
        FROM ${target.documents} d
       WHERE ${inNameWhere}
       ORDER BY ${rankOrder('', options.distance !== undefined)}
       LIMIT ${wanted}
    ),
    search_matches AS (
      SELECT id, name_key, score${distance ? ', distance' : ''} FROM search_in_name
      UNION ALL
      SELECT d.id, d.name_key, ${fieldsScore}${distance}
        FROM ${target.documents} d
       WHERE ${matching} AND NOT coalesce(${inName}, false)
         AND (SELECT count(*) FROM search_in_name WHERE score > ${bestWithoutName}) < ${wanted}
    ),
    ${
      withTotal
        ? `search_count AS (
      SELECT count(*)::int AS total FROM ${target.documents} d WHERE ${matching}
    ),`
        : ''
    }
    ${page}`,
    params,
  };
}

/**
 * The ranking, best first: the score, then (with a place) the nearer, then shorter names, name,
 * id. `prefix` qualifies the columns (`m.`), or names the scored expressions' aliases when empty.
 */
function rankOrder(prefix: string, byDistance: boolean): string {
  return `${prefix}score DESC,${byDistance ? ` ${prefix}distance,` : ''} length(${prefix}name_key), ${prefix}name_key, ${prefix}id`;
}

/** Score of a whole name (or username) equal to the query. */
function wholeName(joined: string): string {
  return `CASE WHEN d.name_key = ${joined} OR d.alt_key = ${joined} THEN ${WHOLE_NAME_SCORE} ELSE 0 END`;
}

/**
 * `search_page(id, search_total, position)`: one page of `search_matches(id, name_key, score)`
 * best first (a top-N sort), each row with the total from `search_count`; with `byDistance`,
 * equal scores nearest first (the matches then carry `distance`).
 */
function pageSql(limit: string, offset: string, byDistance: boolean, withTotal: boolean): string {
  return `search_page AS (
      SELECT id, ${withTotal ? '(SELECT total FROM search_count)' : 'NULL::int'} AS search_total,
             row_number() OVER () AS position
        FROM (
          SELECT m.id
            FROM search_matches m
           ORDER BY ${rankOrder('m.', byDistance)}
           LIMIT ${limit} OFFSET ${offset}
        ) ranked
    )`;
}

/** The number of all matches (a search list's `total`, kept by totals.ts). */
export async function countMatches(
  db: Queryable,
  vocabulary: Vocabulary,
  target: SearchTarget,
  search: PreparedSearch,
  where?: string,
  /** Values of the placeholders in `where` ($1, $2, …). */
  whereParams: unknown[] = [],
): Promise<number> {
  const statement = await matchSql(vocabulary, target, search, whereParams.length, {
    limit: '0',
    where,
  });
  if (!statement) return 0;
  const { rows } = await db.query<{ total: number }>(
    `WITH ${statement.sql} SELECT total FROM search_count`,
    [...whereParams, ...statement.params],
    { prepare: true },
  );
  return rows[0]?.total ?? 0;
}
