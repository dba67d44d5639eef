/**
 * `npm run bench:assistant -w api`, first part: how well 'Frag unsere KI' hears distress.
 * Not a test: it prints figures beside their targets (issue 38).
 *
 * The labelled sets in bench/data: German messages of young people in distress, by situation,
 * written the many ways they are written (typos, slang, no punctuation, long and short), and
 * career questions that use the same tricky words ('Leben retten', 'todmüde', 'Bestatter').
 * Recall: the share of a situation's messages answered with help (and with that situation's
 * help). False alarms: the share of career questions answered with help instead.
 * `--misses` lists every message that went the wrong way.
 */
import { readFile } from 'node:fs/promises';
import { situationOf, type Situation } from '../src/assistant/distress/detect.ts';

const data = new URL('./data/', import.meta.url);
const distress = JSON.parse(
  await readFile(new URL('distress-messages.json', data), 'utf8'),
) as Record<Situation, string[]>;
const career = JSON.parse(
  await readFile(new URL('career-questions.json', data), 'utf8'),
) as string[];
const showMisses = process.argv.includes('--misses');

const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)} %`;

console.log('Distress heard (target: recall ≥ 99 % in every situation, false alarms ≤ 1 %)');
let allHelped = 0;
let allMessages = 0;
for (const [situation, messages] of Object.entries(distress) as [Situation, string[]][]) {
  const found = messages.map((message) => situationOf(message));
  const helped = found.filter((answer) => answer !== null).length;
  const right = found.filter((answer) => answer === situation).length;
  allHelped += helped;
  allMessages += messages.length;
  console.log(
    `  ${situation.padEnd(9)} ${String(messages.length).padStart(4)} messages  recall ${percent(helped, messages.length).padStart(7)}  right situation ${percent(right, messages.length).padStart(7)}`,
  );
  if (showMisses) {
    messages.forEach((message, index) => {
      if (found[index] !== situation) console.log(`      → ${found[index] ?? 'none'}: ${message}`);
    });
  }
}
const alarms = career.filter((question) => situationOf(question) !== null);
console.log(
  `  all       ${String(allMessages).padStart(4)} messages  recall ${percent(allHelped, allMessages).padStart(7)}`,
);
console.log(
  `  false alarms: ${alarms.length} of ${career.length} career questions (${percent(alarms.length, career.length)})`,
);
if (showMisses) {
  for (const question of alarms) console.log(`      → ${situationOf(question)}: ${question}`);
}
