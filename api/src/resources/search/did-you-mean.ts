import type { Queryable } from '../../db/database.ts';
import { typoDistance } from './grading.ts';
import { normalizeSearchText, prepareSearch } from './text.ts';

/** Shortest query word a spelling is suggested for; shorter ones must be right as they are. */
const SUGGEST_FROM = 4;
/** Candidates per query word the database hands over for the finer distance here. */
const CANDIDATES_PER_WORD = 20;

/**
 * „Meintest du …“ for a search that found nothing: each query word replaced by the nearest word
 * of a job's or course's name, as that name writes it („Tsichlre“ → „Tischler“). More typos
 * than the search itself tolerates (a third of the word), counted as swapped neighbours too.
 * Null when a word has no such neighbour, or when the search is already spelled as the names.
 */
export async function didYouMean(db: Queryable, raw: string): Promise<string | null> {
  const prepared = prepareSearch(raw);
  if (!prepared || prepared.startsWith) return null;
  const words = prepared.words.map((each) => each.word);
  // Levenshtein in SQL narrows the vocabulary cheaply; a name holding the word proves it current.
  const { rows } = await db.query<{ i: number; word: string; name: string }>(
    `SELECT q.i::int AS i, c.word, c.name
       FROM unnest($1::text[]) WITH ORDINALITY AS q(w, i)
       CROSS JOIN LATERAL (
         SELECT v.word, coalesce(
                  (SELECT j.name FROM search_job s JOIN job j ON j.id = s.id
                    WHERE s.name_words @> ARRAY[v.word] ORDER BY length(j.name) LIMIT 1),
                  (SELECT k.name FROM search_course s JOIN course k ON k.id = s.id
                    WHERE s.name_words @> ARRAY[v.word] ORDER BY length(k.name) LIMIT 1)) AS name
           FROM search_vocabulary v
          WHERE v.kind IN ('job', 'course')
            AND abs(length(v.word) - length(q.w)) <= 3
            AND levenshtein_less_equal(q.w, v.word, 4) <= 4
          ORDER BY levenshtein_less_equal(q.w, v.word, 4), v.word
          LIMIT $2
       ) c
      WHERE c.name IS NOT NULL`,
    [words, CANDIDATES_PER_WORD],
  );
  const suggested: string[] = [];
  for (const [index, word] of words.entries()) {
    const budget = word.length < SUGGEST_FROM ? 0 : Math.max(1, Math.floor(word.length / 3));
    let best: { distance: number; written: string } | undefined;
    for (const row of rows) {
      if (row.i !== index + 1) continue;
      const distance = typoDistance(word, row.word, budget);
      if (distance > budget || (best && best.distance <= distance)) continue;
      const written = row.name
        .split(/[^\p{L}\p{N}]+/u)
        .find((part) => normalizeSearchText(part) === row.word);
      if (written) best = { distance, written };
    }
    if (!best) return null;
    suggested.push(best.distance === 0 ? word : best.written);
  }
  return suggested.every((each, index) => each === words[index]) ? null : suggested.join(' ');
}
