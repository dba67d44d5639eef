import type { OccupationTopic } from '@kompass/contracts/schemas/occupations';
import { normalizeSearchText } from '../search/text.ts';
import { interestsOf, isInterestWord } from './interest-words.ts';
import { harmfulPhrases, offTopicPhrases, personalPhrases } from './refusal-phrases.ts';

/**
 * How 'Frag unsere KI' reads a question without a language model: safety first, then the kind
 * of question by German key phrases, then what it is about (the words that are left). Phrases
 * are written normalized (lower case, ä → ae, ß → ss) and match whole words; a trailing `*`
 * matches the start of a word ('bewerb*' → 'bewerbung', 'bewerben').
 */

export type Safety = 'harmful' | 'personal';

export type IntentKind =
  | 'fit'
  | 'occupations'
  | 'worry'
  | 'dual'
  | 'paths'
  | 'applicationTips'
  | 'learningTips'
  | 'compare'
  | 'duration'
  | 'pay'
  | 'where'
  | 'about';

export interface Understood {
  safety: Safety | null;
  intent: IntentKind;
  /** What the question is about, e.g. 'mechatroniker'; empty when it names nothing. */
  topic: string;
  /** The two sides of a comparison ('mechatroniker', 'elektroniker'). */
  sides: [string, string] | null;
  /** Whether the question asked by gender (those words are left out of the topic). */
  mentionsGender: boolean;
  /** Off-topic words: refused when the catalogue has nothing for the question either. */
  offTopic: boolean;
  /** Whether the question also asks what the topic is ('Was macht man als … und wo …?'). */
  alsoAsksWhat: boolean;
  /** What the asker likes, as catalogue topics ('mit Tieren' → tiere). */
  interests: OccupationTopic[];
}

/** A question as words: normalized, punctuation gone, padded so phrases match whole words. */
export function wordsOf(text: string): string[] {
  return normalizeSearchText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

function phraseMatcher(phrases: readonly string[]): (words: string[]) => boolean {
  const patterns = phrases.map((phrase) => {
    const parts = phrase
      .split(' ')
      .map((part) =>
        part.endsWith('*') ? `${escape(part.slice(0, -1))}[\\p{L}\\p{N}]*` : escape(part),
      );
    return new RegExp(`(?:^| )${parts.join(' ')}(?= |$)`, 'u');
  });
  return (words) => {
    const line = words.join(' ');
    return patterns.some((pattern) => pattern.test(line));
  };
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Words that ask by gender; whole words only ('Kauffrau' is a job, not a gender). */
const genderWords = new Set([
  'maedchen',
  'junge',
  'jungen',
  'jungs',
  'frau',
  'frauen',
  'mann',
  'maenner',
  'weiblich',
  'maennlich',
  'divers',
]);

const intentPhrases: [IntentKind, readonly string[]][] = [
  [
    'fit',
    [
      'passt zu mir',
      'passen zu mir',
      'passt zu mir',
      'passt mir',
      'was passt',
      'passt am besten',
      'fuer mich geeignet',
      'was soll ich werden',
      'was soll ich machen',
      'was kann ich werden',
      'empfiehl*',
      'empfehl*',
      'meine interessen',
      'meinem profil',
      'mein profil',
      'vorschlaege fuer mich',
    ],
  ],
  [
    'worry',
    [
      'angst',
      'sorge*',
      'keinen platz',
      'keinen ausbildungsplatz',
      'keine ausbildungsstelle',
      'keine stelle',
      'keine zusage*',
      'nur absagen',
      'absage*',
      'abgelehnt',
      'niemand nimmt mich',
      'keiner nimmt mich',
      'nervoes',
      'panik',
    ],
  ],
  ['dual', ['dual*', 'duales studium', 'dual studieren']],
  [
    'paths',
    [
      'ausbildung oder studium',
      'studium oder ausbildung',
      'ausbildung vs studium',
      'studium vs ausbildung',
      'ausbildung und studium',
      'studium und ausbildung',
      'ausbildung oder ein studium',
      'studieren oder eine ausbildung',
      'studieren oder ausbildung',
    ],
  ],
  [
    'applicationTips',
    [
      'bewerb*',
      'anschreiben',
      'lebenslauf',
      'vorstellungsgespraech*',
      'vorstellungsgespraech',
      'motivationsschreiben',
    ],
  ],
  [
    'learningTips',
    [
      'lerntipp*',
      'lernen',
      'besser lernen',
      'pruefung*',
      'klausur*',
      'konzentr*',
      'motivier*',
      'motivation',
      'aufschieben',
    ],
  ],
  ['compare', ['vergleich*', 'unterschied*', 'besser als', 'vs', 'versus']],
  [
    'duration',
    ['wie lange', 'wie lang', 'dauert', 'dauer', 'wie viele jahre', 'wieviele jahre', 'regeldauer'],
  ],
  [
    'pay',
    [
      'verdien*',
      'gehalt',
      'gehaelter',
      'lohn',
      'loehne',
      'verguetung',
      'ausbildungsverguetung',
      'geld',
      'bezahlt',
      'bezahlung',
      'einkommen',
    ],
  ],
  [
    'where',
    [
      'wo',
      'wer bietet',
      'wer bildet',
      'welche firma',
      'welche firmen',
      'welches unternehmen',
      'welche unternehmen',
      'welche hochschule*',
      'welche uni*',
      'welcher stadt',
      'welchen staedten',
      'angeboten',
      'anbieter',
      'bietet an',
      'was bietet',
      'bietet',
      'bieten an',
      'ausbildungsplatz',
      'ausbildungsplaetze',
      'welche betriebe',
      'welcher betrieb',
      'bilden aus',
      'bildet aus',
      'ausbilden',
      'ausbildungsbetrieb*',
    ],
  ],
];

/** Asks what something is or involves: kept as a first part when the question goes on. */
const whatPhrases = [
  'was macht',
  'was machen',
  'was tut',
  'was ist',
  'was sind',
  'beschreib*',
  'erklaer*',
  'erzaehl*',
];

/** Asks which occupations there are or would fit: answered with a list from the catalogue. */
const choicePhrases = [
  'welche berufe',
  'welcher beruf',
  'welchen beruf',
  'welche ausbildung*',
  'welche jobs',
  'welcher job',
  'welches studium',
  'was fuer berufe',
  'was fuer einen beruf',
  'was fuer eine ausbildung',
  'was fuer jobs',
  'was kann ich',
  'berufe mit',
  'berufe fuer',
  'jobs mit',
  'ausbildung mit',
  'ausbildungen mit',
];

/** Words that open a second question after 'und' ('… und welche Betriebe bilden aus?'). */
const questionOpeners = new Set(
  'welche welcher welches welchen welchem wo was wie wer wann warum wieso weshalb wieviel kann koennen muss gibt gibts bietet bieten bildet bilden verdient verdienen'.split(
    ' ',
  ),
);

const matchers = {
  harmful: phraseMatcher(harmfulPhrases),
  personal: phraseMatcher(personalPhrases),
  offTopic: phraseMatcher(offTopicPhrases),
  intents: intentPhrases.map(([kind, phrases]) => [kind, phraseMatcher(phrases)] as const),
  what: phraseMatcher(whatPhrases),
  choice: phraseMatcher(choicePhrases),
};

/** Words that carry the question, not its topic: left out of what is searched. */
const stopWords = new Set(
  `a ab aber alle allem allen aller als also am an andere anderen auch auf aus bei beim bekommt
  bekomme bin bis bist bitte da damit dann das dass dazu de dem den denen der des dich die dies
  diese diesem diesen dieser dir doch du durch ein eine einem einen einer eines einfach er es etwas
  euch fuer gibt gut habe haben hat hier ich ihr im in ist ja jemand kann kannst koennen koennte
  kurz man mehr mein meine meinem meinen mich mir mit moechte muss nach nicht noch nur ob oder
  sagen sag schon sehr sein sich sie sind so soll sollte ueber um und uns viel viele vom von vor
  war was welche welchem welchen welcher welches wenn wer werden wie will wir wird wo wohl zu zum
  zur zwischen erklaer erklaere erklaeren erzaehl erzaehle beschreib beschreibe infos info
  informationen macht machen mache tut tun beruf berufe job jobs arbeit arbeiten ausbildung
  ausbildungen studium studiengang studieren lernt lerne lernen genau eigentlich denn mal
  ungefaehr durchschnittlich monat jahr pro kompass hallo hi hey danke gerne als bei euch
  taetigkeit aufgaben aufgabe alltag inhalt inhalte dauert dauer voraussetzungen brauche braucht
  gemacht passiert schreibe schreiben hast habt tipp tipps gute guten guter besser beste
  helfen hilf hilfe bekomme finde finden suche suchen weiss wissen hochschule hochschulen
  unis firma firmen unternehmen betrieb betriebe ausbildungsplatz ausbildungsplaetze stadt
  staedten gern passt passen passend passende arbeite arbeitet mag moegen liebe lieber
  liebsten interessiere interessiert interesse spass sachen etwas irgendwas irgendwie sowas
  beschaeftigen beschaeftige zusammen viel vielleicht waere wuerde ganz`.split(/\s+/),
);

/** Words of the intent phrases themselves ('verdient', 'vergleich') are no topic either. */
const intentWords = new Set(
  intentPhrases.flatMap(([, phrases]) =>
    phrases.flatMap((phrase) => phrase.split(' ').filter((part) => !part.endsWith('*'))),
  ),
);
/** Word starts of one-word phrases ('verdien*'); in longer phrases ('welche uni*') they are topics. */
const intentPrefixes = intentPhrases.flatMap(([, phrases]) =>
  phrases
    .filter((phrase) => !phrase.includes(' ') && phrase.endsWith('*'))
    .map((phrase) => phrase.slice(0, -1)),
);

function isTopicWord(word: string): boolean {
  if (stopWords.has(word) || intentWords.has(word) || genderWords.has(word)) return false;
  if (intentPrefixes.some((prefix) => word.startsWith(prefix))) return false;
  return word.length >= 2;
}

const sideSeparators = new Set(['oder', 'und', 'vs', 'versus', 'mit', 'gegen']);

/** The two things a comparison names: the topic words before and after 'oder'/'und'/'vs'. */
function sidesOf(words: string[]): [string, string] | null {
  const index = words.findIndex((word, position) => position > 0 && sideSeparators.has(word));
  if (index < 0) return null;
  // '… und welche Betriebe bilden aus?' is the same question going on, not a second side.
  if (questionOpeners.has(words[index + 1] ?? '')) return null;
  const left = words.slice(0, index).filter(isTopicWord);
  const right = words.slice(index + 1).filter(isTopicWord);
  if (left.length === 0 || right.length === 0) return null;
  return [left.join(' '), right.join(' ')];
}

export function understand(question: string): Understood {
  const words = wordsOf(question);
  // Distress is heard before this runs (distress/detect.ts).
  const safety: Safety | null = matchers.harmful(words)
    ? 'harmful'
    : matchers.personal(words)
      ? 'personal'
      : null;
  const mentionsGender = words.some((word) => genderWords.has(word));
  let intent: IntentKind =
    matchers.intents.find(([, matches]) => matches(words))?.[0] ?? ('about' as IntentKind);
  // A worry keeps what it is about even where that is an intent word ('Vorstellungsgespräch').
  const topicWords = words.filter(
    intent === 'worry'
      ? (word) => !stopWords.has(word) && !genderWords.has(word) && word.length >= 2
      : isTopicWord,
  );
  const interests = interestsOf(topicWords);
  // 'Welche Ausbildung passt, wenn ich gern mit Tieren arbeite?', 'Berufe mit Holz?', 'Ich mag
  // Kinder': which occupations there are, from the catalogue; not a comparison, not a word search.
  const asksChoice = matchers.choice(words) && topicWords.length > 0;
  const onlyInterests = interests.length > 0 && topicWords.every(isInterestWord);
  if ((intent === 'fit' || intent === 'about') && (asksChoice || onlyInterests)) {
    intent = 'occupations';
  }
  let sides = intent === 'compare' || intent === 'about' ? sidesOf(words) : null;
  // 'Mechatroniker oder Elektroniker?' compares without saying so.
  if (intent === 'about' && sides) intent = 'compare';
  if (intent === 'compare' && !sides) sides = null;
  return {
    safety,
    intent,
    topic: topicWords.join(' '),
    sides,
    mentionsGender,
    offTopic: matchers.offTopic(words),
    alsoAsksWhat: intent !== 'about' && matchers.what(words),
    interests,
  };
}
