import type { OccupationTopic } from '@kompass/contracts/schemas/occupations';
import type { Seeder } from './seeder.ts';

/**
 * An answer, the RIASEC letters it speaks for ('' for none) and the catalogue's topics it speaks
 * for (contracts' `occupationTopics`; none when left out).
 */
type Answer = [text: string, dimensions: string, topics?: OccupationTopic[]];

interface Question {
  question: string;
  answers: Answer[];
  settings_key: string;
}

/**
 * The demo interest check: twelve short questions for phones (about three minutes). Ten of them
 * offer one answer per RIASEC dimension (R Praktisch, I Forschend, A Kreativ, S Sozial,
 * E Unternehmerisch, C Ordnend), so each dimension can be reached through at least eight answers.
 * Items paraphrase in our own German the kinds of activities of the public-domain RIASEC marker
 * scales by Armstrong, Allison & Rounds (2008), see docs/interests.md. The last two ask what a
 * day is about (animals, plants, children, …) and carry, like some others, the catalogue's
 * topics: RIASEC alone cannot tell animals from building (both R). They took the place of a team
 * question that spoke for nothing. The chosen answer's index is stored as a setting; no answer
 * moved, so stored indexes keep their meaning (migration 021).
 */
const interestCheck: Question[] = [
  {
    question: 'Was machst du am liebsten in deiner Freizeit?',
    answers: [
      ['Etwas bauen oder reparieren', 'R', ['handwerk', 'technik']],
      ['Rätseln und herausfinden, wie etwas funktioniert', 'I'],
      ['Malen, Musik machen oder Videos drehen', 'A', ['gestalten']],
      ['Für andere da sein, zum Beispiel im Verein', 'S'],
      ['Etwas organisieren und die anderen mitreißen', 'E'],
      ['Sammeln, sortieren und Listen führen', 'C'],
    ],
    settings_key: 'interest_area',
  },
  {
    question: 'Welches Schulfach mochtest du am meisten?',
    answers: [
      ['Technik oder Werken', 'R', ['technik', 'handwerk']],
      ['Biologie, Chemie oder Physik', 'I', ['natur']],
      ['Kunst oder Musik', 'A', ['gestalten']],
      ['Deutsch oder Fremdsprachen', 'AS', ['sprache']],
      ['Sport', 'RS'],
      ['Wirtschaft oder Politik', 'E', ['zahlen']],
      ['Mathe', 'IC', ['zahlen']],
      ['Informatik', 'IC', ['computer']],
    ],
    settings_key: 'school_subject',
  },
  {
    question: 'Wie arbeitest du am liebsten?',
    answers: [
      ['Mit den Händen', 'R'],
      ['Mit dem Kopf: forschen und analysieren', 'I'],
      ['Kreativ: gestalten und entwerfen', 'A'],
      ['Mit Menschen: beraten, helfen, pflegen', 'S'],
      ['Andere überzeugen und entscheiden', 'E'],
      ['Genau und nach klaren Regeln', 'C'],
    ],
    settings_key: 'work_style',
  },
  {
    question: 'Wo würdest du am liebsten arbeiten?',
    answers: [
      ['In einer Werkstatt oder draußen', 'R', ['handwerk', 'draussen']],
      ['Im Labor oder am Rechner', 'I', ['computer']],
      ['In einem Atelier oder Studio', 'A'],
      ['In einer Schule, Kita oder Klinik', 'S', ['kinder', 'gesundheit']],
      ['Im Geschäft oder bei Kundinnen und Kunden', 'E', ['menschen']],
      ['Im Büro', 'C', ['ordnung']],
    ],
    settings_key: 'preferred_environment',
  },
  {
    question: 'Welche Aufgabe übernimmst du in einem Schulprojekt?',
    answers: [
      ['Ich baue die Technik auf', 'R'],
      ['Ich recherchiere und prüfe die Fakten', 'I'],
      ['Ich gestalte Plakat und Folien', 'A'],
      ['Ich sorge dafür, dass alle mitkommen', 'S'],
      ['Ich leite die Gruppe und präsentiere', 'E'],
      ['Ich behalte Zeitplan und Aufgaben im Blick', 'C'],
    ],
    settings_key: 'project_role',
  },
  {
    question: 'Was klingt nach einem guten Tag?',
    answers: [
      ['Ich habe ein Fahrrad repariert', 'R', ['fahrzeuge']],
      ['Ich habe ein Experiment gemacht', 'I'],
      ['Ich habe einen Song oder ein Bild fertig', 'A'],
      ['Ich habe jemandem etwas beigebracht', 'S'],
      ['Ich habe etwas verkauft oder verhandelt', 'E'],
      ['Ich habe alles erledigt und abgehakt', 'C'],
    ],
    settings_key: 'good_day',
  },
  {
    question: 'Welche Videos schaust du am liebsten?',
    answers: [
      ['Heimwerken, Autos, Technik', 'R', ['fahrzeuge', 'technik']],
      ['Wissen und Wissenschaft', 'I'],
      ['Musik, Kunst, Mode', 'A', ['gestalten']],
      ['Menschen und ihre Geschichten', 'S'],
      ['Gründen und Geld', 'E'],
      ['Planen, Ordnen, Lifehacks', 'C'],
    ],
    settings_key: 'videos',
  },
  {
    question: 'Wofür würdest du gern Verantwortung tragen?',
    answers: [
      ['Für Maschinen und Werkzeug', 'R', ['technik']],
      ['Für Daten und Versuche', 'I'],
      ['Für die Gestaltung von etwas Neuem', 'A'],
      ['Für Menschen, die Hilfe brauchen', 'S', ['menschen']],
      ['Für ein Team oder ein eigenes Projekt', 'E'],
      ['Für Geld, Termine und Unterlagen', 'C', ['zahlen', 'ordnung']],
    ],
    settings_key: 'responsibility',
  },
  {
    question: 'Was ist dir im Beruf am wichtigsten?',
    answers: [
      ['Sehen, was ich geschafft habe', 'R'],
      ['Immer Neues dazulernen', 'I'],
      ['Eigene Ideen umsetzen', 'A'],
      ['Etwas Sinnvolles für andere tun', 'S'],
      ['Karriere machen und gut verdienen', 'E'],
      ['Ein sicherer Job mit klaren Abläufen', 'C'],
    ],
    settings_key: 'goal',
  },
  {
    question: 'Was würdest du am ehesten ausprobieren?',
    answers: [
      ['Ein Praktikum in einer Werkstatt', 'R'],
      ['Einen Tag an einer Uni im Labor', 'I'],
      ['Einen Workshop für Design oder Theater', 'A'],
      ['Ein Ehrenamt mit Kindern oder Älteren', 'S', ['kinder', 'menschen']],
      ['Eine eigene kleine Geschäftsidee', 'E'],
      ['Einen Tag in der Verwaltung oder Buchhaltung', 'C', ['ordnung', 'zahlen']],
    ],
    settings_key: 'try_out',
  },
  {
    question: 'Womit hättest du am liebsten jeden Tag zu tun?',
    answers: [
      ['Mit Tieren', 'RI', ['tiere', 'natur']],
      ['Mit Pflanzen, Wald und Feldern', 'R', ['natur', 'draussen']],
      ['Mit Kindern und Jugendlichen', 'S', ['kinder']],
      ['Mit kranken oder älteren Menschen', 'S', ['gesundheit', 'menschen']],
      ['Mit Computern und Programmen', 'IC', ['computer']],
      ['Mit Motoren, Maschinen und Strom', 'R', ['technik', 'fahrzeuge']],
      ['Mit Essen und Gästen', 'RE', ['essen', 'menschen']],
      ['Mit Texten, Büchern und Sprachen', 'AI', ['sprache']],
    ],
    settings_key: 'daily_subject',
  },
  {
    question: 'Was davon würdest du gern können?',
    answers: [
      ['Ein Haus bauen oder ausbauen', 'R', ['bauen', 'handwerk']],
      ['Aus Holz, Stoff oder Metall etwas Schönes machen', 'RA', ['handwerk', 'gestalten']],
      ['Plakate, Webseiten oder Fotos gestalten', 'A', ['gestalten', 'computer']],
      ['Im Labor Proben untersuchen', 'I', ['natur', 'technik']],
      ['Einen Lkw, Zug oder ein Schiff fahren', 'R', ['fahrzeuge', 'draussen']],
      ['Mit Geld und Zahlen umgehen', 'CE', ['zahlen']],
      ['Für Recht und Sicherheit sorgen', 'CS', ['ordnung', 'menschen']],
      ['Erste Hilfe leisten und Kranke versorgen', 'SR', ['gesundheit', 'menschen']],
    ],
    settings_key: 'wish_skill',
  },
];
/** The questions as the API stores them: answer texts and their dimensions side by side. */
export const onboardingQuestions = interestCheck.map(({ question, answers, settings_key }) => ({
  question,
  answers: answers.map(([text]) => text),
  answerDimensions: answers.map(([, dimensions]) => dimensions),
  answerTopics: answers.map(([, , topics = []]) => topics.join(',')),
  settings_key,
}));

export const onboardingSeeder: Seeder = {
  name: 'onboarding_questions',
  async isEmpty(db) {
    const { rows } = await db.query('SELECT 1 FROM onboarding_questions LIMIT 1');
    return rows.length === 0;
  },
  async run(db) {
    for (const q of onboardingQuestions) {
      await db.query(
        `INSERT INTO onboarding_questions
           (question, answers, answer_dimensions, answer_topics, settings_key)
         VALUES ($1, $2, $3, $4, $5)`,
        [q.question, q.answers, q.answerDimensions, q.answerTopics, q.settings_key],
      );
    }
  },
};
