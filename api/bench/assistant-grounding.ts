/**
 * `npm run bench:assistant -w api`, second part: the fact check of the language-model mode
 * (docs/decisions/assistant-fact-check.md). Not a test: it prints figures beside their targets.
 *
 * For every demo job, a scripted model answer is checked as the API checks one: sentences that
 * the records hold (pay, pay per month, place, description, the company that offers it, the
 * human route, a sentence without facts) and sentences with one invented fact each (salary,
 * company, place, occupation, a citation of a record that does not exist, percentage, date).
 * The answer streams in pieces of 7 characters. Printed: the share of sentences kept and
 * dropped, how many sound sentences were dropped, and how many invented facts were shown.
 * Needs no database.
 */
import { AnswerFilter } from '../src/resources/assistant/answer-filter.ts';
import {
  companyRecord,
  euros,
  jobRecord,
  type RetrievedRecord,
} from '../src/resources/assistant/records.ts';
import { commonOccupations } from '../src/resources/assistant/fact-words.ts';
import { germanTowns, occupationWordsOf } from '../src/resources/assistant/grounding.ts';
import { normalizeSearchText } from '../src/resources/search/text.ts';
import { demoCompanies } from '../src/seed/texts/companies.ts';
import { demoJobs } from '../src/seed/texts/jobs.ts';
import { cities, companyPrefixes } from '../src/seed/texts/scale.ts';
import { number } from './lib/figures.ts';

interface Scripted {
  text: string;
  sound: boolean;
  /** What must not be shown when the sentence is invented. */
  invented?: string;
}

const percent = (part: number, whole: number) => `${number((part / whole) * 100, 1)} %`;

async function main() {
  const places = await germanTowns();
  const vocabulary = {
    occupations: new Set([
      ...commonOccupations,
      ...demoJobs.flatMap((job) => occupationWordsOf(job.name)),
    ]),
    places,
  };

  let soundKept = 0;
  let soundDropped = 0;
  let inventedKept = 0;
  let inventedDropped = 0;
  let inventedShown = 0;
  let goodAnswersGivenUp = 0;
  const falseDrops: string[] = [];
  const leaks: string[] = [];

  demoJobs.forEach((job, index) => {
    const company = demoCompanies.find((entry) => entry.jobs.includes(job.name));
    const records: RetrievedRecord[] = [jobRecord({ id: `j${index}`, ...job })];
    if (company) records.push(companyRecord({ id: `c${index}`, ...company }));
    const firstSentence = /^[^.!?]+[.!?]/.exec(job.description)?.[0] ?? job.description;
    const otherCity = cities.find((city) => !job.location.startsWith(city.split(' ')[0]!))!;
    const otherJob = demoJobs[(index + 7) % demoJobs.length]!;
    const otherHead = occupationWordsOf(otherJob.name)[0] ?? '';
    // The word as the job name writes it ('UX-Designer'), for the sentence.
    const otherJobWord =
      otherJob.name
        .split(/[/ (]/)
        .find((word) =>
          normalizeSearchText(word).replace(/-/g, ' ').split(' ').includes(otherHead),
        ) ?? '';
    const recordText = normalizeSearchText(JSON.stringify(records.map((record) => record.fields)));
    const invented = Math.round((job.yearlySalary * 1.37) / 100) * 100;
    const prefix = companyPrefixes[index % companyPrefixes.length]!;

    const sound: Scripted[] = [
      { text: `Als ${job.name} bekommst du ${euros(job.yearlySalary)} im Jahr [1].`, sound: true },
      {
        text: `Das sind etwa ${euros(Math.round(job.yearlySalary / 12))} im Monat [1].`,
        sound: true,
      },
      { text: `Die Stelle ist in ${job.location} [1].`, sound: true },
      { text: `${firstSentence.replace(/[.!?]$/, '')} [1].`, sound: true },
      ...(company ? [{ text: `${company.name} [2] bietet ${job.name} [1] an.`, sound: true }] : []),
      {
        text: 'Beraten lassen kannst du dich bei der Bundesagentur für Arbeit unter 0800 4 5555 00.',
        sound: true,
      },
      { text: 'Das klingt nach einem spannenden Weg.', sound: true },
    ];
    const inventions: Scripted[] = [
      {
        text: `Als ${job.name} verdienst du ${euros(invented)} im Monat [1].`,
        sound: false,
        invented: number(invented),
      },
      {
        text: `Auch die ${prefix} Quantenbau GmbH bildet aus [1].`,
        sound: false,
        invented: 'Quantenbau',
      },
      {
        text: `Die meisten Stellen gibt es in ${otherCity} [1].`,
        sound: false,
        invented: otherCity,
      },
      ...(otherJobWord && !recordText.includes(otherHead)
        ? [
            {
              text: `Viele wechseln später und werden ${otherJobWord} [1].`,
              sound: false,
              invented: otherJobWord,
            },
          ]
        : []),
      { text: `Die Ausbildung dauert 7 Jahre [9].`, sound: false, invented: '7 Jahre' },
      { text: `83 % werden übernommen [1].`, sound: false, invented: '83 %' },
      { text: `Bewerbungsschluss ist der 15. März 2027 [1].`, sound: false, invented: '2027' },
    ];

    // The sound answer alone, then one with every invention woven in.
    for (const script of [
      sound,
      sound.flatMap((line, at) => [line, ...(inventions[at] ? [inventions[at]] : [])]),
    ]) {
      const filter = new AnswerFilter(records, vocabulary);
      const answer = script.map((line) => line.text).join(' ');
      let shown = '';
      for (let at = 0; at < answer.length; at += 7) shown += filter.push(answer.slice(at, at + 7));
      shown += filter.flush();
      const droppedTexts = new Set(filter.dropped.map((dropped) => dropped.sentence));
      for (const line of script) {
        const dropped = droppedTexts.has(line.text);
        if (line.sound) {
          if (dropped) {
            soundDropped += 1;
            falseDrops.push(`  ${line.text}`);
          } else soundKept += 1;
        } else if (dropped) inventedDropped += 1;
        else {
          inventedKept += 1;
          leaks.push(`  ${line.text}`);
        }
        if (!line.sound && line.invented && shown.includes(line.invented)) inventedShown += 1;
      }
      if (script === sound && filter.tooLittle()) goodAnswersGivenUp += 1;
    }
  });

  const sentences = soundKept + soundDropped + inventedKept + inventedDropped;
  const kept = soundKept + inventedKept;
  const verdict = (met: boolean) => (met ? 'erreicht' : 'nicht erreicht');
  console.log(
    `\nFrag unsere KI (Sprachmodell-Modus), Faktenprüfung: ${demoJobs.length} Berufe, ${sentences} Sätze eines geskripteten Modells.\n`,
  );
  console.log('Kennzahl                              Wert                 Ziel');
  console.log('────────────────────────────────────  ───────────────────  ─────────────');
  console.log(
    `Sätze behalten                        ${`${percent(kept, sentences)} (${kept})`.padEnd(19)}  –`,
  );
  console.log(
    `Sätze verworfen                       ${`${percent(sentences - kept, sentences)} (${sentences - kept})`.padEnd(19)}  –`,
  );
  console.log(
    `Erfundene Sätze verworfen             ${`${percent(inventedDropped, inventedDropped + inventedKept)}`.padEnd(19)}  100 %: ${verdict(inventedKept === 0)}`,
  );
  console.log(
    `Erfundene Fakten angezeigt            ${String(inventedShown).padEnd(19)}  0: ${verdict(inventedShown === 0)}`,
  );
  console.log(
    `Belegte Sätze behalten                ${`${percent(soundKept, soundKept + soundDropped)}`.padEnd(19)}  ≥ 95 %: ${verdict(soundKept >= 0.95 * (soundKept + soundDropped))}`,
  );
  console.log(
    `Belegte Antworten ersetzt (Katalog)   ${`${goodAnswersGivenUp} von ${demoJobs.length}`.padEnd(19)}  0: ${verdict(goodAnswersGivenUp === 0)}`,
  );
  if (falseDrops.length > 0) console.log(`\nBelegt, aber verworfen:\n${falseDrops.join('\n')}`);
  if (leaks.length > 0) console.log(`\nErfunden, aber behalten:\n${leaks.join('\n')}`);
}

await main();
