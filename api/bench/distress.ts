/**
 * `npm run bench:assistant -w api`, first part: how well 'Frag unsere KI' hears distress.
 * Not a test: it prints figures beside their targets (issue 38).
 *
 * Labelled sets in bench/data, each with German messages of young people in distress, by
 * situation, and questions that use the same tricky words but are no distress ('Leben retten',
 * 'todmüde', 'Bestatter'):
 * - the repository set (distress-messages.json, career-questions.json, everyday-messages.json):
 *   the rules were tuned on it, and the second tier learns from it;
 * - the held-out set (distress-held-out.json): written apart from the rules and measured before
 *   any change for it; the rules were then widened for what it missed. The second tier learns
 *   from it too; its thresholds were chosen on it while learning from the repository set alone
 *   (`--thresholds`);
 * - the fresh set (distress-fresh.json): written before that tuning, to be measured only after it
 *   (its misses were once shown by mistake during the tuning);
 * - the fresh-after-tuning set (distress-fresh-after-tuning.json): written after the tuning and
 *   measured once;
 * - the fresh-second-tier set (distress-fresh-second-tier.json): written before the second tier
 *   was built, measured once with the rules alone and once with the final second tier.
 * Keep the fresh sets as the honest guide: tune neither the rules nor the second tier on them.
 *
 * Per set and situation: the first tier (rules), the second tier (classifier) alone and both as
 * the assistant uses them. 'help' is the share of messages that got the help lines (alone, or
 * above the answer when the second tier was unsure); 'alone' the share that got help alone;
 * 'right' the share whose help was that situation's. False alarms: the share of the other
 * questions answered with help alone; 'help above' those that got help above their answer.
 * `--misses` lists every message that went the wrong way; `--set <name>` measures one set.
 */
import { readFile } from 'node:fs/promises';
import { situationOf, type Situation } from '../src/resources/assistant/distress/detect.ts';
import {
  SecondTier,
  defaultThresholds,
  trainingSets,
  type SecondTierVerdict,
} from '../src/resources/assistant/distress/second-tier.ts';

interface LabelledSet {
  name: string;
  distress: Record<Situation, string[]>;
  notDistress: string[];
}

const data = new URL('./data/', import.meta.url);
const readJson = async (file: string): Promise<unknown> =>
  JSON.parse(await readFile(new URL(file, data), 'utf8'));

async function separateSet(name: string, file: string): Promise<LabelledSet> {
  const { distress, notDistress } = (await readJson(file)) as Omit<LabelledSet, 'name'>;
  return { name, distress, notDistress };
}

const sets: LabelledSet[] = [
  {
    name: 'repository',
    distress: (await readJson('distress-messages.json')) as Record<Situation, string[]>,
    notDistress: [
      ...((await readJson('career-questions.json')) as string[]),
      ...((await readJson('everyday-messages.json')) as string[]),
    ],
  },
  await separateSet('held-out', 'distress-held-out.json'),
  await separateSet('fresh', 'distress-fresh.json'),
  await separateSet('fresh-after-tuning', 'distress-fresh-after-tuning.json'),
  await separateSet('fresh-second-tier', 'distress-fresh-second-tier.json'),
  await separateSet('fresh-calibration', 'distress-fresh-calibration.json'),
];

const showMisses = process.argv.includes('--misses');
const only = process.argv.includes('--set')
  ? process.argv[process.argv.indexOf('--set') + 1]
  : null;
const percent = (part: number, whole: number) =>
  `${((100 * part) / whole).toFixed(1)} %`.padStart(7);

if (process.argv.includes('--thresholds')) {
  // How the thresholds were chosen: learnt from the repository set alone, the odds of the
  // held-out set's messages and questions.
  const [repository, heldOut] = trainingSets() as [
    ReturnType<typeof trainingSets>[0],
    ReturnType<typeof trainingSets>[0],
  ];
  const tier = new SecondTier([repository]);
  const distress = Object.values(heldOut.distress).flatMap((messages) => messages ?? []);
  const odds = distress.map((message) => tier.oddsOf(message));
  const others = heldOut.notDistress.map((question) => tier.oddsOf(question));
  console.log('Second tier learnt from the repository set, held-out set by log2 odds (scaled)');
  for (const threshold of [0, 1, 2, 3, 4, 5, 6, 7, 7.5, 8]) {
    const heard = odds.filter((value) => value >= threshold).length;
    const alarms = others.filter((value) => value >= threshold).length;
    console.log(
      `  from ${String(threshold).padStart(4)}: messages ${percent(heard, odds.length)}, other questions ${percent(alarms, others.length)}`,
    );
  }
  process.exit(0);
}

const started = performance.now();
const secondTier = new SecondTier(trainingSets());
const learnt = performance.now() - started;

interface Decision {
  situation: Situation | null;
  alone: boolean;
}

const firstTier = (message: string): Decision => {
  const situation = situationOf(message);
  return { situation, alone: situation !== null };
};
const fromVerdict = (verdict: SecondTierVerdict | null): Decision =>
  verdict
    ? { situation: verdict.situation, alone: verdict.confident }
    : { situation: null, alone: false };
const tiers: [string, (message: string) => Decision][] = [
  ['first tier', firstTier],
  ['second tier', (message) => fromVerdict(secondTier.verdictOf(message))],
  [
    'both',
    (message) => {
      const first = firstTier(message);
      return first.situation ? first : fromVerdict(secondTier.verdictOf(message));
    },
  ],
];

console.log(
  `Distress heard (target: recall ≥ 99 % in every situation, false alarms ≤ 1 %); second tier learnt in ${learnt.toFixed(0)} ms, thresholds ${defaultThresholds.unsure} / ${defaultThresholds.confident}`,
);
let timed = 0;
let spent = 0;
for (const set of sets.filter((candidate) => !only || candidate.name === only)) {
  console.log(`  ${set.name} set`);
  for (const [tierName, decide] of tiers) {
    console.log(`    ${tierName}`);
    let allHelped = 0;
    let allMessages = 0;
    for (const [situation, messages] of Object.entries(set.distress) as [Situation, string[]][]) {
      const before = performance.now();
      const found = messages.map(decide);
      if (tierName === 'both') {
        spent += performance.now() - before;
        timed += messages.length;
      }
      const helped = found.filter((answer) => answer.situation !== null).length;
      const alone = found.filter((answer) => answer.alone).length;
      const right = found.filter((answer) => answer.situation === situation).length;
      allHelped += helped;
      allMessages += messages.length;
      console.log(
        `      ${situation.padEnd(9)} ${String(messages.length).padStart(4)} messages  help ${percent(helped, messages.length)}  alone ${percent(alone, messages.length)}  right ${percent(right, messages.length)}`,
      );
      if (showMisses) {
        messages.forEach((message, index) => {
          if (found[index]!.situation !== situation)
            console.log(`          → ${found[index]!.situation ?? 'none'}: ${message}`);
        });
      }
    }
    const before = performance.now();
    const decided = set.notDistress.map(decide);
    if (tierName === 'both') {
      spent += performance.now() - before;
      timed += set.notDistress.length;
    }
    const alarms = set.notDistress.filter((_, index) => decided[index]!.alone);
    const above = set.notDistress.filter(
      (_, index) => decided[index]!.situation && !decided[index]!.alone,
    );
    const total = set.notDistress.length;
    console.log(
      `      all       ${String(allMessages).padStart(4)} messages  help ${percent(allHelped, allMessages)}`,
    );
    console.log(
      `      false alarms (help alone): ${alarms.length} of ${total} other questions (${percent(alarms.length, total).trim()}); help above the answer: ${above.length} (${percent(above.length, total).trim()})`,
    );
    if (showMisses) {
      for (const question of alarms) console.log(`          → alone: ${question}`);
      for (const question of above) console.log(`          → above: ${question}`);
    }
  }
}
if (timed > 0) {
  console.log(
    `  time per message or question, both tiers: ${((1000 * spent) / timed).toFixed(0)} µs`,
  );
}
