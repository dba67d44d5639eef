import type { OccupationTopic } from '@kompass/contracts/schemas/occupations';

/**
 * How young people name what they like ('mit Tieren', 'draußen', 'mit Kindern'), mapped to the
 * topics the occupation catalogue's profiles carry (docs/occupations.md). Words are normalized
 * (lower case, ä → ae, ß → ss) and match whole; only everyday words for a topic, no occupation
 * names: 'Tierpfleger' is found by the occupation search, not here.
 */
const wordsByTopic: Record<OccupationTopic, readonly string[]> = {
  tiere: ['tier', 'tiere', 'tieren', 'hund', 'hunde', 'hunden', 'pferd', 'pferde', 'pferden'],
  draussen: ['draussen', 'drausen', 'freien', 'frischer', 'frische'],
  kinder: ['kind', 'kinder', 'kindern', 'kids', 'babys', 'jugendliche', 'jugendlichen'],
  menschen: ['menschen', 'leuten', 'leute', 'kunden', 'kundschaft'],
  technik: ['technik', 'technisch', 'technische', 'maschinen', 'maschine', 'elektronik', 'strom'],
  computer: [
    'computer',
    'computern',
    'pc',
    'it',
    'programmieren',
    'programmiere',
    'software',
    'internet',
    'digital',
    'digitalen',
  ],
  handwerk: ['handwerk', 'handwerklich', 'handwerkliches', 'haenden'],
  gestalten: ['gestalten', 'kreativ', 'kreatives', 'zeichnen', 'malen', 'design', 'kunst', 'mode'],
  zahlen: ['zahlen', 'mathe', 'mathematik', 'rechnen'],
  natur: ['natur', 'pflanzen', 'umwelt', 'garten', 'wald', 'blumen'],
  gesundheit: ['gesundheit', 'kranken', 'kranke', 'patienten', 'medizin'],
  fahrzeuge: ['auto', 'autos', 'fahrzeug', 'fahrzeuge', 'fahrzeugen', 'motorrad', 'lkw', 'fahren'],
  bauen: ['bauen', 'baustelle', 'haeuser', 'haus'],
  essen: ['essen', 'kochen', 'backen', 'lebensmittel', 'lebensmitteln'],
  sprache: ['sprache', 'sprachen', 'texte', 'texten', 'lesen'],
  ordnung: ['ordnung', 'organisieren', 'planen', 'buero'],
};

const topicOfWord = new Map<string, OccupationTopic>(
  Object.entries(wordsByTopic).flatMap(([topic, words]) =>
    words.map((word) => [word, topic as OccupationTopic] as const),
  ),
);

/** The catalogue topics a question's (normalized) words name, in the order they come. */
export function interestsOf(words: string[]): OccupationTopic[] {
  const topics: OccupationTopic[] = [];
  for (const word of words) {
    const topic = topicOfWord.get(word);
    if (topic && !topics.includes(topic)) topics.push(topic);
  }
  return topics;
}

export function isInterestWord(word: string): boolean {
  return topicOfWord.has(word);
}

/**
 * Name parts of the occupations most clearly about a topic (normalized): 'Tierpfleger/-in' is
 * what someone who likes animals looks for first, before a farming or laboratory occupation.
 */
export const nameHints: Partial<Record<OccupationTopic, readonly string[]>> = {
  tiere: ['tier', 'pferd', 'hund'],
  kinder: ['kind', 'erzieh', 'paedagog'],
  computer: ['informati', 'software', 'daten', 'it '],
  gesundheit: ['pflege', 'medizin', 'therap'],
  natur: ['gaertner', 'forst', 'umwelt', 'landwirt'],
  fahrzeuge: ['fahrzeug', 'kfz', 'kraftfahr', 'zweirad'],
  essen: ['koch', 'baecker', 'konditor', 'lebensmittel'],
  bauen: ['maurer', 'bau'],
  gestalten: ['gestalt', 'design'],
};

/** How an answer names the topics: 'Berufe mit Tieren und draußen'. */
export const interestLabels: Record<OccupationTopic, string> = {
  tiere: 'mit Tieren',
  draussen: 'draußen',
  kinder: 'mit Kindern',
  menschen: 'mit Menschen',
  technik: 'mit Technik',
  computer: 'mit Computern',
  handwerk: 'im Handwerk',
  gestalten: 'zum Gestalten',
  zahlen: 'mit Zahlen',
  natur: 'in der Natur',
  gesundheit: 'rund um Gesundheit',
  fahrzeuge: 'mit Fahrzeugen',
  bauen: 'rund ums Bauen',
  essen: 'rund ums Essen',
  sprache: 'mit Sprache',
  ordnung: 'mit Ordnung und Planung',
};
