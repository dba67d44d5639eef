import { situationOf } from './first-tier.ts';
import { helpLines, linesFor, openingFor, type HelpLine } from './help-lines.ts';
import type { Situation } from './rules.ts';
import { rulesStand } from './second-tier.ts';

/**
 * Whether a message is a situation for human help, and which, to be answered with help alone:
 * the rules heard it (first-tier.ts) and the second tier does not hold it for a career or
 * everyday question. What the second tier overrules still gets the help, above the answer
 * (`secondTierOf`).
 */

export type { Situation } from './rules.ts';
export { situationOf } from './first-tier.ts';

/** The rules' situation in a message when it stands (answered with help alone), else null. */
export function standingSituationOf(message: string): Situation | null {
  const situation = situationOf(message);
  return situation && rulesStand(message) ? situation : null;
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
  const own = standingSituationOf(question);
  if (own) return { situation: own };
  // Told over several messages ('ich weiß nicht' / 'ob ich' / 'noch leben will'): the user turns
  // since the last help answer, read with the question as one text.
  const lastHelp = history.findLastIndex((turn) => isHelpAnswer(turn));
  const told = history.slice(lastHelp + 1).filter((turn) => turn.role === 'user');
  if (told.length > 0 && !told.some((turn) => standingSituationOf(turn.content))) {
    const together = standingSituationOf(
      [...told.map((turn) => turn.content), question].join('\n'),
    );
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
      const situation = standingSituationOf(turn.content);
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
