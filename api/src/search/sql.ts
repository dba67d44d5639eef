import type { PreparedSearch } from './text.ts';

/**
 * Search over one table, index-backed (DESIGN §5, migration 002).
 *
 * A row matches when
 * - each query word is similar to a word of its name (pg_trgm `%>`, word similarity ≥ 0.6 by
 *   default): typos, case, umlaut spellings and word prefixes ("Mecha", "Mechatronker", "Ko");
 * - or every query word is a prefix of a word of its full text (German `tsquery` `w:* & …`):
 *   words in location, description or branch ("Muenchen", three letters or more).
 *
 * A query without a word of two characters ("B") instead finds the names that start with it
 * (LIKE on the trigram index).
 *
 * Each test is one arm of a UNION ALL that reads only its own index, so PostgreSQL never
 * recomputes `to_tsvector` for trigram candidates (the expensive part of an OR of both). The
 * expressions are written exactly as in the index definitions; change them together.
 *
 * Ranking, best first: an exact (normalized) name, then the word similarity of the whole query
 * to the name, plus a bonus when the full-text test matched as well; equally good matches by the
 * target's `tieBreak` (shorter names first), then id. The name arms compute the similarity for
 * the rows they found; rows found by full text alone (a word of the description) rank below
 * every name match and cost nothing more. `ts_rank` is left out on purpose: it needs `to_tsvector` of
 * every match again, which over 100,000 jobs costs more than everything else together. Matches
 * are ranked and counted on the few columns the arms carry, and only the ids of the requested
 * page go back to the table for the full rows.
 */
export interface SearchTarget {
  /** Table with a uuid `id`; the arms call it `t`. */
  table: string;
  /** The trigram index expression, on `t`. */
  trigram: string;
  /** The full-text index expression, on `t`; null when the table has none. */
  fullText: string | null;
  /**
   * Normalized texts (on `t`, or `n.text`: the trigram text) that, equal to the normalized
   * query, make an exact match; none: the trigram text.
   */
  exactTexts?: string[];
  /** Columns the tie-break reads; the arms carry them. */
  carried: string[];
  /**
   * The target's distinct normalized names, when it keeps them (migration 004): the name arm
   * then compares the query with each distinct name once, not with every row, and finds the
   * rows of the matching names through the B-tree index on `titleOf`. Worth it where many rows
   * share a name (a job title offered in many places).
   */
  titles?: { table: string; titleOf: string };
  /** Order of equally good matches, on the carried columns of `m`; the id follows last. */
  tieBreak: string;
}

export const jobSearch: SearchTarget = {
  table: 'job',
  trigram: 'search_normalize(t.name)',
  fullText: `to_tsvector('german', search_normalize(t.name || ' ' || t.location || ' ' || t.description))`,
  carried: ['name'],
  titles: { table: 'job_titles', titleOf: 'search_normalize(t.name)' },
  tieBreak: 'length(m.name), m.name',
};

export const companySearch: SearchTarget = {
  table: 'company',
  trigram: 'search_normalize(t.name)',
  fullText: `to_tsvector('german', search_normalize(t.name || ' ' || t.branch))`,
  carried: ['name'],
  tieBreak: 'length(m.name), m.name',
};

/** Name and username only: the e-mail address is never searched. */
export const userSearch: SearchTarget = {
  table: 'users',
  trigram: `search_normalize(t.name || ' ' || t.username)`,
  fullText: null,
  exactTexts: ['search_normalize(t.name)', 'search_normalize(t.username)'],
  carried: ['name', 'username'],
  tieBreak: 'm.name, m.username',
};

export interface PageOptions {
  /** Placeholder (or literal) of the page size. */
  limit: string;
  /** Placeholder of the offset; none: 0. */
  offset?: string;
  /** Extra condition on the matches `m` (e.g. leave out the caller). */
  where?: string | undefined;
}

export interface SearchSql {
  /**
   * WITH-list entries (without `WITH`) that end in `search_page(id, search_total, position)`:
   * the ids of one page, `position` 1, 2, … best first, each row with the number of all matches.
   */
  page: (options: PageOptions) => string;
  /** WITH-list entries that end in `search_count(total)`: the number of all matches. */
  count: (options?: { where?: string | undefined }) => string;
  /** Parameters for the query's placeholders, in order after the first `offset` ones. */
  params: unknown[];
}

/**
 * Builds the matching and ranking SQL for a prepared query. Placeholders start at
 * `$${offset + 1}`; append `params` to the caller's parameters. Only table and column names
 * from the targets above go into the text; the query itself is always a parameter.
 */
export function searchSql(target: SearchTarget, search: PreparedSearch, offset: number): SearchSql {
  const params: unknown[] = [search.text];
  const text = `search_normalize($${offset + 1}::text)`;
  const carried = target.carried.map((column) => `t.${column}`).join(', ');
  const exact = (target.exactTexts ?? ['n.text'])
    .map((expression) => `${expression} = ${text}`)
    .join(' OR ');

  const { titles } = target;
  // The normalized name a name condition tests.
  const nameText = titles ? 'n.title' : target.trigram;

  // A name arm: the rows whose name passes `condition`, with their word similarity. The
  // normalized text is computed once per found row (OFFSET 0 keeps the subquery as it is;
  // PostgreSQL would otherwise paste the expression into each use).
  const nameArm = (condition: string) =>
    titles
      ? `SELECT t.id, ${carried}, s.similarity, s.exact, false AS full_text
           FROM (
             SELECT n.title, word_similarity(${text}, n.title) AS similarity,
                    (n.title = ${text}) AS exact
               FROM ${titles.table} n
              WHERE ${condition}
             OFFSET 0
           ) s
           -- Scores per title, then per title its jobs from the index (each OFFSET 0 keeps its
           -- subquery whole: the scores are computed once per title, not once per job, and a
           -- hash join would normalize every job's name instead).
           CROSS JOIN LATERAL (
             SELECT t.id, ${carried} FROM ${target.table} t
              WHERE ${titles.titleOf} = s.title OFFSET 0
           ) t`
      : `SELECT t.id, ${carried}, s.similarity, s.exact, false AS full_text
           FROM ${target.table} t
           CROSS JOIN LATERAL (
             SELECT word_similarity(${text}, n.text) AS similarity, (${exact}) AS exact
               FROM (SELECT ${target.trigram} AS text OFFSET 0) n
           ) s
          WHERE ${condition}`;

  const placeholder = (value: unknown) => {
    params.push(value);
    return `$${offset + params.length}::text`;
  };
  const arms: string[] = [];
  if (search.namePrefix !== null) {
    arms.push(nameArm(`${nameText} LIKE ${placeholder(search.namePrefix)}`));
  } else {
    // Every word similar to a word of the name; PostgreSQL ANDs the index scans. (Each test
    // normalizes the name again in the recheck: variants such as „Kauffrau“ are left to the
    // cheaper full-text arm.)
    const condition = search.nameWords
      .map((word) => `${nameText} %> search_normalize(${placeholder(word)})`)
      .join(' AND ');
    arms.push(nameArm(condition));
  }
  if (search.tsquery !== null && target.fullText !== null) {
    arms.push(
      `SELECT t.id, ${carried}, 0, false, true FROM ${target.table} t
        WHERE ${target.fullText} @@ to_tsquery('german', ${placeholder(search.tsquery)})`,
    );
  }
  // A row found by several arms is one match; its carried columns are the same in each.
  const matches = `search_hits AS (${arms.join('\n UNION ALL ')}),
    search_matches AS (
      SELECT id, ${target.carried.map((column) => `min(${column}) AS ${column}`).join(', ')},
             CASE WHEN bool_or(exact) THEN 3 ELSE 0 END + max(similarity)
               + CASE WHEN bool_or(full_text) THEN 0.5 ELSE 0 END AS score
        FROM search_hits GROUP BY id
    )`;

  const page = (options: PageOptions) => `${matches},
    search_page AS (
      SELECT m.id, count(*) OVER ()::int AS search_total,
             row_number() OVER (ORDER BY m.score DESC, ${target.tieBreak}, m.id) AS position
        FROM search_matches m
       ${options.where ? `WHERE ${options.where}` : ''}
       ORDER BY position
       LIMIT ${options.limit} OFFSET ${options.offset ?? '0'}
    )`;
  const count = ({ where }: { where?: string | undefined } = {}) => `${matches},
    search_count AS (
      SELECT count(*)::int AS total FROM search_matches m ${where ? `WHERE ${where}` : ''}
    )`;
  return { page, count, params };
}
