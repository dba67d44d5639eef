// German texts of the occupation page; the shared ones and home's are in src/texts.ts.

/** `/occupations/{id}`: a Beruf or study field, what it is, what it pays, where to start it. */
export const occupationTexts = {
  remember: 'Merken',
  remembered: 'Gemerkt',
  whatYouDo: 'Was du machst',
  facts: 'Auf einen Blick',
  duration: 'Dauer',
  school: 'Schulabschluss',
  schoolUsually: (school: string) => `meist mit ${school}`,
  specialisations: 'Fachrichtungen',
  noFigure: 'Keine Angabe',
  pay: 'Vergütung',
  payPerYear: (year: number, months: number | null = null) =>
    months === null ? `${year}. Jahr` : `${year}. Jahr (${months} Monate)`,
  payMinimum: (startYear: number) =>
    `Gesetzliche Mindestvergütung im Monat, bei Ausbildungsbeginn ${startYear}`,
  paySource: (source: string) => `Quelle: ${source}`,
  payInKompass: (range: string, count: number) =>
    `in Kompass: ${range} im 1. Jahr, aus ${count === 1 ? '1 Angebot' : `${count} Angeboten`}`,
  payInKompassNone: 'In Kompass nennt noch kein Angebot eine Vergütung.',
  payNoMinimum:
    'Für diesen Weg gibt es keine gesetzliche Mindestvergütung; was gezahlt wird, hängt von Schule, Hochschule oder Betrieb ab.',
  fit: 'Warum es zu dir passt',
  fitShared: (names: string) => `Passt zu deinen Interessen: ${names}.`,
  fitPartly: (names: string) =>
    `Deine stärksten Interessen liegen woanders; hier geht es vor allem um: ${names}.`,
  fitNoProfile:
    'Mach den Interessen-Check, dann zeigen wir dir, wie gut dieser Beruf zu dir passt.',
  fitStrength: (name: string) => `„${name}“ ist bei dir stark ausgeprägt.`,
  jobs: 'Angebote in Kompass',
  jobsNear: (place: string) => `Angebote in der Nähe von ${place}`,
  jobsEmpty: 'Noch keine Angebote in Kompass. Schau dir ähnliche Berufe an.',
  jobsEmptyNear: 'Noch keine Angebote in deiner Nähe. Schau dir ähnliche Berufe an.',
  jobsAnywhere: 'Angebote überall anzeigen',
  jobsMore: (shown: number, total: number) => `${shown} von ${total} Angeboten`,
  companies: 'Unternehmen, die das anbieten',
  companiesEmpty: 'Noch kein Unternehmen in Kompass bietet das an.',
  courses: 'Studiengänge',
  coursesEmpty: 'Noch keine passenden Studiengänge in Kompass.',
  related: 'Ähnliche Berufe',
  relatedEmpty: 'Keine ähnlichen Berufe hinterlegt.',
  sourcesLink: 'Woher die Angaben kommen',
  unknownPlace: (place: string) => `Den Ort „${place}“ kennen wir leider nicht.`,
  withoutPlace: 'Beruf ohne Ort ansehen',
  notFound: 'Diesen Beruf gibt es in Kompass nicht.',
  loadFailed: 'Der Beruf konnte nicht geladen werden.',
  loading: 'Der Beruf wird geladen …',
} as const;
