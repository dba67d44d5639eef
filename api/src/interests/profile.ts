/**
 * The interest model: Holland's six RIASEC dimensions, a user's profile derived from the
 * onboarding answers (or adjusted by hand) and the German words the product uses for them.
 * Pure functions: nothing here reads a name, age, gender, e-mail or username.
 */

import {
  dimensionLetters,
  dimensionNames,
  isDimension,
  type Dimension,
} from '@kompass/contracts/interest-dimensions';

export { dimensionLetters, dimensionNames, isDimension, type Dimension };
export type Dimensions = Record<Dimension, number>;

export interface InterestProfile {
  dimensions: Dimensions;
  /** Up to three letters with a value above 0, strongest first; '' without any. */
  code: string;
  /** How many onboarding questions with interest answers the user answered. */
  answered: number;
  source: 'onboarding' | 'edited';
}

/**
 * The profile plus, per dimension, the texts of the chosen answers that speak for it, and the
 * second signal: the catalogue's topics the chosen answers speak for ('tiere', 'bauen', …), the
 * strongest 1 and the others relative to it, with their answers.
 */
export interface ProfileWithEvidence {
  profile: InterestProfile;
  evidence: Record<Dimension, string[]>;
  topics: Record<string, number>;
  topicEvidence: Record<string, string[]>;
}

export interface InterestQuestion {
  answers: string[];
  answerDimensions: string[];
  /** Parallel to `answers`: the topics each answer speaks for, comma-separated ('' for none). */
  answerTopics?: string[];
  settingsKey: string;
}

export function emptyDimensions(): Dimensions {
  return { R: 0, I: 0, A: 0, S: 0, E: 0, C: 0 };
}

/** Two decimals are plenty for a user's profile and keep answers comparable. */
function round(value: number) {
  return Math.round(value * 100) / 100;
}

/** Letters above 0, strongest first; ties in RIASEC order, so the code is deterministic. */
export function codeOf(dimensions: Dimensions): string {
  return dimensionLetters
    .filter((letter) => dimensions[letter] > 0)
    .sort(
      (a, b) =>
        dimensions[b] - dimensions[a] || dimensionLetters.indexOf(a) - dimensionLetters.indexOf(b),
    )
    .slice(0, 3)
    .join('');
}

/**
 * The chosen answer's index from a setting's value ('2'), or undefined for a skipped question,
 * a value that is not an index, or an index out of range.
 */
function chosenIndex(value: string | null | undefined, answers: number): number | undefined {
  if (value === null || value === undefined || !/^\d{1,3}$/.test(value)) return undefined;
  const index = Number(value);
  return index < answers ? index : undefined;
}

/**
 * Counts, per dimension, the chosen answers that speak for it; the strongest dimension is 1 and
 * the others are relative to it. A hand-adjusted profile (`edited`) replaces the numbers but keeps
 * the evidence, so reasons can still name the answers.
 */
export function deriveProfile(
  questions: InterestQuestion[],
  settings: ReadonlyMap<string, string | null>,
  edited: Dimensions | null,
): ProfileWithEvidence {
  const hits = emptyDimensions();
  const evidence: Record<Dimension, string[]> = { R: [], I: [], A: [], S: [], E: [], C: [] };
  const topicHits = new Map<string, number>();
  const topicOffers = new Map<string, number>();
  const topicEvidence: Record<string, string[]> = {};
  let answered = 0;
  for (const question of questions) {
    const index = chosenIndex(settings.get(question.settingsKey), question.answers.length);
    if (index === undefined) continue;
    // A topic counts by the share of the answered questions that offered it and where it was
    // chosen: 'Tiere', offered once and chosen, is not outweighed by 'Handwerk', offered in
    // four questions and chosen in two.
    const offered = new Set((question.answerTopics ?? []).flatMap((topics) => topics.split(',')));
    for (const topic of offered) {
      if (topic !== '') topicOffers.set(topic, (topicOffers.get(topic) ?? 0) + 1);
    }
    for (const topic of (question.answerTopics?.[index] ?? '').split(',')) {
      if (topic === '') continue;
      topicHits.set(topic, (topicHits.get(topic) ?? 0) + 1);
      (topicEvidence[topic] ??= []).push(question.answers[index]!);
    }
    if (!question.answerDimensions.some((letters) => letters !== '')) continue;
    answered += 1;
    for (const letter of question.answerDimensions[index] ?? '') {
      if (!isDimension(letter)) continue;
      hits[letter] += 1;
      evidence[letter].push(question.answers[index]!);
    }
  }
  const strongest = Math.max(...Object.values(hits));
  const dimensions = emptyDimensions();
  if (edited) {
    for (const letter of dimensionLetters) dimensions[letter] = round(edited[letter]);
  } else if (strongest > 0) {
    for (const letter of dimensionLetters) dimensions[letter] = round(hits[letter] / strongest);
  }
  return {
    profile: {
      dimensions,
      code: codeOf(dimensions),
      answered,
      source: edited ? 'edited' : 'onboarding',
    },
    evidence,
    topics: relativeTopics(topicHits, topicOffers),
    topicEvidence,
  };
}

/**
 * Each chosen topic's share of the questions that offered it, relative to the strongest (1);
 * none without topic answers.
 */
function relativeTopics(
  hits: ReadonlyMap<string, number>,
  offers: ReadonlyMap<string, number>,
): Record<string, number> {
  const shares = [...hits].map(
    ([topic, count]) => [topic, count / (offers.get(topic) ?? count)] as const,
  );
  const strongest = Math.max(0, ...shares.map(([, share]) => share));
  const topics: Record<string, number> = {};
  for (const [topic, share] of shares) topics[topic] = round(share / strongest);
  return topics;
}

/** 'Praktisch', 'Praktisch und Forschend', 'Praktisch, Forschend und Kreativ'. */
export function namesOf(letters: Iterable<Dimension>): string {
  const names = [...letters].map((letter) => dimensionNames[letter]);
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} und ${names.at(-1)}`;
}
