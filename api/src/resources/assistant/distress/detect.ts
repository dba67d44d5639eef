import { helpLines, linesFor, openingFor, type HelpLine } from './help-lines.ts';
import { compileRule, firstPerson, occursIn, ruleMatches } from './match.ts';
import { topic } from './rules/groups.ts';
import { situationRules, type Situation } from './rules.ts';
import { messageWords } from './words.ts';

/**
 * Whether a message is a situation for human help, and which. Rules on canonical words (see
 * words.ts, rules.ts), no model: the check runs before anything else, on this server, in well
 * under a millisecond, and says why it decided.
 */

export type { Situation } from './rules.ts';

const compiled = situationRules.map(
  ([situation, rules]) => [situation, rules.map(compileRule)] as const,
);

const topicWords = compileRule({ all: [topic] }).groups[0]!;
const jokeWords = compileRule({ all: ['haha*|hihi*|lol|xd|lmao'] }).groups[0]!;

/** A question about work or a lesson in which the writer says nothing of themself. */
function asksAboutTopic(words: string[]): boolean {
  return occursIn(words, topicWords) && !occursIn(words, firstPerson);
}

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

export interface Turn {
  role: 'user' | 'assistant';
  content: string;
}

/** Whether an assistant turn is the help answer (the page sends it back as history). */
const alwaysGiven = helpLines.nummerGegenKummer.number;

function isHelpAnswer(turn: Turn | undefined): boolean {
  return turn?.role === 'assistant' && turn.content.includes(alwaysGiven);
}

export type Screening =
  | { situation: Situation }
  | {
      situation: null;
      /** The history without the turns of a situation that was answered with help. */
      history: Turn[];
    };

/**
 * Screens a question with the history sent along. Help is due when the question is a situation;
 * when the user turns since the last help and the question together are one ('ich will' …
 * 'nicht mehr leben');
 * or when an earlier user turn was one and has not been answered with help yet. A situation
 * already answered stays out of what the catalogue search or a language model reads, so a
 * career question afterwards is answered as one.
 */
export function screen(question: string, history: Turn[]): Screening {
  const own = situationOf(question);
  if (own) return { situation: own };
  // Told over several messages ('ich weiß nicht' / 'ob ich' / 'noch leben will'): the user turns
  // since the last help answer, read with the question as one text.
  const lastHelp = history.findLastIndex((turn) => isHelpAnswer(turn));
  const told = history.slice(lastHelp + 1).filter((turn) => turn.role === 'user');
  if (told.length > 0 && !told.some((turn) => situationOf(turn.content))) {
    const together = situationOf([...told.map((turn) => turn.content), question].join('\n'));
    if (together) return { situation: together };
  }
  const kept: Turn[] = [];
  for (let index = 0; index < history.length; index++) {
    const turn = history[index]!;
    if (turn.role === 'user') {
      // Answered with help (by the rules or the second tier): it stays out, whatever it said.
      if (isHelpAnswer(history[index + 1])) {
        index++;
        continue;
      }
      const situation = situationOf(turn.content);
      if (situation) return { situation };
    }
    if (isHelpAnswer(turn)) continue;
    kept.push(turn);
  }
  return { situation: null, history: kept };
}

export interface HelpAnswer {
  situation: Situation;
  text: string;
  lines: HelpLine[];
}

/** What is said in a situation: the warm words, then every line with its number and hours. */
export function helpAnswer(situation: Situation): HelpAnswer {
  const lines = linesFor[situation];
  const listed = lines.map((line) =>
    line.number
      ? `${line.name}: ${line.number} (${line.hours}).`
      : `${line.name}: ${line.href.replace(/^https:\/\//, '')} (${line.hours}).`,
  );
  return { situation, text: [openingFor[situation], ...listed].join('\n'), lines };
}
