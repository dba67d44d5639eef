import type { Pictogram } from '../images.ts';

/**
 * Demo accounts (role USER), so a fresh installation has people to follow, rate and chat with.
 * All of them log in with the password `demo-passwort`:
 *
 *   lena / demo-passwort     jonas / demo-passwort     aylin / demo-passwort
 *   noah / demo-passwort     sophie / demo-passwort
 */
export const demoPassword = 'demo-passwort';

export interface DemoUser {
  username: string;
  name: string;
  email: string;
  about: string;
  interests: string[];
  /** Each activity gets a generated image; the profile stores `objectName|text`. */
  activities: { pictogram: Pictogram; text: string }[];
  /** Name of an entry of `demoJobs`, copied into the profile. */
  job: string;
  follows: { companies: string[]; profiles: string[] };
  bookmarks: { jobs: string[]; companies: string[]; courses: string[] };
}

export const demoUsers: DemoUser[] = [
  {
    username: 'lena',
    name: 'Lena Schubert',
    email: 'lena.schubert@mail.example',
    about:
      'Ich mache nächstes Jahr Abi in Köln und schwanke zwischen einem dualen Studium Maschinenbau und einer Ausbildung zur Mechatronikerin. Am liebsten schraube ich an meinem Rennrad herum.',
    interests: ['Technik', 'Robotik', 'Radfahren'],
    activities: [
      { pictogram: 'technik', text: 'Fahrräder reparieren' },
      { pictogram: 'sport', text: 'Volleyball im Verein' },
      { pictogram: 'musik', text: 'Gitarre spielen' },
    ],
    job: 'Duales Studium Maschinenbau (B.Eng.)',
    follows: {
      companies: ['Rheinwerk Mechatronik GmbH', 'Technische Hochschule Birkental'],
      profiles: ['jonas', 'aylin'],
    },
    bookmarks: {
      jobs: ['Mechatroniker/in', 'Duales Studium Maschinenbau (B.Eng.)'],
      companies: ['Rheinwerk Mechatronik GmbH'],
      courses: ['Maschinenbau (B.Eng.)'],
    },
  },
  {
    username: 'jonas',
    name: 'Jonas Weber',
    email: 'jonas.weber@mail.example',
    about:
      'Azubi im zweiten Lehrjahr als Fachinformatiker für Anwendungsentwicklung in Berlin. Frag mich gern alles zur Ausbildung, zur Berufsschule oder wie man ohne Abi in die IT kommt.',
    interests: ['Programmieren', 'Gaming', 'Kochen'],
    activities: [
      { pictogram: 'gaming', text: 'Mit Freunden zocken' },
      { pictogram: 'it', text: 'Eigene Discord-Bots bauen' },
      { pictogram: 'gastro', text: 'Für die WG kochen' },
    ],
    job: 'Fachinformatiker/in für Anwendungsentwicklung',
    follows: {
      companies: ['Pixelhafen Software GmbH', 'Agentur Farbenfroh GmbH'],
      profiles: ['lena', 'sophie'],
    },
    bookmarks: {
      jobs: ['Softwareentwickler/in (B.Sc.)'],
      companies: ['Pixelhafen Software GmbH'],
      courses: ['Informatik (B.Sc.)'],
    },
  },
  {
    username: 'aylin',
    name: 'Aylin Demir',
    email: 'aylin.demir@mail.example',
    about:
      'Ich mache meine Ausbildung zur Pflegefachfrau am Klinikum in Hamburg. Der Beruf ist anstrengend, aber ich gehe jeden Tag mit dem Gefühl nach Hause, etwas Sinnvolles getan zu haben.',
    interests: ['Medizin', 'Menschen helfen', 'Reisen'],
    activities: [
      { pictogram: 'sport', text: 'Joggen an der Alster' },
      { pictogram: 'kamera', text: 'Fotografieren' },
      { pictogram: 'bildung', text: 'Krimis lesen' },
    ],
    job: 'Pflegefachmann/-frau',
    follows: {
      companies: ['Klinikum Nordstadt', 'Hochschule Rosental für Soziales und Gesundheit'],
      profiles: ['lena', 'noah'],
    },
    bookmarks: {
      jobs: ['Notfallsanitäter/in', 'Pflegefachkraft auf der Intensivstation'],
      companies: ['Klinikum Nordstadt'],
      courses: ['Pflege (B.Sc.)'],
    },
  },
  {
    username: 'noah',
    name: 'Noah Becker',
    email: 'noah.becker@mail.example',
    about:
      'Ich habe gerade meinen Realschulabschluss gemacht und starte im Sommer die praxisintegrierte Ausbildung zum Erzieher. Nebenbei trainiere ich eine Fußballmannschaft mit Sechsjährigen.',
    interests: ['Kinder', 'Fußball', 'Musik'],
    activities: [
      { pictogram: 'sport', text: 'F-Jugend trainieren' },
      { pictogram: 'musik', text: 'Schlagzeug spielen' },
      { pictogram: 'natur', text: 'Zelten am See' },
    ],
    job: 'Erzieher/in',
    follows: {
      companies: ['Kita-Verbund Kleine Entdecker gGmbH'],
      profiles: ['aylin'],
    },
    bookmarks: {
      jobs: ['Erzieher/in'],
      companies: ['Kita-Verbund Kleine Entdecker gGmbH'],
      courses: ['Kindheitspädagogik (B.A.)'],
    },
  },
  {
    username: 'sophie',
    name: 'Sophie Nguyen',
    email: 'sophie.nguyen@mail.example',
    about:
      'Abiturientin aus Leipzig mit einem Faible für Gestaltung und Technik. Ich möchte Medieninformatik studieren und später Apps entwerfen, die wirklich alle benutzen können.',
    interests: ['Design', 'Informatik', 'Zeichnen'],
    activities: [
      { pictogram: 'medien', text: 'Kurzfilme schneiden' },
      { pictogram: 'kamera', text: 'Analog fotografieren' },
      { pictogram: 'handwerk', text: 'Alte Möbel upcyceln' },
    ],
    job: 'UX-Designer/in (B.A.)',
    follows: {
      companies: ['Agentur Farbenfroh GmbH', 'Technische Hochschule Birkental'],
      profiles: ['jonas', 'lena'],
    },
    bookmarks: {
      jobs: ['UX-Designer/in (B.A.)', 'Mediengestalter/in Digital und Print'],
      companies: ['Agentur Farbenfroh GmbH'],
      courses: ['Medieninformatik (B.Sc.)', 'Kommunikationsdesign (B.A.)'],
    },
  },
];

/** Profile ratings: `rater` rates the profile of `profile`. */
export const demoProfileRatings: { rater: string; profile: string; rating: number }[] = [
  { rater: 'jonas', profile: 'lena', rating: 5 },
  { rater: 'aylin', profile: 'lena', rating: 4 },
  { rater: 'sophie', profile: 'lena', rating: 5 },
  { rater: 'lena', profile: 'jonas', rating: 5 },
  { rater: 'sophie', profile: 'jonas', rating: 4 },
  { rater: 'noah', profile: 'aylin', rating: 5 },
  { rater: 'lena', profile: 'aylin', rating: 4 },
  { rater: 'aylin', profile: 'noah', rating: 4 },
  { rater: 'jonas', profile: 'sophie', rating: 5 },
];

/** Company ratings (1–5) by demo users. */
export const demoCompanyRatings: { user: string; company: string; rating: number }[] = [
  { user: 'lena', company: 'Rheinwerk Mechatronik GmbH', rating: 5 },
  { user: 'jonas', company: 'Pixelhafen Software GmbH', rating: 5 },
  { user: 'aylin', company: 'Klinikum Nordstadt', rating: 4 },
  { user: 'noah', company: 'Kita-Verbund Kleine Entdecker gGmbH', rating: 5 },
  { user: 'sophie', company: 'Agentur Farbenfroh GmbH', rating: 4 },
];

/**
 * One chat between lena and jonas. `minutes` counts from the start of the conversation and
 * increases strictly, so the stored timestamps do too. `image` attaches a generated picture.
 */
export const demoChat: {
  between: [string, string];
  messages: { from: string; minutes: number; text: string; image?: Pictogram }[];
} = {
  between: ['lena', 'jonas'],
  messages: [
    {
      from: 'lena',
      minutes: 0,
      text: 'Hey Jonas! Ich hab auf deinem Profil gesehen, dass du Fachinformatiker lernst. Darf ich dich was fragen?',
    },
    { from: 'jonas', minutes: 4, text: 'Klar, schieß los 🙂' },
    {
      from: 'lena',
      minutes: 6,
      text: 'Wie viel Mathe braucht man in der Berufsschule wirklich? Ich überlege noch zwischen dualem Studium und Ausbildung.',
    },
    {
      from: 'jonas',
      minutes: 11,
      text: 'Weniger, als man denkt. Logisches Denken ist wichtiger als Formeln. Im dualen Studium ist es mehr Mathe, aber mit Übungsgruppen gut machbar.',
    },
    {
      from: 'jonas',
      minutes: 12,
      image: 'it',
      text: 'So sieht übrigens mein Arbeitsplatz aus. Wir haben gerade eine App für die Stadtbibliothek fertig gemacht.',
    },
    {
      from: 'lena',
      minutes: 95,
      text: 'Sieht super aus! Ich bewerbe mich jetzt bei Rheinwerk für das duale Studium Maschinenbau. Drück mir die Daumen!',
    },
    { from: 'jonas', minutes: 97, text: 'Mach ich! Schreib mir, wie das Gespräch gelaufen ist.' },
  ],
};
