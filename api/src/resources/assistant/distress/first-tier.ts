import { compileRule, firstPerson, occursIn, ruleMatches } from './match.ts';
import { topic } from './rules/groups.ts';
import { situationRules, type Situation } from './rules.ts';
import { messageWords } from './words.ts';

/**
 * The first tier of the distress check: rules on canonical words (see words.ts, rules.ts), no
 * model, well under a millisecond, and it says why it decided. Whether its verdict is answered
 * with help alone is settled with the second tier (see detect.ts and second-tier.ts).
 */

const compiled = situationRules.map(
  ([situation, rules]) => [situation, rules.map(compileRule)] as const,
);

const topicWords = compileRule({ all: [topic] }).groups[0]!;
const jokeWords = compileRule({ all: ['haha*|hihi*|lol|xd|lmao'] }).groups[0]!;

/** A question about work or a lesson in which the writer says nothing of themself. */
function asksAboutTopic(words: string[]): boolean {
  return occursIn(words, topicWords) && !occursIn(words, firstPerson);
}

/** Whether the writer laughs ('haha', 'lol', 😂): a joke, or at least no certain distress. */
export function laughs(message: string): boolean {
  return occursIn(messageWords(message), jokeWords);
}

/** The situation the rules hear in a message, or null. */
export function situationOf(message: string): Situation | null {
  const words = messageWords(message);
  if (asksAboutTopic(words)) return null;
  for (const [situation, rules] of compiled) {
    // Despair is a weak sign: 'kb mehr auf bewerbungen haha' is a joke.
    if (situation === 'despair' && occursIn(words, jokeWords)) continue;
    if (rules.some((rule) => ruleMatches(rule, words))) return situation;
  }
  return null;
}
