import { LRUCache } from 'lru-cache';
import type { Database, Queryable } from '../../db/database.ts';
import { NotifiedCache } from '../../db/notified-cache.ts';
import { gradeOf, GRADES, type Candidates, type Grade } from './grading.ts';
import type { SearchTarget } from './targets.ts';
import {
  ONE_TYPO_FROM,
  PART_FROM,
  PREFIX_FROM,
  TWO_TYPOS_FROM,
  type PreparedSearch,
  type QueryWord,
} from './text.ts';

/** The most typos any pair of words tolerates. */
const MAX_TYPOS = 2;

/**
 * Step 1 of the engine (engine.ts): the words of a kind's vocabulary (`search_vocabulary`,
 * migration 007) each query word may stand for, graded exact, prefix, one or two typos.
 */
export interface Vocabulary {
  candidates(target: SearchTarget, search: PreparedSearch): Promise<Candidates>;
  close(): Promise<void>;
}

function emptyCandidates(search: PreparedSearch): Record<Grade, string[]>[] {
  return search.words.map(() => ({ exact: [], prefix: [], part: [], typo1: [], typo2: [] }));
}

/**
 * The lookup in SQL: the query words against every word of the kind (fuzzystrmatch
 * `levenshtein_less_equal`, one more than the budget so that two swapped neighbours, which
 * Levenshtein counts as two edits, get through), graded here by {@link gradeOf}.
 */
export async function lookUpInDatabase(
  db: Queryable,
  target: SearchTarget,
  search: PreparedSearch,
): Promise<Candidates> {
  const lookups = search.words.flatMap((query, index) =>
    [query.word, ...query.variants].map((word) => ({ word, index })),
  );
  const { rows } = await db.query<{ i: number; word: string }>(
    `SELECT q.i::int AS i, v.word
       FROM unnest($2::text[], $3::int[]) AS q(w, i)
       CROSS JOIN LATERAL (SELECT length(q.w) AS n) l
       JOIN search_vocabulary v ON v.kind = $1
        AND (v.word = q.w
             OR (l.n >= $6 AND left(v.word, l.n) = q.w)
             OR (l.n >= $7 AND strpos(v.word, q.w) > 0)
             OR CASE WHEN greatest(l.n, length(v.word)) >= $4
                      AND abs(length(v.word) - l.n) <= ${MAX_TYPOS}
                     THEN levenshtein_less_equal(q.w, v.word, ${MAX_TYPOS} + 1) <= CASE
                       WHEN greatest(l.n, length(v.word)) >= $5 THEN 3 ELSE 2 END
                     ELSE false END)`,
    [
      target.kind,
      lookups.map((lookup) => lookup.word),
      lookups.map((lookup) => lookup.index),
      ONE_TYPO_FROM,
      TWO_TYPOS_FROM,
      PREFIX_FROM,
      PART_FROM,
    ],
    { prepare: true },
  );
  const candidates = emptyCandidates(search);
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

/** A kind's vocabulary in memory, arranged for the three kinds of lookup. */
export class WordList {
  private readonly all: Set<string>;
  /** Sorted by code units, so that the words a prefix starts are one run. */
  private readonly sorted: string[];
  private readonly byLength = new Map<number, string[]>();
  /**
   * Candidates already graded, by query word. Looking up a word reads the whole list once (the
   * parts of compounds); people search for the same few hundred words again and again. The list
   * never changes: a new word brings a new list (NOTIFY, below).
   */
  private readonly graded = new LRUCache<string, Readonly<Record<Grade, readonly string[]>>>({
    max: 2_000,
  });

  constructor(words: Iterable<string>) {
    this.all = new Set(words);
    this.sorted = [...this.all].sort();
    for (const word of this.sorted) {
      const same = this.byLength.get(word.length);
      if (same) same.push(word);
      else this.byLength.set(word.length, [word]);
    }
  }

  get size(): number {
    return this.all.size;
  }

  /** The candidates of one query word, graded (the same rules as {@link lookUpInDatabase}). */
  candidates(query: QueryWord): Readonly<Record<Grade, readonly string[]>> {
    const key = JSON.stringify([query.word, query.variants, query.prefix, query.typos]);
    const known = this.graded.get(key);
    if (known) return known;
    const graded = this.grade(query);
    this.graded.set(key, graded);
    return graded;
  }

  private grade(query: QueryWord): Readonly<Record<Grade, readonly string[]>> {
    const found = new Set<string>();
    for (const spelling of [query.word, ...query.variants]) {
      if (this.all.has(spelling)) found.add(spelling);
      if (spelling.length >= PREFIX_FROM) {
        for (let i = this.lowerBound(spelling); this.sorted[i]?.startsWith(spelling); i += 1) {
          found.add(this.sorted[i]!);
        }
      }
      if (spelling.length >= PART_FROM) {
        for (const word of this.sorted) if (word.includes(spelling)) found.add(word);
      }
      // Typos change the length by at most the budget; gradeOf decides.
      for (let length = spelling.length - MAX_TYPOS; length <= spelling.length + MAX_TYPOS;) {
        for (const word of this.byLength.get(length) ?? []) found.add(word);
        length += 1;
      }
    }
    const graded: Record<Grade, string[]> = {
      exact: [],
      prefix: [],
      part: [],
      typo1: [],
      typo2: [],
    };
    for (const word of found) {
      const grade = gradeOf(query, word);
      if (grade) graded[grade].push(word);
    }
    for (const grade of GRADES) Object.freeze(graded[grade].sort());
    return Object.freeze(graded);
  }

  private lowerBound(prefix: string): number {
    let low = 0;
    let high = this.sorted.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.sorted[middle]! < prefix) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}

/**
 * The vocabulary lookup, answered from memory: a search then costs one database round trip
 * instead of two. Each kind's words are loaded on first use (`NotifiedCache`) and dropped when
 * a NOTIFY says the kind gained words (migration 010, payload: the kind; words are never
 * removed). While the cache does not serve, every lookup goes to the database; so does one in
 * which some query word finds nothing in memory. Until its NOTIFY arrives, a new word is thus
 * only missing as a further candidate of a word that already has one.
 */
export async function createVocabulary(db: Database, ttlSeconds: number): Promise<Vocabulary> {
  const wordLists = await NotifiedCache.create<SearchTarget['kind'], WordList>(db, {
    ttlSeconds,
    max: 8,
    async load(kind) {
      const { rows } = await db.query<{ word: string }>(
        'SELECT word FROM search_vocabulary WHERE kind = $1',
        [kind],
      );
      return new WordList(rows.map((row) => row.word));
    },
    channels: {
      kompass_search_vocabulary: (kind, cached) => cached.drop(kind as SearchTarget['kind']),
    },
  });

  return {
    async candidates(target, search) {
      if (!wordLists.serving) return lookUpInDatabase(db, target, search);
      const words = await wordLists.get(target.kind);
      if (!words) return lookUpInDatabase(db, target, search);
      const candidates = search.words.map((query) => words.candidates(query));
      // A word written a moment ago may not have reached this copy yet (its NOTIFY is on the
      // way): a query word that finds nothing here asks the database.
      const unmatched = candidates.some((grades) => GRADES.every((grade) => !grades[grade].length));
      return unmatched ? lookUpInDatabase(db, target, search) : candidates;
    },
    close: () => wordLists.close(),
  };
}
