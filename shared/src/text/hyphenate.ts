/**
 * Soft hyphens for German words, so a narrow card breaks 'Betriebs­wirtschafts­lehre' at a
 * syllable with a hyphen instead of anywhere without one. Browsers hyphenate German themselves
 * only where they have a dictionary (`hyphens: auto`), which many do not ship; these rules are
 * the common ones of German syllables:
 * - a single consonant between vowels starts the next syllable (Ta-fel);
 * - of several, the last one does (Kat-ze, Wes-pe), or a pair that begins German syllables
 *   (Be-trieb, Elek-tro, Auen-stadt);
 * - 'ch', 'ck', 'ph', 'sch', 'th' and 'qu' stay together, and so do vowels side by side (ei, au);
 * - at least two letters stay on each side, and words under eight letters are left alone.
 * A break that is not needed is invisible; a break that is needed lands on a syllable.
 */

export const SOFT_HYPHEN = '\u00ad';
/** Lets a line break after '/' ('Kauf­mann/-frau', 'Mechatroniker/in') without a hyphen. */
const BREAK_AFTER_SLASH = '\u200b';

const vowel = /[aeiouäöüy]/i;
const letter = /\p{L}/u;
const units = ['sch', 'ch', 'ck', 'ph', 'th', 'qu'];
const onsets = new Set([
  'bl',
  'br',
  'dr',
  'fl',
  'fr',
  'gl',
  'gr',
  'kl',
  'kr',
  'pl',
  'pr',
  'st',
  'tr',
]);

/** The consonants between two vowel groups, as units ('s', 'sch', 'ck'). */
function consonantUnits(cluster: string): string[] {
  const found: string[] = [];
  let rest = cluster;
  while (rest) {
    const unit = units.find((each) => rest.toLowerCase().startsWith(each)) ?? rest[0]!;
    found.push(rest.slice(0, unit.length));
    rest = rest.slice(unit.length);
  }
  return found;
}

function hyphenateWord(word: string): string {
  if ([...word].length < 8) return word;
  // Alternating runs of vowels and consonants.
  const runs = word.match(/[aeiouäöüy]+|[^aeiouäöüy]+/gi) ?? [word];
  let result = '';
  let consumed = 0;
  runs.forEach((run, index) => {
    const between = index > 0 && index < runs.length - 1 && !vowel.test(run[0]!);
    if (!between || !vowel.test(runs[index - 1]!.at(-1)!)) {
      result += run;
      consumed += run.length;
      return;
    }
    const parts = consonantUnits(run);
    let keep = parts.length - 1;
    const lastTwo = (parts.at(-2) ?? '') + (parts.at(-1) ?? '');
    if (parts.length >= 2 && onsets.has(lastTwo.toLowerCase())) keep -= 1;
    const before = parts.slice(0, keep).join('');
    const after = parts.slice(keep).join('');
    const left = consumed + before.length;
    const right = word.length - left;
    result += left >= 2 && right >= 2 ? `${before}${SOFT_HYPHEN}${after}` : run;
    consumed += run.length;
  });
  return result;
}

/** The text with soft hyphens in its long German words and a break chance after each '/'. */
export function hyphenate(text: string): string {
  return text
    .replace(/\p{L}+/gu, (word) =>
      word.length >= 8 && letter.test(word) ? hyphenateWord(word) : word,
    )
    .replace(/\/(?=\p{L}|-)/gu, `/${BREAK_AFTER_SLASH}`);
}
