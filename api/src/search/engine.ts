import type { Queryable } from '../db/database.ts';
import type { SearchTarget } from './sql.ts';
import {
  ONE_TYPO_FROM,
  TWO_TYPOS_FROM,
  typoBudget,
  type PreparedSearch,
  type QueryWord,
} from './text.ts';

/** The most typos any pair of words tolerates. */
const maxTypos = 2;

/**
 * The search engine (DESIGN §5, migration 007), the same SQL on PGlite and PostgreSQL.
 *
 * 1. Each query word is looked up in the kind's vocabulary (`search_vocabulary`, the distinct
 *    words of all documents, a few thousand even for 100,000 jobs): the word itself, the words
 *    it starts (from three characters), and the words within its edit budget
 *    (fuzzystrmatch `levenshtein_less_equal`, one more than the budget so that two swapped
 *    neighbours, which Levenshtein counts as two edits, reach step 2).
 * 2. Here the candidates are graded by the optimal-string-alignment distance (Levenshtein plus
 *    transpositions): exact, prefix, one typo, two typos; the rest is dropped.
 * 3. The documents that contain, for every query word, one of its candidates (GIN index on
 *    `words`, `&&`), ranked: a whole name equal to the query; then per query word the best grade
 *    found in the name, before the same grade in other fields; then shorter names, name, id.
 *    Rows in the document tables are small and inserted in name order (migration 007).
 */

/** Grades of a candidate word, best first. */
const GRADES = ['exact', 'prefix', 'typo1', 'typo2'] as const;
type Grade = (typeof GRADES)[number];

/** Score of a grade found in the name / in another field; per query word the best counts. */
const NAME_SCORE: Record<Grade, number> = { exact: 8, prefix: 7, typo1: 6, typo2: 5 };
const FIELD_SCORE: Record<Grade, number> = { exact: 4, prefix: 3, typo1: 2, typo2: 1 };
/** A whole name (or username) equal to the query outranks any sum of word scores. */
const WHOLE_NAME_SCORE = 1000;

/**
 * Optimal-string-alignment distance of `a` and `b` (substitution, insertion, deletion and two
 * swapped neighbours each count one), or `limit + 1` when it is larger than `limit`.
 */
export function typoDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const rows = [
    new Array<number>(b.length + 1).fill(0),
    Array.from({ length: b.length + 1 }, (_, j) => j),
  ];
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i];
    const previous = rows[rows.length - 1]!;
    const beforePrevious = rows[rows.length - 2]!;
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, beforePrevious[j - 2]! + 1);
      }
      row.push(value);
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
    rows.push(row);
  }
  return Math.min(rows[rows.length - 1]![b.length]!, limit + 1);
}

/** How `candidate` matches the query word, or null when it does not. */
export function gradeOf(query: QueryWord, candidate: string): Grade | null {
  const spellings = [query.word, ...query.variants];
  if (spellings.includes(candidate)) return 'exact';
  if (query.prefix && spellings.some((word) => candidate.startsWith(word))) return 'prefix';
  const distance = Math.min(
    ...spellings.map((word) => {
      const budget = typoBudget(Math.max(word.length, candidate.length));
      const found = budget === 0 ? budget + 1 : typoDistance(word, candidate, budget);
      return found <= budget ? found : Infinity;
    }),
  );
  if (distance === 1) return 'typo1';
  if (distance === 2) return 'typo2';
  return null;
}

/** Per query word: its candidate words by grade. */
type Candidates = Record<Grade, string[]>[];

async function lookUpCandidates(
  db: Queryable,
  target: SearchTarget,
  search: PreparedSearch,
): Promise<Candidates> {
  const lookups = search.words.flatMap((query, index) =>
    [query.word, ...query.variants].map((word) => ({ word, index, query })),
  );
  const { rows } = await db.query<{ i: number; word: string }>(
    `SELECT q.i::int AS i, v.word
       FROM unnest($2::text[], $3::int[], $4::bool[]) AS q(w, i, p)
       CROSS JOIN LATERAL (SELECT length(q.w) AS n) l
       JOIN search_vocabulary v ON v.kind = $1
        AND (v.word = q.w
             OR (q.p AND left(v.word, l.n) = q.w)
             OR CASE WHEN greatest(l.n, length(v.word)) >= $5
                      AND abs(length(v.word) - l.n) <= ${maxTypos}
                     THEN levenshtein_less_equal(q.w, v.word, ${maxTypos} + 1) <= CASE
                       WHEN greatest(l.n, length(v.word)) >= $6 THEN 3 ELSE 2 END
                     ELSE false END)`,
    [
      target.kind,
      lookups.map((lookup) => lookup.word),
      lookups.map((lookup) => lookup.index),
      lookups.map((lookup) => lookup.query.prefix),
      ONE_TYPO_FROM,
      TWO_TYPOS_FROM,
    ],
  );
  const candidates: Candidates = search.words.map(() => ({
    exact: [],
    prefix: [],
    typo1: [],
    typo2: [],
  }));
  const seen = new Set<string>();
  for (const { i, word } of rows) {
    const key = `${i} ${word}`;
    const query = search.words[i];
    if (!query || seen.has(key)) continue;
    seen.add(key);
    const grade = gradeOf(query, word);
    if (grade) candidates[i]![grade].push(word);
  }
  return candidates;
}

export interface MatchOptions {
  /** Placeholder (or literal) of the page size. */
  limit: string;
  /** Placeholder of the offset; none: 0. */
  offset?: string;
  /** A fixed condition on the matching documents `d` (never user text). */
  where?: string | undefined;
}

/**
 * The matching SQL for a prepared query: WITH-list entries (without `WITH`) that end in
 * `search_page(id, search_total, position)`, the ids of one page best first, each row with the
 * number of all matches; or null when some query word matches no word at all. Placeholders
 * start at `$${offset + 1}`; append `params` to the caller's parameters.
 */
export async function matchSql(
  db: Queryable,
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
  const wholeName = `(d.name_key = ${joined} OR d.alt_key IS NOT DISTINCT FROM ${joined})`;

  let conditions: string[];
  let score: string;
  if (search.startsWith) {
    const pattern = placeholder(`${search.joined}%`, 'text');
    conditions = [`(d.name_key LIKE ${pattern} OR d.alt_key LIKE ${pattern})`];
    score = `CASE WHEN ${wholeName} THEN ${WHOLE_NAME_SCORE} ELSE 0 END`;
  } else {
    const candidates = await lookUpCandidates(db, target, search);
    if (candidates.some((grades) => GRADES.every((grade) => grades[grade].length === 0))) {
      return null;
    }
    conditions = candidates.map(
      (grades) =>
        `d.words && ${placeholder(
          GRADES.flatMap((grade) => grades[grade]),
          'text[]',
        )}`,
    );
    const wordScores = candidates.map((grades) => {
      const present = GRADES.filter((grade) => grades[grade].length > 0).map((grade) => ({
        grade,
        words: placeholder(grades[grade], 'text[]'),
      }));
      const inName = present.map(
        ({ grade, words }) => `WHEN d.name_words && ${words} THEN ${NAME_SCORE[grade]}`,
      );
      const inFields = present.map(
        ({ grade, words }) => `WHEN d.words && ${words} THEN ${FIELD_SCORE[grade]}`,
      );
      return `CASE ${[...inName, ...inFields].join(' ')} ELSE 0 END`;
    });
    score = `CASE WHEN ${wholeName} THEN ${WHOLE_NAME_SCORE} ELSE 0 END + ${wordScores.join(' + ')}`;
  }
  if (options.where) conditions.push(options.where);

  // Score and count every match, then sort only for the page (a top-N sort); the position
  // numbers the page's rows in that order.
  return {
    sql: `search_matches AS (
      SELECT d.id, d.name_key, ${score} AS score
        FROM ${target.documents} d
       WHERE ${conditions.join(' AND ')}
    ),
    search_page AS (
      SELECT id, search_total, row_number() OVER () AS position
        FROM (
          SELECT m.id, count(*) OVER ()::int AS search_total
            FROM search_matches m
           ORDER BY m.score DESC, length(m.name_key), m.name_key, m.id
           LIMIT ${options.limit} OFFSET ${options.offset ?? '0'}
        ) ranked
    )`,
    params,
  };
}

/** The number of all matches (for a page past the end, which carries no count). */
export async function countMatches(
  db: Queryable,
  target: SearchTarget,
  search: PreparedSearch,
  where?: string,
): Promise<number> {
  const statement = await matchSql(db, target, search, 0, { limit: 'ALL', where });
  if (!statement) return 0;
  const { rows } = await db.query<{ total: number }>(
    `WITH ${statement.sql} SELECT count(*)::int AS total FROM search_page`,
    statement.params,
  );
  return rows[0]?.total ?? 0;
}
