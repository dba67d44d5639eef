/**
 * 'Für dich' by occupation: ranks the occupation catalogue by how well each occupation's interest
 * code (RIASEC) and topics ('tiere', 'bauen', …) fit a profile, keeps the top ten diverse across
 * areas and kinds and explains each pick in German. Pure: the only input about the user is the
 * profile derived from their answers (name-blind, as ranking.ts).
 */
import { hashOf, fitOf } from './ranking.ts';
import { dimensionNames, isDimension, namesOf, type ProfileWithEvidence } from './profile.ts';

export interface OccupationEntry {
  id: string;
  area: string;
  kind: string;
  riasec: string | null;
  topics: readonly string[];
  /** Kompass's listings of it: orders the list for users without answers. */
  jobCount: number;
  /** `hashOf(id)`, kept with the entry so ranking does not hash 428 ids per request. */
  hash: number;
}

/** A catalogue entry with its stable hash. */
export function occupationEntry(fields: Omit<OccupationEntry, 'hash'>): OccupationEntry {
  return { ...fields, hash: hashOf(fields.id) };
}

export interface OccupationPick {
  entry: OccupationEntry;
  score: number;
  reasons: string[];
}

/** The part of the list the diversity rules apply to. */
const TOP = 10;
/** At most this many of one area in the top ten, so one strong area leaves room for others. */
const PER_AREA = 3;
/** A dimension counts as one of the user's strong ones from here on (as in ranking.ts). */
const STRONG = 0.5;
/** How much the topics count against the interest code when the answers name topics. */
const TOPIC_WEIGHT = 0.5;

const studyKinds = new Set(['studium', 'duales-studium']);

/** How the reasons name a topic. */
export const topicNames: Readonly<Record<string, string>> = {
  tiere: 'Tiere',
  draussen: 'Arbeit draußen',
  kinder: 'Kinder und Jugendliche',
  menschen: 'Menschen',
  technik: 'Technik',
  computer: 'Computer',
  handwerk: 'Handwerk',
  gestalten: 'Gestalten',
  zahlen: 'Zahlen',
  natur: 'Natur',
  gesundheit: 'Gesundheit',
  fahrzeuge: 'Fahrzeuge',
  bauen: 'Bauen',
  essen: 'Essen',
  sprache: 'Sprache',
  ordnung: 'Ordnung und Regeln',
};

/**
 * 0..1: mostly the mean of the user's two strongest values among the occupation's topics; a
 * fifth is the mean over all its topics, so that of two occupations that share the user's topics
 * the one about less else comes first.
 */
export function topicFitOf(topics: readonly string[], user: Readonly<Record<string, number>>) {
  if (topics.length === 0) return 0;
  const values = topics.map((topic) => user[topic] ?? 0).sort((a, b) => b - a);
  const strongest = ((values[0] ?? 0) + (values[1] ?? 0)) / 2;
  const all = values.reduce((sum, value) => sum + value, 0) / values.length;
  return 0.8 * strongest + 0.2 * all;
}

function quoted(answers: readonly string[]): string {
  return [...new Set(answers)]
    .slice(0, 2)
    .map((answer) => `„${answer}“`)
    .join(' und ');
}

function join(names: string[]): string {
  return names.length <= 1
    ? names.join('')
    : `${names.slice(0, -1).join(', ')} und ${names.at(-1)}`;
}

/** Why an occupation fits: the shared dimensions and topics and the answers behind them. */
function reasonsFor(entry: OccupationEntry, input: ProfileWithEvidence): string[] {
  const { profile, evidence, topics, topicEvidence } = input;
  const reasons: string[] = [];
  const letters = [...(entry.riasec ?? '')].filter(isDimension);
  const shared = letters.filter((letter) => profile.dimensions[letter] >= STRONG);
  const sharedTopics = entry.topics.filter((topic) => (topics[topic] ?? 0) >= STRONG);
  if (shared.length > 0) reasons.push(`Passt zu deinen Interessen: ${namesOf(shared)}.`);
  if (sharedTopics.length > 0) {
    const answers = sharedTopics.flatMap((topic) => topicEvidence[topic] ?? []);
    const names = join(sharedTopics.slice(0, 2).map((topic) => topicNames[topic] ?? topic));
    reasons.push(
      answers.length > 0
        ? `Hier geht es um ${names} – du hast ${quoted(answers)} gewählt.`
        : `Hier geht es um ${names}.`,
    );
  }
  const first = shared[0];
  if (first && profile.source === 'onboarding' && evidence[first].length > 0) {
    reasons.push(
      `Weil du ${quoted(evidence[first])} gewählt hast – das spricht für „${dimensionNames[first]}“.`,
    );
  } else if (first && profile.source === 'edited') {
    reasons.push(`Weil du „${dimensionNames[first]}“ in deinen Interessen hoch eingestellt hast.`);
  }
  if (reasons.length === 0 && letters.length > 0) {
    reasons.push(`Passt teilweise zu deinen Interessen: ${namesOf(letters)}.`);
  }
  return reasons;
}

export const popularOccupationReason =
  'Dazu gibt es viele Angebote in Kompass. Mach den Interessen-Check, dann passen die Vorschläge zu dir.';

/**
 * The first `min(limit, 10)` of `ordered` with at most {@link PER_AREA} per area and, when the
 * catalogue has both, a degree and a training; the rest follows in order.
 */
function diversify(ordered: OccupationEntry[], limit: number): OccupationEntry[] {
  const head = Math.min(limit, TOP);
  const chosen: OccupationEntry[] = [];
  const held: OccupationEntry[] = [];
  const perArea = new Map<string, number>();
  for (const entry of ordered) {
    if (chosen.length >= head) break;
    if ((perArea.get(entry.area) ?? 0) >= PER_AREA) {
      held.push(entry);
      continue;
    }
    perArea.set(entry.area, (perArea.get(entry.area) ?? 0) + 1);
    chosen.push(entry);
  }
  if (chosen.length >= 2) {
    for (const study of [true, false]) {
      if (chosen.some((entry) => studyKinds.has(entry.kind) === study)) continue;
      const other = ordered.find(
        (entry) =>
          studyKinds.has(entry.kind) === study &&
          !chosen.includes(entry) &&
          (perArea.get(entry.area) ?? 0) < PER_AREA,
      );
      if (!other) continue;
      const last = chosen.pop()!;
      perArea.set(last.area, (perArea.get(last.area) ?? 1) - 1);
      held.unshift(last);
      chosen.push(other);
      perArea.set(other.area, (perArea.get(other.area) ?? 0) + 1);
    }
  }
  if (limit <= head) return chosen;
  const taken = new Set(chosen);
  const rest = [...held, ...ordered].filter((entry) => {
    if (taken.has(entry)) return false;
    taken.add(entry);
    return true;
  });
  return [...chosen, ...rest.slice(0, limit - head)];
}

/** The occupations for a profile, best first; without any answers those with most listings. */
export function rankOccupations(
  catalogue: readonly OccupationEntry[],
  input: ProfileWithEvidence,
  limit: number,
): OccupationPick[] {
  const { profile, topics } = input;
  const hasTopics = Object.keys(topics).length > 0;
  if (profile.code === '' && !hasTopics) {
    const popular = [...catalogue].sort(
      (a, b) => b.jobCount - a.jobCount || (a.id < b.id ? -1 : 1),
    );
    return diversify(popular, limit).map((entry) => ({
      entry,
      score: 0,
      reasons: [popularOccupationReason],
    }));
  }
  // Equal scores in an order that depends on the answers only, so that it is the same for equal
  // answers and differs between profiles.
  const seed = hashOf(JSON.stringify([profile.dimensions, topics]));
  const topicWeight = hasTopics ? TOPIC_WEIGHT : 0;
  const scored = catalogue.map((entry) => ({
    entry,
    score:
      (1 - topicWeight) * fitOf(entry.riasec ?? '', profile.dimensions) +
      topicWeight * topicFitOf(entry.topics, topics),
    tie: (entry.hash ^ seed) >>> 0,
  }));
  // Of equally fitting occupations, those one can start in Kompass come first.
  scored.sort(
    (a, b) =>
      b.score - a.score ||
      Math.sign(b.entry.jobCount) - Math.sign(a.entry.jobCount) ||
      a.tie - b.tie,
  );
  const scores = new Map(scored.map(({ entry, score }) => [entry, score]));
  return diversify(
    scored.map(({ entry }) => entry),
    limit,
  ).map((entry) => ({
    entry,
    score: Math.round((scores.get(entry) ?? 0) * 1000) / 1000,
    reasons: reasonsFor(entry, input),
  }));
}
