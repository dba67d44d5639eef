import { normalizeSearchText } from '../search/text.ts';
import { readPlaces } from '../places/load.ts';
import { numberWords, ordinaryTownWords } from './fact-words.ts';

/**
 * The fact check of the language-model mode (docs/decisions/assistant-fact-check.md): the facts
 * of one sentence of the model's answer, and which of them the records it cites do not hold.
 * A fact is a number (amount, percentage, duration, date; German and English digit grouping,
 * number words), a proper name (a company by its legal form, a university or college, a German
 * town) or an occupation (a word of a job name in the catalogue, or a common one that is not).
 */

export type FactKind = 'number' | 'company' | 'institution' | 'place' | 'occupation';

export interface Fact {
  kind: FactKind;
  /** As written in the sentence. */
  text: string;
}

export interface FactVocabulary {
  /** Normalized occupation words ('mechatroniker', 'kaufmann'). */
  occupations: ReadonlySet<string>;
  /** Normalized names of German towns ('wolfsburg', 'freiburg') with their postcodes' count. */
  places: ReadonlyMap<string, number>;
}

const multipliers: Record<string, number> = {
  tausend: 1000,
  tsd: 1000,
  mio: 1_000_000,
  million: 1_000_000,
  millionen: 1_000_000,
};

/** Company legal forms: the capitalised words before one are a company's name. */
const legalForms = new Set([
  'gmbh',
  'ag',
  'kg',
  'ohg',
  'ug',
  'se',
  'ev',
  'ek',
  'mbh',
  'inc',
  'ltd',
  'llc',
  'co',
  'kgaa',
]);
/** Words that start or end the name of a university, college or school. */
const institutionWords = new Set([
  'universitaet',
  'uni',
  'hochschule',
  'fachhochschule',
  'tu',
  'th',
  'fh',
  'akademie',
  'institut',
  'kolleg',
  'college',
  'university',
  'berufsakademie',
]);
/** Words before a place ('in Kassel', 'aus Bremen'). */
const placePrepositions = new Set(['in', 'aus', 'nach', 'bei']);
/** Small words inside an institution's name ('Hochschule für Technik und Wirtschaft Berlin'). */
const nameJoiners = new Set(['fuer', 'der', 'des', 'und', 'am', 'an', 'im', 'in', 'de', 'of']);

/** Occupation words of a job name: its first word and the words ending like a person. */
export function occupationWordsOf(jobName: string): string[] {
  const words = normalizeSearchText(jobName)
    .replace(/\/-?(?:in|innen|frau|r)\b/g, ' ')
    .split(/[^\p{L}]+/u)
    .filter((word) => word.length >= 4);
  const person =
    /(?:er|mann|frau|kraft|loge|ant|assistent|angestellte|ist|eur|arzt|wirt|koch|ling)$/;
  const adjective = /(?:isch|lich|ale|ales|ische|liche|ierte)$|^(?:duales|studium|data)$/;
  return words.filter((word, index) => !adjective.test(word) && (index === 0 || person.test(word)));
}

/**
 * The forms of one word that name the same thing: 'baeckerin', 'baeckerinnen' → 'baecker';
 * 'kauffrau', 'kaufleute' → 'kaufmann'. No synonyms: 'Informatiker' is not 'Fachinformatiker'.
 */
function formsOf(word: string): string[] {
  const forms = [word];
  for (const ending of ['frau', 'leute']) {
    if (word.length > ending.length + 2 && word.endsWith(ending)) {
      forms.push(`${word.slice(0, -ending.length)}mann`);
    }
  }
  if (word.length >= 10 && word.endsWith('innen')) forms.push(word.slice(0, -5));
  else if (word.length >= 7 && word.endsWith('in')) forms.push(word.slice(0, -2));
  return forms;
}

interface Token {
  text: string;
  key: string;
  capital: boolean;
  start: number;
}

function tokensOf(sentence: string): Token[] {
  return [...sentence.matchAll(/[\p{L}][\p{L}\p{N}.&-]*[\p{L}\p{N}]|[\p{L}]/gu)].map((match) => {
    const text = match[0].replace(/\.$/, '');
    return {
      text,
      key: normalizeSearchText(text).replace(/[.&-]/g, ''),
      capital: /^\p{Lu}/u.test(text),
      start: match.index,
    };
  });
}

/** The values a number as written may stand for: '9.000' → 9000, '3,5' → 3.5, '9,000' → 9 or 9000. */
function valuesOf(written: string): number[] {
  const values = new Set<number>();
  const digits = written.replace(/\s/g, '');
  if (/^\d{1,3}(?:\.\d{3})+(?:,\d+)?$/.test(digits)) {
    values.add(Number(digits.replace(/\./g, '').replace(',', '.')));
  }
  if (/^\d{1,3}(?:,\d{3})+(?:\.\d+)?$/.test(digits)) values.add(Number(digits.replace(/,/g, '')));
  if (/^\d+(?:,\d+)?$/.test(digits)) values.add(Number(digits.replace(',', '.')));
  if (/^\d+\.\d+$/.test(digits) && values.size === 0) values.add(Number(digits));
  return [...values].filter(Number.isFinite);
}

const numberPattern =
  /(?<![\p{L}\p{N}])(\d{1,3}(?:[.,]\d{3})+(?:[.,]\d+)?|\d+(?:[.,]\d+)?)(?:\s*(tausend|tsd\.?|mio\.?|millionen|million)(?![\p{L}]))?/giu;

/** Every number in a text with the values it may stand for. */
export function numbersIn(text: string): { text: string; values: number[] }[] {
  const found: { text: string; values: number[] }[] = [];
  for (const match of text.matchAll(numberPattern)) {
    const factor = match[2] ? (multipliers[match[2].toLowerCase().replace('.', '')] ?? 1) : 1;
    found.push({ text: match[0], values: valuesOf(match[1]!).map((value) => value * factor) });
  }
  for (const word of normalizeSearchText(text).split(/[^\p{L}]+/u)) {
    const value = numberWords[word];
    if (value !== undefined) found.push({ text: word, values: [value] });
  }
  return found;
}

/** The facts of one sentence (citations already taken out). */
export function factsOf(sentence: string, vocabulary: FactVocabulary): Fact[] {
  const facts: Fact[] = numbersIn(sentence).map((number) => ({
    kind: 'number' as const,
    text: number.text,
  }));
  const tokens = tokensOf(sentence);
  const taken = new Set<number>();
  tokens.forEach((token, index) => {
    if (legalForms.has(token.key) && index > 0) {
      let first = index;
      while (first > 0 && first > index - 4 && tokens[first - 1]!.capital) first -= 1;
      if (first === index) return;
      for (let at = first; at <= index; at += 1) taken.add(at);
      facts.push({
        kind: 'company',
        text: sentence.slice(tokens[first]!.start, token.start + token.text.length),
      });
    }
  });
  tokens.forEach((token, index) => {
    if (!institutionWords.has(token.key) || !token.capital) return;
    let last = index;
    while (
      last + 1 < tokens.length &&
      (tokens[last + 1]!.capital ||
        (nameJoiners.has(tokens[last + 1]!.key) && tokens[last + 2]?.capital))
    ) {
      last += 1;
    }
    if (last === index) return;
    for (let at = index; at <= last; at += 1) taken.add(at);
    const end = tokens[last]!;
    facts.push({
      kind: 'institution',
      text: sentence.slice(token.start, end.start + end.text.length),
    });
  });
  tokens.forEach((token, index) => {
    if (taken.has(index)) return;
    // A town with several postcodes anywhere; a small one after 'in', 'aus', 'nach', 'bei'.
    const postcodes = token.capital ? (vocabulary.places.get(token.key) ?? 0) : 0;
    const afterPreposition = placePrepositions.has(tokens[index - 1]?.key ?? '');
    if (postcodes > 1 || (postcodes === 1 && afterPreposition)) {
      facts.push({ kind: 'place', text: token.text });
    } else if (
      [token.key, normalizeSearchText(token.text.split('-').at(-1)!)].some((key) =>
        formsOf(key).some((variant) => vocabulary.occupations.has(variant)),
      )
    ) {
      facts.push({ kind: 'occupation', text: token.text });
    }
  });
  return facts;
}

/** What the cited records (and the fixed texts) hold, ready to look facts up in. */
export class FactSource {
  private readonly words = new Set<string>();
  private readonly numbers: number[] = [];

  constructor(texts: string[]) {
    for (const text of texts) {
      for (const word of normalizeSearchText(text).split(/[^\p{L}\p{N}]+/u)) {
        if (!word) continue;
        for (const variant of formsOf(word)) this.words.add(variant);
      }
      for (const number of numbersIn(text)) this.numbers.push(...number.values);
    }
  }

  /** Whether the word, or a compound ending or starting with it, is in the source. */
  hasWord(word: string): boolean {
    const variants = formsOf(word);
    if (variants.some((variant) => this.words.has(variant))) return true;
    if (word.length < 5) return false;
    for (const known of this.words) {
      if (variants.some((variant) => known.endsWith(variant) || known.startsWith(variant))) {
        return true;
      }
    }
    return false;
  }

  /**
   * Whether the number is in the source: as it is, a yearly amount per month (rounded the way
   * a sentence rounds, within 2 %), or years as months.
   */
  hasNumber(values: number[]): boolean {
    return values.some((value) =>
      this.numbers.some(
        (known) =>
          Math.abs(known - value) < 0.005 ||
          (known >= 1000 && Math.abs(known / 12 - value) <= (known / 12) * 0.02) ||
          (known <= 10 && Math.abs(known * 12 - value) < 0.005),
      ),
    );
  }

  has(fact: Fact): boolean {
    if (fact.kind === 'number') {
      const values = numbersIn(fact.text).flatMap((number) => number.values);
      return this.hasNumber(values);
    }
    const words = normalizeSearchText(fact.text)
      .split(/[^\p{L}\p{N}]+/u)
      .filter((word) => word && !legalForms.has(word) && !nameJoiners.has(word));
    return words.every((word) => this.hasWord(word));
  }
}

/** The facts of `sentence` that `source` does not hold. */
export function unfoundFacts(
  sentence: string,
  source: FactSource,
  vocabulary: FactVocabulary,
): Fact[] {
  return factsOf(sentence, vocabulary).filter((fact) => !source.has(fact));
}

let places: Promise<Map<string, number>> | null = null;

/**
 * The German towns of the place dataset (GeoNames, `places/load.ts`) by the first word of their
 * name, with how many postcodes they have: a model's invented 'in Hamburg' is a place not in the
 * records.
 */
export function germanTowns(): Promise<Map<string, number>> {
  places ??= (async () => {
    const postcodes = new Map<string, number>();
    for (const { name } of await readPlaces()) {
      const first = normalizeSearchText(name.trim().split(/[\s(,/]/)[0] ?? '').replace(/-/g, '');
      if (first.length >= 4 && !ordinaryTownWords.has(first)) {
        postcodes.set(first, (postcodes.get(first) ?? 0) + 1);
      }
    }
    return postcodes;
  })();
  // A failed read is not kept: the next answer tries again.
  places.catch(() => (places = null));
  return places;
}
