import type { Situation } from './rules.ts';

/**
 * The help lines 'Frag unsere KI' gives in a situation for human help: the one table of them,
 * each with the organisation's own page as its source and the date it was last compared with
 * that page. Change a number here and nowhere else.
 */
export interface HelpLine {
  /** The service's name as the user reads it. */
  name: string;
  /** The number as it is dialled aloud ('116 111'); absent for a chat. */
  number?: string;
  /** Where the link goes: `tel:` for a number, the chat's address for a chat. */
  href: string;
  /** Link text for everyone, screen readers included: what happens when it is tapped. */
  label: string;
  /** When and for whom it is there. */
  hours: string;
  /** The organisation's page the entry was taken from. */
  url: string;
  /** The day the entry was last compared with that page (YYYY-MM-DD). */
  checked: string;
}

const checked = '2026-11-27';

function phone(
  name: string,
  number: string,
  hours: string,
  url: string,
): HelpLine & { number: string } {
  return {
    name,
    number,
    href: `tel:${number.replace(/\s+/g, '')}`,
    label: `${name} anrufen: ${number}`,
    hours,
    url,
    checked,
  };
}

const telefonSeelsorge = 'https://www.telefonseelsorge.de/';

export const helpLines = {
  nummerGegenKummer: phone(
    'Nummer gegen Kummer',
    '116 111',
    'Mo–Sa 14–20 Uhr, kostenlos und anonym',
    'https://www.nummergegenkummer.de/kinder-und-jugendtelefon/',
  ),
  telefonSeelsorge1: phone(
    'TelefonSeelsorge',
    '0800 111 0 111',
    'rund um die Uhr, kostenlos und anonym',
    telefonSeelsorge,
  ),
  telefonSeelsorge2: phone(
    'TelefonSeelsorge',
    '0800 111 0 222',
    'rund um die Uhr, kostenlos und anonym',
    telefonSeelsorge,
  ),
  telefonSeelsorge3: phone(
    'TelefonSeelsorge',
    '116 123',
    'rund um die Uhr, kostenlos und anonym',
    telefonSeelsorge,
  ),
  krisenchat: {
    name: 'krisenchat',
    href: 'https://krisenchat.de',
    label: 'krisenchat öffnen: Chat mit Fachleuten',
    hours: 'Chat rund um die Uhr, für alle bis 25',
    url: 'https://krisenchat.de',
    checked,
  },
  sexualAbuse: phone(
    'Hilfetelefon Sexueller Missbrauch',
    '0800 22 55 530',
    // Hours as reported when the line turned ten (Tagesspiegel, May 2024); see the decision record.
    'Mo, Mi, Fr 9–14 Uhr, Di, Do 15–20 Uhr, kostenlos und anonym',
    'https://www.hilfetelefon-missbrauch.de/',
  ),
  violenceAgainstWomen: phone(
    'Hilfetelefon Gewalt gegen Frauen',
    '116 016',
    'für Mädchen und Frauen, rund um die Uhr, kostenlos, auch in anderen Sprachen',
    'https://www.hilfetelefon.de/',
  ),
  emergency: phone(
    'Notruf',
    '112',
    'wenn dein Leben oder das eines anderen in Gefahr ist',
    'https://digital-strategy.ec.europa.eu/de/policies/112',
  ),
  /** Not a youth or crisis line: the Bundesagentur's service number for career guidance. */
  careerService: phone(
    'Servicenummer der Bundesagentur für Arbeit (Berufsberatung)',
    '0800 4 5555 00',
    'Mo–Fr, kostenlos',
    'https://www.arbeitsagentur.de/bildung/berufsberatung',
  ),
} satisfies Record<string, HelpLine>;

const always = [
  helpLines.nummerGegenKummer,
  helpLines.telefonSeelsorge1,
  helpLines.telefonSeelsorge2,
  helpLines.telefonSeelsorge3,
  helpLines.krisenchat,
];

/** Which lines each situation gets, the ones for it first and 112 last. */
export const linesFor: Record<Situation, HelpLine[]> = {
  suicide: [...always, helpLines.emergency],
  sexual: [helpLines.sexualAbuse, helpLines.violenceAgainstWomen, ...always, helpLines.emergency],
  violence: [helpLines.violenceAgainstWomen, ...always, helpLines.emergency],
  bullying: [...always, helpLines.emergency],
  eating: [...always, helpLines.emergency],
  despair: [...always, helpLines.emergency],
};

/** The first, warm words for each situation: du-form, short, nothing about careers. */
export const openingFor: Record<Situation, string> = {
  suicide:
    'Danke, dass du mir das schreibst. Es klingt, als ginge es dir gerade sehr schlecht und als würdest du daran denken, dir etwas anzutun. Damit musst du nicht allein bleiben: Bitte sprich jetzt mit einem Menschen. Das geht kostenlos und anonym.',
  sexual:
    'Danke, dass du mir das anvertraust. Was dir passiert, ist nicht deine Schuld, und du hast ein Recht auf Hilfe. Menschen, die sich damit auskennen, hören dir zu, kostenlos und anonym.',
  violence:
    'Danke, dass du mir das schreibst. Niemand darf dir wehtun, auch nicht in der Familie oder in einer Beziehung. Du musst das nicht allein aushalten: Hier hört dir jemand zu, kostenlos und anonym.',
  bullying:
    'Das tut mir leid, dass du so etwas erlebst. Du bist nicht schuld daran, und du musst das nicht allein aushalten. Hier kannst du mit jemandem darüber sprechen, kostenlos und anonym.',
  eating:
    'Danke, dass du mir das schreibst. Wenn sich beim Essen und bei deinem Körper gerade alles schwer anfühlt, musst du das nicht allein tragen. Hier hört dir jemand zu, kostenlos und anonym.',
  despair:
    'Das klingt, als ginge es dir gerade gar nicht gut. Du musst damit nicht allein bleiben. Hier hört dir jemand zu, kostenlos und anonym.',
};
