import { readFileSync } from 'node:fs';
import naiveBayesTextClassifier from 'wink-naive-bayes-text-classifier';
import type { Situation } from './match.ts';
import { boundary, messageWords } from './words.ts';

/**
 * The second tier of the distress check: a naive Bayes text classifier on word and
 * character-n-gram features, trained when first needed from the labelled sets in the
 * repository. It hears wording that no rule names ('hab mir n seil gekauft'), because it weighs
 * word parts that distress messages share instead of asking for fixed combinations. It is asked
 * only when the rules (the first tier) found nothing; see docs/assistant.md for its figures.
 */

export interface LabelledSet {
  distress: Partial<Record<Situation, string[]>>;
  notDistress: string[];
}

/** Below `unsure` nothing is said; from it on the help comes first; from `confident` alone. */
export interface Thresholds {
  unsure: number;
  confident: number;
}

export interface SecondTierVerdict {
  situation: Situation;
  /** Confident: help alone, like the first tier. Unsure: help above the career answer. */
  confident: boolean;
  /** log2 odds of distress against no distress: what the thresholds are compared with. */
  odds: number;
}

/**
 * Chosen on the held-out set with the classifier trained on the repository set only (see
 * `npm run bench:assistant -w api -- --thresholds`): `confident` so that no career question of
 * either set is answered with help alone, `unsure` so that few get help above the answer.
 */
export const defaultThresholds: Thresholds = { unsure: 2, confident: 7.5 };

const distressLabel = 'distress';
const otherLabel = 'other';

/**
 * Features of a message: its canonical words (folded like the first tier reads them), pairs of
 * neighbouring words, and the 3- to 5-letter parts of each word, so a typo or an unknown
 * compound still shares most of its parts with a word seen in training.
 */
export function featuresOf(message: string): string[] {
  const words = messageWords(message).filter((word) => word !== boundary);
  const features: string[] = [];
  words.forEach((word, index) => {
    features.push(`w:${word}`);
    const next = words[index + 1];
    if (next) features.push(`p:${word} ${next}`);
    const padded = `<${word}>`;
    for (let size = 3; size <= 5; size++) {
      for (let start = 0; start + size <= padded.length; start++) {
        features.push(padded.slice(start, start + size));
      }
    }
  });
  return [...new Set(features)];
}

export class SecondTier {
  private readonly distressOrNot = naiveBayesTextClassifier();
  private readonly whichSituation = naiveBayesTextClassifier();
  private readonly thresholds: Thresholds;

  constructor(sets: LabelledSet[], thresholds: Thresholds = defaultThresholds) {
    this.thresholds = thresholds;
    for (const classifier of [this.distressOrNot, this.whichSituation]) {
      // Presence, not counts: a long message must not win by repeating a word part.
      classifier.defineConfig({ considerOnlyPresence: true, smoothingFactor: 0.1 });
    }
    for (const set of sets) {
      for (const [situation, messages] of Object.entries(set.distress)) {
        for (const message of messages ?? []) {
          const features = featuresOf(message);
          this.distressOrNot.learn(features, distressLabel);
          this.whichSituation.learn(features, situation);
        }
      }
      for (const question of set.notDistress) {
        this.distressOrNot.learn(featuresOf(question), otherLabel);
      }
    }
    this.distressOrNot.consolidate();
    this.whichSituation.consolidate();
  }

  /**
   * The log2 odds that a message is distress, divided by the square root of its number of
   * features: naive Bayes adds up the evidence of every feature as if each were independent,
   * so unscaled a long message would get extreme odds either way. 0 when no feature is known.
   */
  oddsOf(message: string): number {
    return this.oddsOfFeatures(featuresOf(message));
  }

  private oddsOfFeatures(features: string[]): number {
    const odds = this.distressOrNot.computeOdds(features);
    const raw = odds.find(([label]) => label === distressLabel)?.[1] ?? 0;
    return raw / Math.sqrt(Math.max(1, features.length));
  }

  verdictOf(message: string): SecondTierVerdict | null {
    const features = featuresOf(message);
    const odds = this.oddsOfFeatures(features);
    if (odds < this.thresholds.unsure) return null;
    const situation = this.whichSituation.predict(features) as Situation;
    // One or two words ('Hallo', 'Danke!') carry too little to answer with help alone.
    const words = features.filter((feature) => feature.startsWith('w:')).length;
    return { situation, confident: odds >= this.thresholds.confident && words >= 3, odds };
  }
}

const data = new URL('../../../../bench/data/', import.meta.url);
const readSet = (file: string): unknown => JSON.parse(readFileSync(new URL(file, data), 'utf8'));

/**
 * The sets the classifier learns from: the repository set (with everyday messages) and the
 * held-out set. The fresh sets
 * in the same folder stay unseen, so the bench can say how it does on wording nobody tuned for.
 */
export function trainingSets(): LabelledSet[] {
  return [
    {
      distress: readSet('distress-messages.json') as LabelledSet['distress'],
      notDistress: [
        ...(readSet('career-questions.json') as string[]),
        // Greetings, thanks and small talk: without them, anything that is no career question
        // looked like distress ('Hallo').
        ...(readSet('everyday-messages.json') as string[]),
      ],
    },
    readSet('distress-held-out.json') as LabelledSet,
  ];
}

let trained: SecondTier | null = null;

/** The second tier's verdict on a message, trained on first use (about a second, once). */
export function secondTierOf(message: string): SecondTierVerdict | null {
  trained ??= new SecondTier(trainingSets());
  return trained.verdictOf(message);
}
