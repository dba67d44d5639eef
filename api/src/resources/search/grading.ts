import { PART_FROM, PREFIX_FROM, typoBudget, type QueryWord } from './text.ts';

/**
 * How a word of the vocabulary matches a query word (step 1 of the engine, engine.ts): used by
 * the in-memory and the database lookup alike (vocabulary.ts), so both grade the same way.
 */

/**
 * Grades of a candidate word, best first: the word itself (or a variant or synonym), a word it
 * starts, a compound containing it („pflege“ in „altenpflegehelfer“), one or two typos.
 */
export const GRADES = ['exact', 'prefix', 'part', 'typo1', 'typo2'] as const;
export type Grade = (typeof GRADES)[number];

/** Three rows of the distance table, reused: the lookup grades every word of the vocabulary. */
let rows = [new Int32Array(32), new Int32Array(32), new Int32Array(32)];

/**
 * Optimal-string-alignment distance of `a` and `b` (substitution, insertion, deletion and two
 * swapped neighbours each count one), or `limit + 1` when it is larger than `limit`.
 */
export function typoDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const width = b.length + 1;
  if (rows[0]!.length < width) rows = rows.map(() => new Int32Array(width * 2));
  // Rows i - 2, i - 1 and i of the table.
  let [beforePrevious, previous, current] = rows as [Int32Array, Int32Array, Int32Array];
  for (let j = 0; j < width; j += 1) previous[j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    const ai = a.charCodeAt(i - 1);
    current[0] = i;
    let best = i;
    for (let j = 1; j < width; j += 1) {
      const bj = b.charCodeAt(j - 1);
      let value = Math.min(
        previous[j]! + 1,
        current[j - 1]! + 1,
        previous[j - 1]! + (ai === bj ? 0 : 1),
      );
      if (i > 1 && j > 1 && ai === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === bj) {
        value = Math.min(value, beforePrevious[j - 2]! + 1);
      }
      current[j] = value;
      if (value < best) best = value;
    }
    if (best > limit) return limit + 1;
    [beforePrevious, previous, current] = [previous, current, beforePrevious];
  }
  return Math.min(previous[b.length]!, limit + 1);
}

/** How `candidate` matches the query word, or null when it does not. */
export function gradeOf(query: QueryWord, candidate: string): Grade | null {
  const spellings = query.variants.length === 0 ? [query.word] : [query.word, ...query.variants];
  if (spellings.includes(candidate)) return 'exact';
  if (spellings.some((word) => word.length >= PREFIX_FROM && candidate.startsWith(word))) {
    return 'prefix';
  }
  if (spellings.some((word) => word.length >= PART_FROM && candidate.includes(word))) {
    return 'part';
  }
  let distance = Infinity;
  for (const word of spellings) {
    const budget = typoBudget(Math.max(word.length, candidate.length));
    if (budget === 0) continue;
    const found = typoDistance(word, candidate, budget);
    if (found <= budget && found < distance) distance = found;
  }
  if (distance === 1) return 'typo1';
  if (distance === 2) return 'typo2';
  return null;
}

/** Per query word: its candidate words by grade. */
export type Candidates = Readonly<Record<Grade, readonly string[]>>[];
