import type { Seeder } from './seeder.ts';

interface Question {
  question: string;
  answers: string[];
  settings_key: string;
}

/** Six demo questions for school leavers; the chosen answer's index is stored as a setting. */
export const onboardingQuestions: Question[] = [
  {
    question: 'Was machst du am liebsten in deiner Freizeit?',
    answers: [
      'Etwas bauen oder reparieren',
      'Mit Menschen unterwegs sein',
      'Kreativ sein: malen, Musik, Videos',
      'Am Computer tüfteln oder zocken',
    ],
    settings_key: 'interest_area',
  },
  {
    question: 'Wo würdest du am liebsten arbeiten?',
    answers: [
      'Im Büro',
      'Draußen an der frischen Luft',
      'In einer Werkstatt oder Produktion',
      'Im Labor',
      'Unterwegs bei Kundinnen und Kunden',
      'Im Homeoffice',
    ],
    settings_key: 'preferred_environment',
  },
  {
    question: 'Welches Schulfach mochtest du am meisten?',
    answers: [
      'Mathe',
      'Deutsch oder Fremdsprachen',
      'Biologie, Chemie oder Physik',
      'Kunst oder Musik',
      'Sport',
      'Informatik',
    ],
    settings_key: 'school_subject',
  },
  {
    question: 'Wie arbeitest du am liebsten?',
    answers: [
      'Mit den Händen',
      'Mit dem Kopf: planen und analysieren',
      'Mit Menschen: beraten, helfen, pflegen',
      'Kreativ: gestalten und entwerfen',
    ],
    settings_key: 'work_style',
  },
  {
    question: 'Was ist dir bei deinem zukünftigen Beruf am wichtigsten?',
    answers: [
      'Ein gutes Gehalt',
      'Ein sicherer Arbeitsplatz',
      'Etwas Sinnvolles tun',
      'Flexible Arbeitszeiten',
      'Karriere machen',
    ],
    settings_key: 'goal',
  },
  {
    question: 'In was für einem Team möchtest du arbeiten?',
    answers: ['Allein oder zu zweit', 'In einem kleinen Team', 'In einem großen Unternehmen'],
    settings_key: 'team_size',
  },
];

export const onboardingSeeder: Seeder = {
  name: 'onboarding_questions',
  async isEmpty(db) {
    const { rows } = await db.query('SELECT 1 FROM onboarding_questions LIMIT 1');
    return rows.length === 0;
  },
  async run(db) {
    for (const q of onboardingQuestions) {
      await db.query(
        'INSERT INTO onboarding_questions (question, answers, settings_key) VALUES ($1, $2, $3)',
        [q.question, q.answers, q.settings_key],
      );
    }
  },
};
