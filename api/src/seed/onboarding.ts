import type { Seeder } from './seeder.ts';

/** An answer and the RIASEC letters it speaks for ('' for none). */
type Answer = [text: string, dimensions: string];

interface Question {
  question: string;
  answers: Answer[];
  settings_key: string;
}

/**
 * The demo interest check: eleven short questions for phones (under three minutes). Ten of them
 * offer one answer per RIASEC dimension (R Praktisch, I Forschend, A Kreativ, S Sozial,
 * E Unternehmerisch, C Ordnend), so each dimension can be reached through at least eight answers;
 * the team question speaks for none. Items paraphrase in our own German the kinds of activities
 * of the public-domain RIASEC marker scales by Armstrong, Allison & Rounds (2008), see
 * docs/interests.md. The chosen answer's index is stored as a setting.
 */
const interestCheck: Question[] = [
  {
    question: 'Was machst du am liebsten in deiner Freizeit?',
    answers: [
      ['Etwas bauen oder reparieren', 'R'],
      ['Rätseln und herausfinden, wie etwas funktioniert', 'I'],
      ['Malen, Musik machen oder Videos drehen', 'A'],
      ['Für andere da sein, zum Beispiel im Verein', 'S'],
      ['Etwas organisieren und die anderen mitreißen', 'E'],
      ['Sammeln, sortieren und Listen führen', 'C'],
    ],
    settings_key: 'interest_area',
  },
  {
    question: 'Welches Schulfach mochtest du am meisten?',
    answers: [
      ['Technik oder Werken', 'R'],
      ['Biologie, Chemie oder Physik', 'I'],
      ['Kunst oder Musik', 'A'],
      ['Deutsch oder Fremdsprachen', 'AS'],
      ['Sport', 'RS'],
      ['Wirtschaft oder Politik', 'E'],
      ['Mathe', 'IC'],
      ['Informatik', 'IC'],
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
      ['In einer Werkstatt oder draußen', 'R'],
      ['Im Labor oder am Rechner', 'I'],
      ['In einem Atelier oder Studio', 'A'],
      ['In einer Schule, Kita oder Klinik', 'S'],
      ['Im Geschäft oder bei Kundinnen und Kunden', 'E'],
      ['Im Büro', 'C'],
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
      ['Ich habe ein Fahrrad repariert', 'R'],
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
      ['Heimwerken, Autos, Technik', 'R'],
      ['Wissen und Wissenschaft', 'I'],
      ['Musik, Kunst, Mode', 'A'],
      ['Menschen und ihre Geschichten', 'S'],
      ['Gründen und Geld', 'E'],
      ['Planen, Ordnen, Lifehacks', 'C'],
    ],
    settings_key: 'videos',
  },
  {
    question: 'Wofür würdest du gern Verantwortung tragen?',
    answers: [
      ['Für Maschinen und Werkzeug', 'R'],
      ['Für Daten und Versuche', 'I'],
      ['Für die Gestaltung von etwas Neuem', 'A'],
      ['Für Menschen, die Hilfe brauchen', 'S'],
      ['Für ein Team oder ein eigenes Projekt', 'E'],
      ['Für Geld, Termine und Unterlagen', 'C'],
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
      ['Ein Ehrenamt mit Kindern oder Älteren', 'S'],
      ['Eine eigene kleine Geschäftsidee', 'E'],
      ['Einen Tag in der Verwaltung oder Buchhaltung', 'C'],
    ],
    settings_key: 'try_out',
  },
  {
    question: 'In was für einem Team möchtest du arbeiten?',
    answers: [
      ['Allein oder zu zweit', ''],
      ['In einem kleinen Team', ''],
      ['In einem großen Unternehmen', ''],
    ],
    settings_key: 'team_size',
  },
];

/** The questions as the API stores them: answer texts and their dimensions side by side. */
export const onboardingQuestions = interestCheck.map(({ question, answers, settings_key }) => ({
  question,
  answers: answers.map(([text]) => text),
  answerDimensions: answers.map(([, dimensions]) => dimensions),
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
        `INSERT INTO onboarding_questions (question, answers, answer_dimensions, settings_key)
         VALUES ($1, $2, $3, $4)`,
        [q.question, q.answers, q.answerDimensions, q.settings_key],
      );
    }
  },
};
