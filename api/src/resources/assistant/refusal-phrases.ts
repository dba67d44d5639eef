/**
 * The phrases that make 'Frag unsere KI' refuse a question (understand.ts): written normalized
 * (lower case, ä → ae, ß → ss), whole words; a trailing `*` matches the start of a word.
 */

/** Harm to oneself or others, cheating and crime: a short refusal. */
export const harmfulPhrases = [
  'drogen*',
  'waffe*',
  'bombe*',
  'sprengstoff*',
  'hacken',
  'account hacken',
  'faelsch*',
  'gefaelscht*',
  'betruegen',
  'betrug',
  'klauen',
  'stehlen',
  'schwarzarbeit',
  'spicken',
  'toeten',
  'verletzen',
] as const;

/** Other people's or the caller's personal data. */
export const personalPhrases = [
  'wo wohnt',
  'adresse von',
  'handynummer',
  'telefonnummer von',
  'nummer von',
  'passwort',
  'passwoerter',
  'email von',
  'e mail von',
  'mailadresse',
  'wer ist',
  'wie heisse ich',
  'wie alt bin ich',
  'mein name',
  'meinen namen',
  'mein alter',
  'mein geschlecht',
  'was weisst du ueber mich',
  'bin ich ein junge',
  'bin ich ein maedchen',
  'benutzername',
  'username',
] as const;

/** Common topics outside careers: refused when the catalogue knows nothing about them either. */
export const offTopicPhrases = [
  'wetter',
  'fussball',
  'bundesliga',
  'witz*',
  'rezept*',
  'hausaufgabe*',
  'film*',
  'serie*',
  'netflix',
  'playlist',
  'song*',
  'politik*',
  'partei*',
  'wahl',
  'krieg*',
  'religion',
  'freundin',
  'dating',
  'verliebt',
  'sex*',
  'horoskop',
  'lotto',
  'promi*',
  'minecraft',
  'fortnite',
] as const;
