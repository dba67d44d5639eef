/**
 * `npm run bench -w api`, part: does the interest check lead every young person to occupations
 * that fit, and can every area of the catalogue come out? Not a test: it prints figures beside
 * their targets (issue 41).
 *
 * bench/data/interest-descriptions.json holds short descriptions in a young person's words, each
 * turned by hand into answers and labelled with the areas and topics that fit it. They run
 * through the real scoring (the seeded questions, deriveProfile, rankOccupations) against the
 * real catalogue (the data files the API loads). `--lists` prints every description's top ten.
 */
import { readFile } from 'node:fs/promises';
import { occupationAreas } from '@kompass/contracts/schemas/occupations';
import { deriveProfile } from '../src/interests/profile.ts';
import {
  occupationEntry,
  rankOccupations,
  type OccupationEntry,
} from '../src/interests/occupation-ranking.ts';
import { buildCatalogue, readCatalogueFiles } from '../src/resources/occupations/catalogue.ts';
import { onboardingQuestions } from '../src/seed/onboarding.ts';

interface Description {
  text: string;
  answers: Record<string, string>;
  fitting: { areas: string[]; topics: string[] };
}

const { descriptions } = JSON.parse(
  await readFile(new URL('./data/interest-descriptions.json', import.meta.url), 'utf8'),
) as { descriptions: Description[] };
const showLists = process.argv.includes('--lists');

const entries = buildCatalogue(await readCatalogueFiles());
const catalogue: OccupationEntry[] = entries.map((entry) =>
  occupationEntry({ ...entry, jobCount: 0 }),
);
const names = new Map(entries.map((entry) => [entry.id, entry.name]));
const questions = onboardingQuestions.map((question) => ({
  answers: question.answers,
  answerDimensions: question.answerDimensions,
  answerTopics: question.answerTopics,
  settingsKey: question.settings_key,
}));

/** The settings a user with these answers has: each answer's index under its question's key. */
function settingsOf(description: Description): Map<string, string> {
  const settings = new Map<string, string>();
  for (const [key, text] of Object.entries(description.answers)) {
    const question = onboardingQuestions.find((candidate) => candidate.settings_key === key);
    const index = question?.answers.indexOf(text) ?? -1;
    if (index < 0) throw new Error(`„${description.text}“: no answer „${text}“ for ${key}`);
    settings.set(key, String(index));
  }
  return settings;
}

const fits = (entry: OccupationEntry, { areas, topics }: Description['fitting']) =>
  areas.includes(entry.area) || entry.topics.some((topic) => topics.includes(topic));

let enough = 0;
const areasSeen = new Set<string>();
const areasOnTop = new Set<string>();
for (const description of descriptions) {
  const input = deriveProfile(questions, settingsOf(description), null);
  const top = rankOccupations(catalogue, input, 10);
  const fitting = top.filter((pick) => fits(pick.entry, description.fitting)).length;
  if (fitting >= 3) enough += 1;
  for (const pick of top) areasSeen.add(pick.entry.area);
  if (top[0]) areasOnTop.add(top[0].entry.area);
  if (showLists || fitting < 3) {
    console.log(`  ${fitting}/10 fit: ${description.text}`);
    for (const pick of top) {
      const mark = fits(pick.entry, description.fitting) ? '+' : ' ';
      console.log(
        `      ${mark} ${pick.score.toFixed(3)} ${pick.entry.area.padEnd(12)} ${names.get(pick.entry.id)}`,
      );
    }
  }
}
const missing = occupationAreas.filter((area) => !areasSeen.has(area));
console.log(
  'Interest check → occupations (targets: every description ≥ 3 fitting in its top ten, every area in some top ten)',
);
console.log(
  `  descriptions with ≥ 3 fitting occupations in the top ten: ${enough} of ${descriptions.length}`,
);
console.log(
  `  areas in some top ten: ${occupationAreas.length - missing.length} of ${occupationAreas.length}${missing.length > 0 ? ` (missing: ${missing.join(', ')})` : ''}`,
);
console.log(`  areas first in some list: ${areasOnTop.size} of ${occupationAreas.length}`);
