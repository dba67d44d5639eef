/**
 * `npm run bench:assistant -w api`, first part: how well 'Frag unsere KI' hears distress.
 * Not a test: it prints figures beside their targets (issue 38).
 *
 * Three labelled sets in bench/data, each with German messages of young people in distress, by
 * situation, and questions that use the same tricky words but are no distress ('Leben retten',
 * 'todmüde', 'Bestatter'):
 * - the repository set (distress-messages.json, career-questions.json): the rules were tuned on it;
 * - the held-out set (distress-held-out.json): written apart from the rules and measured before
 *   any change for it; the rules were then widened for what it missed;
 * - the fresh set (distress-fresh.json): written before that tuning, to be measured only after it
 *   (its misses were once shown by mistake during the tuning);
 * - the fresh-after-tuning set (distress-fresh-after-tuning.json): written after the tuning and
 *   measured once. Keep both as the honest guide: do not tune the rules on them.
 * Recall: the share of a situation's messages answered with help (and with that situation's
 * help). False alarms: the share of the other questions answered with help instead.
 * `--misses` lists every message that went the wrong way; `--set <name>` measures one set.
 */
import { readFile } from 'node:fs/promises';
import { situationOf, type Situation } from '../src/resources/assistant/distress/detect.ts';

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
    notDistress: (await readJson('career-questions.json')) as string[],
  },
  await separateSet('held-out', 'distress-held-out.json'),
  await separateSet('fresh', 'distress-fresh.json'),
  await separateSet('fresh-after-tuning', 'distress-fresh-after-tuning.json'),
  await separateSet('fresh-second-tier', 'distress-fresh-second-tier.json'),
];

const showMisses = process.argv.includes('--misses');
const only = process.argv.includes('--set')
  ? process.argv[process.argv.indexOf('--set') + 1]
  : null;
const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)} %`;

console.log('Distress heard (target: recall ≥ 99 % in every situation, false alarms ≤ 1 %)');
for (const set of sets.filter((candidate) => !only || candidate.name === only)) {
  console.log(`  ${set.name} set`);
  let allHelped = 0;
  let allMessages = 0;
  for (const [situation, messages] of Object.entries(set.distress) as [Situation, string[]][]) {
    const found = messages.map((message) => situationOf(message));
    const helped = found.filter((answer) => answer !== null).length;
    const right = found.filter((answer) => answer === situation).length;
    allHelped += helped;
    allMessages += messages.length;
    console.log(
      `    ${situation.padEnd(9)} ${String(messages.length).padStart(4)} messages  recall ${percent(helped, messages.length).padStart(7)}  right situation ${percent(right, messages.length).padStart(7)}`,
    );
    if (showMisses) {
      messages.forEach((message, index) => {
        if (found[index] !== situation)
          console.log(`        → ${found[index] ?? 'none'}: ${message}`);
      });
    }
  }
  const alarms = set.notDistress.filter((question) => situationOf(question) !== null);
  console.log(
    `    all       ${String(allMessages).padStart(4)} messages  recall ${percent(allHelped, allMessages).padStart(7)}`,
  );
  console.log(
    `    false alarms: ${alarms.length} of ${set.notDistress.length} other questions (${percent(alarms.length, set.notDistress.length)})`,
  );
  if (showMisses) {
    for (const question of alarms) console.log(`        → ${situationOf(question)}: ${question}`);
  }
}
