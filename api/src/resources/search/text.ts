import { synonymGroups } from './synonyms.ts';

/** The most words a query is searched by; more would only narrow the result further. */
const MAX_WORDS = 10;

const spelledOut: Record<string, string> = {
  ä: 'ae',
  ö: 'oe',
  ü: 'ue',
  ß: 'ss',
  // Letters that Unicode does not decompose but the unaccent dictionary maps.
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
};

/**
 * The JavaScript twin of the SQL function `search_normalize` (migration 002): lower case,
 * German umlauts spelled out (ü → ue), other accents removed. Query words are compared with the
 * words `search_words` (migration 007) stored, so both must agree.
 */
export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[äöüßæœøłđðþ]/g, (letter) => spelledOut[letter] ?? letter)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '');
}

/**
 * Small words people put between what they look for („Pflege in Hamburg“, „Ausbildung als
 * Koch“, „Job bei Siemens“): ignored when the query has other words, as every query word must
 * match. Normalized, as {@link searchWords} makes them.
 */
export const SMALL_WORDS: ReadonlySet<string> = new Set(['in', 'bei', 'als', 'fuer', 'mit']);

/** The normalized words of a query: runs of letters and digits, nothing else. */
export function searchWords(text: string): string[] {
  return normalizeSearchText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');
}

/** Normalized word → the other members of its synonym group(s). */
const synonyms = new Map<string, string[]>();
for (const group of synonymGroups) {
  const words = group.map(normalizeSearchText);
  for (const word of words) {
    const others = synonyms.get(word) ?? [];
    for (const other of words) if (other !== word && !others.includes(other)) others.push(other);
    synonyms.set(word, others);
  }
}

/** Whether a word has synonyms („IT“ is searched as a word although it has two letters). */
export function hasSynonyms(word: string): boolean {
  return synonyms.has(word);
}

/**
 * A query word and the other spellings it also stands for. Job titles name both forms as
 * „Kaufmann/-frau“, „Bäcker/in“; someone searching „Kauffrau“, „Kaufleute“ or „Bäckerin“ means
 * the same job, which edit distance does not see (or sees only as two typos). Then the members
 * of its synonym groups (synonyms.ts).
 */
export function wordVariants(word: string): string[] {
  const variants = [word];
  const add = (variant: string) => {
    if (!variants.includes(variant)) variants.push(variant);
  };
  for (const ending of ['frau', 'leute']) {
    if (word.length > ending.length + 2 && word.endsWith(ending)) {
      add(`${word.slice(0, -ending.length)}mann`);
    }
  }
  // The feminine form written out: „Bäckerinnen“, „Bäckerin“ → „Bäcker“ (of „Bäcker/in“).
  // A stem of five letters at least: „Berlin“, „Termin“ stay as they are.
  if (word.length >= 10 && word.endsWith('innen')) add(word.slice(0, -5));
  else if (word.length >= 7 && word.endsWith('in')) add(word.slice(0, -2));
  for (const variant of [...variants])
    for (const synonym of synonyms.get(variant) ?? []) add(synonym);
  return variants;
}

/** A query word as the engine looks it up in the vocabulary (engine.ts). */
export interface QueryWord {
  /** The normalized word as typed. */
  word: string;
  /** Other spellings that count as exact („Kauffrau“ also looks up „kaufmann“). */
  variants: string[];
  /**
   * From three characters on, the word may be the start of a longer word (so may each variant
   * of three characters or more), and from {@link PART_FROM} on a part of one.
   */
  prefix: boolean;
  /**
   * Edits tolerated when the word is compared with a word of its own length: one from five
   * characters on, two from nine (see {@link typoBudget}).
   */
  typos: number;
}

/** Shortest word that may be a prefix, and the lengths from which one and two typos count. */
export const PREFIX_FROM = 3;
/** Shortest word (or variant) that also finds the compounds containing it („pflege“). */
export const PART_FROM = 5;
export const ONE_TYPO_FROM = 5;
export const TWO_TYPOS_FROM = 9;

/**
 * Typos tolerated between two words: by the longer of them, so that a letter left out of a
 * nine-letter word („Arcitekt“) still counts as a nine-letter word.
 */
export function typoBudget(length: number): number {
  return length >= TWO_TYPOS_FROM ? 2 : length >= ONE_TYPO_FROM ? 1 : 0;
}

export interface PreparedSearch {
  /** The query as sent (trimmed, NFC). */
  text: string;
  /** Every distinct normalized word; each must match a word of the entry. */
  words: QueryWord[];
  /** The normalized words joined by one space: equal to a whole name, an exact match. */
  joined: string;
  /**
   * When no word has three characters („B“, „Ko“): the entries whose whole name (or username)
   * starts with `joined` instead; a letter or two says too little to match words anywhere.
   */
  startsWith: boolean;
}

/**
 * Turns a search parameter into the values the engine needs; null when there is nothing to
 * search for (no letters or digits at all), which matches nothing.
 */
export function prepareSearch(raw: string): PreparedSearch | null {
  const text = raw.normalize('NFC').trim();
  const all = searchWords(text);
  const meaningful = all.filter((word) => !SMALL_WORDS.has(word));
  // Only small words („in“): searched as typed, the start of a name.
  const distinct = [...new Set(meaningful.length > 0 ? meaningful : all)].slice(0, MAX_WORDS);
  if (distinct.length === 0) return null;
  const words = distinct.map((word) => ({
    word,
    variants: wordVariants(word).slice(1),
    prefix: word.length >= PREFIX_FROM,
    typos: typoBudget(word.length),
  }));
  return {
    text,
    words,
    joined: all.join(' '),
    startsWith: distinct.every((word) => word.length < PREFIX_FROM && !hasSynonyms(word)),
  };
}
