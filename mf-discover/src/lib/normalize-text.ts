/**
 * Text folded for matching typed input: case, accents and the German umlaut spellings
 * ('Ü', 'ü', 'ue' all become 'ue'; 'ß' becomes 'ss'), as the API's search does.
 */
export function normalizeText(text: string): string {
  return text
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Every word of the query occurs in one of the texts. */
export function matchesQuery(query: string, texts: readonly string[]): boolean {
  const words = normalizeText(query).split(' ').filter(Boolean);
  const haystack = normalizeText(texts.join(' '));
  return words.every((word) => haystack.includes(word));
}
