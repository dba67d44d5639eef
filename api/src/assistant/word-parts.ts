import { searchWords, wordVariants } from '../search/text.ts';

/**
 * Whether an entry the search found really holds a word of the question: as a whole word, in
 * another form ('Bäckerin' for 'Bäcker/in', a synonym), with a typo, or as a real part of a
 * compound: its head ('Informatik' in 'Wirtschaftsinformatik') or its first part joined without
 * a linking 's' ('Pflege' in 'Pflegefachfrau'). 'Leben' in 'Lebensmittel' is only the genitive
 * 'Lebens-': the search's prefix finds it, the assistant does not take it for the topic.
 */

const inflections = /^(?:e|en|n|s|es|er|ern|in|innen|erin|erinnen|ei)$/;

function withinTypos(a: string, b: string, budget: number): boolean {
  if (Math.abs(a.length - b.length) > budget) return false;
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      best = Math.min(best, current[j]!);
    }
    if (best > budget) return false;
    previous = current;
  }
  return previous[b.length]! <= budget;
}

function holds(textWord: string, word: string): boolean {
  if (textWord === word) return true;
  if (word.length >= 4 && textWord.endsWith(word)) return true;
  if (word.length >= 4 && textWord.startsWith(word)) {
    const rest = textWord.slice(word.length);
    return inflections.test(rest) || !/^s[^aeiou]/.test(rest);
  }
  const budget = word.length >= 9 ? 2 : word.length >= 5 ? 1 : 0;
  return budget > 0 && withinTypos(textWord, word, budget);
}

/** Whether `text` holds at least one of the (normalized) topic words. */
export function holdsTopicWord(text: string, topicWords: string[]): boolean {
  const textWords = searchWords(text).flatMap(wordVariants);
  return topicWords.some((word) =>
    wordVariants(word).some((variant) => textWords.some((textWord) => holds(textWord, variant))),
  );
}

/**
 * Whether `text` has a topic word only as the linked first part of a compound ('Lebensmittel'
 * for 'Leben'): such an entry is not even close to the topic.
 */
export function onlyAsLinkedPart(text: string, topicWords: string[]): boolean {
  if (holdsTopicWord(text, topicWords)) return false;
  const textWords = searchWords(text);
  return topicWords.some(
    (word) =>
      word.length >= 4 &&
      textWords.some((textWord) => new RegExp(`^${word}s[^aeiou]`).test(textWord)),
  );
}
