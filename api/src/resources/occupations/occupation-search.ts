import { prepareSearch, PART_FROM, PREFIX_FROM } from '../search/text.ts';

/**
 * How a search text finds occupations. The catalogue is small (some 400 rows), so every query
 * word is compared with each occupation's words (`search_words`, migration 020: its name,
 * other names, specialisations and topics) by the same rules as the search engine's, without
 * typos: equal, the start of a word from three letters, a part of one from five, each of the
 * word's variants (feminine forms, synonyms: `wordVariants`) alike. A plural or inflected
 * ending is dropped as well ('Tiere' → 'tier…', 'Pflanzen' → 'pflanz…').
 */
export interface OccupationQuery {
  /** One SQL condition per query word on occupation `o`, all of which must hold. */
  conditions: string[];
  /** Words found in the name (without gender forms) count: an expression to rank by. */
  nameScore: string;
  /** Then words found whole (an other name written out, 'Krankenschwester'): likewise. */
  exactScore: string;
  /** The query's words as one key, to rank an occupation of exactly that name first. */
  key: string;
  params: unknown[];
}

function stems(word: string): string[] {
  const out: string[] = [];
  if (word.length >= 6 && word.endsWith('en')) out.push(word.slice(0, -2));
  if (word.length >= 5 && word.endsWith('e')) out.push(word.slice(0, -1));
  return out;
}

/** The SQL of a search text for occupations; null when it has nothing to search for. */
export function occupationQuery(search: string, firstParam: number): OccupationQuery | null {
  const prepared = prepareSearch(search);
  if (!prepared) return null;
  const params: unknown[] = [];
  const placeholder = (value: unknown) => {
    params.push(value);
    return `$${firstParam + params.length - 1}`;
  };
  const matches = prepared.words.map((queryWord) => {
    const variants = [queryWord.word, ...queryWord.variants];
    const exact = placeholder(variants);
    const patterns = [...variants, ...stems(queryWord.word)].flatMap((variant) =>
      variant.length >= PART_FROM
        ? [`%${variant}%`]
        : variant.length >= PREFIX_FROM && queryWord.prefix
          ? [`${variant}%`]
          : [],
    );
    const like = placeholder(patterns);
    return (words: string, exactOnly = false) =>
      exactOnly
        ? `EXISTS (SELECT 1 FROM unnest(${words}) w WHERE w = ANY(${exact}::text[]))`
        : `EXISTS (SELECT 1 FROM unnest(${words}) w WHERE w = ANY(${exact}::text[]) OR w LIKE ANY(${like}::text[]))`;
  });
  return {
    conditions: matches.map((match) => match('o.search_words')),
    nameScore: matches
      .map((match) => `(CASE WHEN ${match("string_to_array(o.name_key, ' ')")} THEN 1 ELSE 0 END)`)
      .join(' + '),
    exactScore: matches
      .map((match) => `(CASE WHEN ${match('o.search_words', true)} THEN 1 ELSE 0 END)`)
      .join(' + '),
    key: prepared.words.map((word) => word.word).join(' '),
    params,
  };
}
