import type { Rule, Situation } from './match.ts';
import { suicideRules } from './rules/suicide.ts';
import { sexualRules } from './rules/sexual.ts';
import { violenceRules } from './rules/violence.ts';
import { bullyingRules } from './rules/bullying.ts';
import { eatingRules } from './rules/eating.ts';
import { despairRules } from './rules/despair.ts';
import { feelingRules } from './rules/feelings.ts';
import { englishRules } from './rules/english.ts';

/**
 * The situations for human help and the word combinations that show them. Words are written
 * as people write them and folded like the message (words.ts): umlauts, doubled letters and
 * common misspellings need no extra entry. The order of {@link situationRules} is the order of
 * precedence: a message that names self-harm and bullying is answered for self-harm.
 */
export type { Situation } from './match.ts';

export const situationRules: [Situation, Rule[]][] = [
  ['suicide', [...suicideRules, ...englishRules.suicide]],
  ['sexual', [...sexualRules, ...englishRules.sexual]],
  ['violence', [...violenceRules, ...englishRules.violence]],
  ['bullying', [...bullyingRules, ...englishRules.bullying]],
  ['eating', [...eatingRules, ...englishRules.eating]],
  ['despair', [...despairRules, ...feelingRules, ...englishRules.despair]],
];
