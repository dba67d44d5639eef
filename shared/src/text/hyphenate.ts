/**
 * Soft hyphens for German words, so a narrow card breaks 'Betriebs­wirtschafts­lehre' at a
 * syllable with a hyphen instead of anywhere without one. Browsers hyphenate German themselves
 * only where they have a dictionary (`hyphens: auto`), which many do not ship. The breaks come
 * from TeX's German hyphenation patterns (reformed spelling) through the `hyphen` library.
 *
 * The patterns are large (about 150 KB compressed), so they never belong to the first load:
 * `loadHyphenation` fetches them as a chunk of their own once the page is there, and text is
 * shown as written until then. A break that is not needed is invisible.
 */

export const SOFT_HYPHEN = '\u00ad';
/** Lets a line break after '/' ('Kaufmann/Kauffrau') without a hyphen. */
const BREAK_AFTER_SLASH = '\u200b';
/** Words shorter than this stay whole: they fit a card's line anyway. */
const MIN_WORD_LENGTH = 8;

type HyphenateWord = (word: string) => string;

let hyphenateWord: HyphenateWord | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

/** Whether the patterns are loaded (before, `hyphenate` adds only the breaks after slashes). */
export function isHyphenationReady(): boolean {
  return hyphenateWord !== null;
}

/** Told once when the patterns arrive, so text shown without them can be shown again. */
export function onHyphenationReady(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Fetches the German patterns (once); resolves when `hyphenate` uses them. */
export function loadHyphenation(): Promise<void> {
  loading ??= import(/* webpackChunkName: "hyphenation-de" */ 'hyphen/de').then(
    ({ hyphenateSync }) => {
      hyphenateWord = (word) => hyphenateSync(word, { minWordLength: MIN_WORD_LENGTH });
      for (const listener of listeners) listener();
    },
    (error: unknown) => {
      // Offline or a failed deploy: the text stays as written; the next caller tries again.
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * A break chance after '/' only before a whole word ('Kaufmann/Kauffrau'): a short ending
 * such as 'Fremdsprache/n', 'Mechatroniker/in' or 'Kaufmann/-frau' stays on the line.
 */
const SLASH_BEFORE_WORD = /\/(?=\p{L}{4})/gu;

/** The text with soft hyphens in its long German words and a break chance after a '/'. */
export function hyphenate(text: string): string {
  const words = hyphenateWord;
  const hyphenated = words
    ? text.replace(/\p{L}+/gu, (word) => (word.length >= MIN_WORD_LENGTH ? words(word) : word))
    : text;
  return hyphenated.replace(SLASH_BEFORE_WORD, `/${BREAK_AFTER_SLASH}`);
}
