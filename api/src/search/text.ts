import { Type } from 'typebox';
import { PageQuery } from '../schemas/common.ts';

/** The longest search text accepted (characters); longer queries answer 400. */
export const MAX_SEARCH_LENGTH = 100;

/** From this many letters and digits on, a query also searches the full text. */
const FULL_TEXT_FROM = 3;

/** The most words a query is searched by; more would only narrow the result further. */
const MAX_WORDS = 10;

/** A `?search=` / `?name=` parameter: any text up to {@link MAX_SEARCH_LENGTH} characters. */
export function SearchText(title: string) {
  return Type.String({
    title,
    maxLength: MAX_SEARCH_LENGTH,
    errorMessage: {
      maxLength: `Der Suchbegriff darf höchstens ${MAX_SEARCH_LENGTH} Zeichen lang sein.`,
    },
  });
}

/** `?page=&size=&search=` of a searchable content list (jobs, companies). */
export const SearchListQuery = Type.Object({
  ...PageQuery.properties,
  search: Type.Optional(SearchText('search')),
});

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
 * German umlauts spelled out (ü → ue), other accents removed. Only used to build the full-text
 * query; trigram matching normalizes the text in SQL with the function itself.
 */
export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[äöüßæœøłđðþ]/g, (letter) => spelledOut[letter] ?? letter)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '');
}

/** The normalized words of a query: runs of letters and digits, nothing else. */
export function searchWords(text: string): string[] {
  return normalizeSearchText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');
}

/**
 * A query word and the other spellings it also stands for in the full-text query. Job titles
 * name both forms as „Kaufmann/-frau“, „Hotelfachmann/-frau“; someone searching „Kauffrau“ or
 * „Kaufleute“ means the same job, which trigrams do not see (word similarity 0.44).
 */
export function wordVariants(word: string): string[] {
  for (const ending of ['frau', 'leute']) {
    if (word.length > ending.length + 2 && word.endsWith(ending)) {
      return [word, `${word.slice(0, -ending.length)}mann`];
    }
  }
  return [word];
}

export interface PreparedSearch {
  /** The query as sent (trimmed, NFC); SQL normalizes it with `search_normalize`. */
  text: string;
  /**
   * Normalized words of two or more characters. Every word must be similar to a word of the
   * name, so „Ausbildung Koch“ needs both and does not find every „Ausbildung …“. Empty when
   * `namePrefix` is set.
   */
  nameWords: string[];
  /**
   * `to_tsquery('german', …)` input: every word (in one of its variants) as a prefix term,
   * joined by `&`. Built from letters and digits only, so no query syntax can be injected.
   * Null below three characters.
   */
  tsquery: string | null;
  /**
   * When no word has two characters (a query like „B“): LIKE pattern for names that start with
   * the query; a single character has too few trigrams for similarity. Else null.
   */
  namePrefix: string | null;
}

/**
 * Turns a search parameter into the values the SQL needs; null when there is nothing to search
 * for (no letters or digits at all), which matches nothing.
 */
export function prepareSearch(raw: string): PreparedSearch | null {
  const text = raw.normalize('NFC').trim();
  const words = [...new Set(searchWords(text))].slice(0, MAX_WORDS);
  if (words.length === 0) return null;
  const nameWords = words.filter((word) => word.length >= 2);
  // A two-letter prefix term would match a large part of all descriptions.
  const tsquery =
    words.join('').length >= FULL_TEXT_FROM
      ? words
          .map(wordVariants)
          .map((variants) =>
            variants.length === 1
              ? `${variants[0]}:*`
              : `(${variants.map((variant) => `${variant}:*`).join(' | ')})`,
          )
          .join(' & ')
      : null;
  if (nameWords.length === 0) {
    // Words are letters and digits only, so the pattern holds no LIKE wildcard but the last.
    return { text, nameWords, tsquery, namePrefix: `${words.join(' ')}%` };
  }
  return { text, nameWords, tsquery, namePrefix: null };
}
