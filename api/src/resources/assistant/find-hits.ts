import { nameOf, textOf, type CatalogueData, type Hit } from './records.ts';
import { wordsOf } from './understand.ts';
import { holdsTopicWord, onlyAsLinkedPart } from './word-parts.ts';

/** How the catalogue mode finds the listings, courses and companies a topic names. */

/**
 * How well the name carries the topic: per topic word 2 when the name has that word, 1 when a
 * word of the name starts with it ('Biologie' before 'Biologielaborant/in').
 */
function nameScore(name: string, topicWords: string[]): number {
  const nameWords = wordsOf(name);
  let score = 0;
  for (const word of topicWords) {
    if (nameWords.includes(word)) score += 2;
    else if (nameWords.some((part) => part.startsWith(word))) score += 1;
  }
  return score;
}

const kindOrder = { job: 0, course: 1, company: 2 } as const;

/**
 * The entries a topic names, best first: the whole topic searched in jobs, courses and
 * companies; when that finds nothing, each of its words alone (longest first).
 */
export async function findHits(
  data: CatalogueData,
  topic: string,
  kinds: readonly Hit['kind'][],
  limit: number,
  wholeParts = true,
): Promise<Hit[]> {
  const topicWords = wordsOf(topic);
  if (topicWords.length === 0) return [];
  const attempts = [topic];
  if (topicWords.length > 1) {
    attempts.push(...[...topicWords].sort((a, b) => b.length - a.length).slice(0, 3));
  }
  for (const attempt of attempts) {
    const [jobs, courses, companies] = await Promise.all([
      kinds.includes('job') ? data.searchJobs(attempt, limit) : [],
      kinds.includes('course') ? data.searchCourses(attempt, limit) : [],
      kinds.includes('company') ? data.searchCompanies(attempt, limit) : [],
    ]);
    const hits: Hit[] = [
      ...jobs.map((job) => ({ kind: 'job' as const, job })),
      ...courses.map((course) => ({ kind: 'course' as const, course })),
      ...companies.map((company) => ({ kind: 'company' as const, company })),
    ].filter((hit) => !wholeParts || holdsTopicWord(textOf(hit), wordsOf(attempt)));
    if (hits.length === 0) continue;
    const scored = hits.map((hit, position) => ({
      hit,
      position,
      score: nameScore(nameOf(hit), topicWords),
    }));
    scored.sort(
      (a, b) =>
        b.score - a.score ||
        kindOrder[a.hit.kind] - kindOrder[b.hit.kind] ||
        a.position - b.position,
    );
    // Entries that carry the topic in their name outrank those found by place or company only;
    // among equals each kind takes its turn, so a course is not hidden behind many jobs.
    const best = scored[0]!.score;
    const kept = scored.filter(({ score }) => score === best).map(({ hit }) => hit);
    const byKind = (['job', 'course', 'company'] as const).map((kind) =>
      kept.filter((hit) => hit.kind === kind),
    );
    const mixed: Hit[] = [];
    for (let round = 0; mixed.length < Math.min(limit, kept.length); round += 1) {
      for (const hits of byKind) if (hits[round]) mixed.push(hits[round]!);
    }
    return mixed.slice(0, limit);
  }
  return [];
}

/** Entries close to a topic nothing matched: its words shortened to their first letters. */
export async function closestTo(data: CatalogueData, topic: string): Promise<Hit[]> {
  const stems = wordsOf(topic)
    .filter((word) => word.length >= 5)
    .map((word) => word.slice(0, Math.max(4, Math.ceil(word.length * 0.6))));
  for (const stem of [...new Set(stems)].slice(0, 3)) {
    const hits = (await findHits(data, stem, ['job', 'course', 'company'], 3, false)).filter(
      (hit) => !onlyAsLinkedPart(textOf(hit), wordsOf(topic)),
    );
    if (hits.length > 0) return hits;
  }
  return [];
}
