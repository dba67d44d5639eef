import { occupationKindNames, type OccupationKind } from '@kompass/contracts/schemas/occupations';
import {
  durationText,
  euros,
  excerpt,
  list,
  occupationRecord,
  type CatalogueData,
  type Citations,
  type OccupationHit,
} from './records.ts';
import { interestLabels } from './interest-words.ts';
import { assistantTexts as texts } from './texts.ts';
import { wordsOf, type Understood } from './understand.ts';
import { holdsTopicWord } from './word-parts.ts';

/**
 * Answers from the occupation catalogue (docs/occupations.md): what you do, how long it takes,
 * what it pays per training year, and which occupations there are for what someone likes. Each
 * occupation is cited as a source that opens its page; every figure is a catalogue field or
 * the statutory minimum with its source.
 */

const kindPhrase: Record<OccupationKind, string> = {
  dual: 'eine duale Ausbildung in Betrieb und Berufsschule',
  schulisch: 'eine schulische Ausbildung',
  studium: 'ein Studium',
  'duales-studium': 'ein duales Studium',
};

/**
 * The occupation a topic names, through the catalogue's own search (old and everyday names
 * included: 'Krankenschwester' is Pflegefachmann/-frau). Taken only when its name or another
 * name really holds a word of the topic: 'Leben' is not 'Lebensmitteltechnologie'.
 */
export async function findOccupation(
  data: CatalogueData,
  topic: string,
): Promise<OccupationHit | null> {
  const topicWords = wordsOf(topic);
  if (topicWords.length === 0) return null;
  const attempts = [topic];
  if (topicWords.length > 1) {
    attempts.push(...[...topicWords].sort((a, b) => b.length - a.length).slice(0, 2));
  }
  for (const attempt of attempts) {
    const hits = await data.searchOccupations(attempt, 3);
    const named = hits.find((hit) =>
      holdsTopicWord(`${hit.name} ${hit.otherNames.join(' ')}`, wordsOf(attempt)),
    );
    if (named) return named;
  }
  return null;
}

function lasts(occupation: OccupationHit): string {
  return occupation.durationMonths === null
    ? ''
    : ` und dauert in der Regel ${durationText(occupation.durationMonths)}`;
}

/** 'Was macht ein/e …?': the kind, the duration and what you do, from the catalogue. */
export function describeOccupation(occupation: OccupationHit, citations: Citations): string {
  const ref = citations.cite(occupationRecord(occupation));
  const about = occupation.summary ? excerpt(occupation.summary, 420) : texts.occupationNoSummary;
  return `${occupation.name} ${ref} ist ${kindPhrase[occupation.kind]}${lasts(occupation)}. ${about}`;
}

/** 'Wie lange dauert …?': the regular duration; a dual training may be shortened. */
export function durationOfOccupation(occupation: OccupationHit, citations: Citations): string[] {
  const ref = citations.cite(occupationRecord(occupation));
  if (occupation.durationMonths === null) {
    return [`${occupation.name} ${ref}: ${texts.occupationNoDuration}`];
  }
  return [
    `${occupation.name} ${ref} ist ${kindPhrase[occupation.kind]}${lasts(occupation)}.`,
    ...(occupation.kind === 'dual' ? [texts.durationShorter] : []),
  ];
}

/**
 * 'Was verdient man in der Ausbildung zum …?': per month and training year, the statutory
 * minimum (§ 17 BBiG) and the range of Kompass's training listings, each with its source, or
 * honestly no figure. Null for a degree: its pay is the listings' salaries.
 */
export async function payOfOccupation(
  occupation: OccupationHit,
  data: CatalogueData,
  citations: Citations,
): Promise<string[] | null> {
  if (occupation.kind === 'studium') return null;
  const pay = await data.occupationPay(occupation.id);
  if (!pay) return null;
  const ref = citations.cite(occupationRecord(occupation, pay));
  const lines: string[] = [];
  if (pay.statutoryMinimum) {
    const years = pay.statutoryMinimum.monthlyByYear.map(
      (amount, year) => `${euros(amount)} im ${year + 1}.`,
    );
    lines.push(
      `Für ${occupation.name} ${ref} gilt mindestens die gesetzliche Mindestvergütung nach § 17 BBiG (Ausbildungsbeginn ${pay.statutoryMinimum.startYear}): ${list(years)} Ausbildungsjahr, jeweils im Monat. ${texts.tariffNote}`,
    );
  }
  if (pay.listings) {
    const { minMonthly, maxMonthly, count } = pay.listings;
    const range =
      minMonthly === maxMonthly
        ? euros(minMonthly)
        : `${euros(minMonthly)} bis ${euros(maxMonthly)}`;
    const offers = count === 1 ? '1 Angebot' : `${count} Angeboten`;
    lines.push(
      `Die Ausbildungsangebote in Kompass zahlen dafür ${range} im Monat im 1. Jahr (aus ${offers}) ${ref}.`,
    );
  }
  if (lines.length === 0) lines.push(`${occupation.name} ${ref}: ${texts.noPayFigure}`);
  return lines;
}

/**
 * 'Welche Berufe gibt es mit Tieren / draußen?', 'Welche Ausbildung passt, wenn ich gern mit
 * Kindern arbeite?', 'Berufe mit Holz?': a short list from the catalogue, by its topics or else
 * by the occupation search. Null when the catalogue has none.
 */
export async function occupationsFor(
  understood: Understood,
  topic: string,
  data: CatalogueData,
  citations: Citations,
): Promise<string[] | null> {
  const { interests } = understood;
  const found =
    interests.length > 0
      ? await data.occupationsWithTopics(interests, 6)
      : topic
        ? await data.searchOccupations(topic, 6)
        : [];
  if (found.length === 0) return null;
  const heading =
    interests.length > 0
      ? `Berufe ${list(interests.map((interest) => interestLabels[interest]))} ${texts.occupationsFrom}`
      : `Berufe zu „${topic}“ ${texts.occupationsFrom}`;
  const items = found.map((occupation) => {
    const facts = [occupationKindNames[occupation.kind]];
    if (occupation.durationMonths !== null) facts.push(durationText(occupation.durationMonths));
    return `${occupation.name} ${citations.cite(occupationRecord(occupation))} (${facts.join(', ')})`;
  });
  return [`${heading} ${list(items)}.`, texts.occupationsMore];
}
