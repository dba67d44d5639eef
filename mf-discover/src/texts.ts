import type { BookmarkEntityType, EntityType } from '@kompass/shared';

/**
 * German texts of mf-discover that several features share, and home's. A feature's own texts are
 * in its folder (`features/<name>/texts.ts`), so a page downloads only the texts it shows. Strings
 * docs/product.md quotes appear exactly as written.
 */

/** The three kinds of saved content, in the words the app uses for them. */
export const entityTexts = {
  /**
   * 'Der Job wurde zu deinen Favoriten hinzugefügt.' and the analogous wording
   * (docs/product.md#details-of-jobs-courses-and-companies).
   */
  bookmarked: {
    job: 'Der Job wurde zu deinen Favoriten hinzugefügt.',
    company: 'Das Unternehmen wurde zu deinen Favoriten hinzugefügt.',
    course: 'Der Studiengang wurde zu deinen Favoriten hinzugefügt.',
    occupation: 'Der Beruf wurde zu deinen Favoriten hinzugefügt.',
  },
  singular: { job: 'Job', company: 'Unternehmen', course: 'Studiengang' },
  plural: { job: 'Jobs', company: 'Unternehmen', course: 'Studiengänge' },
} as const satisfies {
  bookmarked: Record<BookmarkEntityType, string>;
  singular: Record<EntityType, string>;
  plural: Record<EntityType, string>;
};

/** How an occupation is learnt, as its card and page say it. */
export const occupationKindNames: Readonly<Record<string, string>> = {
  dual: 'Duale Ausbildung',
  schulisch: 'Schulische Ausbildung',
  studium: 'Studium',
  'duales-studium': 'Duales Studium',
};

/**
 * Shared by every feature of this remote: cards, images, saving. The details popup's own texts
 * are in `components/details-texts.ts`, which loads with the popup.
 */
export const commonDiscoverTexts = {
  save: 'Speichern',
  saved: 'Gespeichert',
  saving: 'Wird gespeichert …',
  imageOf: (name: string) => `Bild: ${name}`,
  contactPhone: (value: string) => `Anrufen: ${value}`,
  contactMail: (value: string) => `E-Mail schreiben: ${value}`,
  logoOf: (name: string) => `Logo von ${name}`,
  noImage: 'Kein Bild vorhanden',
  loadMore: 'Mehr laden',
  loadingMore: 'Weitere werden geladen …',
  allLoaded: 'Das war alles.',
  showAll: 'Alle anzeigen',
  railBack: (title: string) => `Zurückblättern: ${title}`,
  railForward: (title: string) => `Weiterblättern: ${title}`,
  /** How far a result is from the place searched near. */
  distance: (km: string) => `${km} km entfernt`,
  salaryPerYear: (salary: string) => `${salary} im Jahr`,
  salaryPerMonth: (salary: string) => `${salary} im Monat`,
  /** A job card's pay line: what kind of job, and what it pays a month ('1.208 € im Monat'). */
  jobPay: (workType: string, monthlyPay: string) =>
    workType.trim() ? `${workType} · ${monthlyPay}` : monthlyPay,
  /** A job card's line for a post that is not for school leavers (`Job.requires`). */
  requiresNote: {
    ausbildung: 'Setzt eine abgeschlossene Ausbildung voraus',
    studium: 'Setzt ein abgeschlossenes Studium voraus',
  },
} as const;

/** `/` (docs/product.md#home). */
export const homeTexts = {
  tagline: 'Was kommt als Nächstes?',
  greeting: (name: string) => `Hallo ${name}!`,
  admin: 'Admin',
  categoriesLabel: 'Entdecken',
  categories: {
    jobs: 'Jobs',
    universities: 'Uni/Hochschule',
    companies: 'Unternehmen',
    courses: 'Studiengang finden',
  },
  categoryHints: {
    jobs: 'Ausbildung und Beruf',
    universities: 'Hochschulen und Unis',
    companies: 'Arbeitgeber entdecken',
    courses: 'Das passende Studium',
  },
  /** What a category's sheet lists, for its search field's label. */
  categoryNouns: {
    jobs: 'Jobs',
    universities: 'Hochschulen',
    companies: 'Unternehmen',
    courses: 'Studiengänge',
  },
  sheetSearchLabel: (category: string) => `${category} durchsuchen`,
  sheetSearchPlaceholder: 'Suchbegriff eingeben',
  sheetEmpty: 'Keine Treffer',
  sheetEmptyHint: 'Versuche es mit einem anderen Suchbegriff.',
  sheetNothingYet: 'Hier gibt es noch nichts zu sehen.',
  sheetLoadFailed: 'Die Liste konnte nicht geladen werden.',
  loadMoreFailed: 'Weitere Einträge konnten nicht geladen werden.',
  results: (count: number) => (count === 1 ? '1 Treffer' : `${count} Treffer`),
  /** "Alle anzeigen" next to a rail, named after the rail for screen readers. */
  showAllOf: (title: string) => `${commonDiscoverTexts.showAll}: ${title}`,
  rails: {
    companies: 'Unternehmen',
    courses: 'Studiengänge',
  },
  railEmpty: 'Hier gibt es noch nichts zu sehen.',
  railLoadFailed: 'Das konnte nicht geladen werden.',
  coursesLoadFailed: 'Kurse konnten nicht geladen werden.',
  applying: {
    title: 'Bewerbungstipps',
    intro: 'So überzeugst du mit deiner Bewerbung.',
    empty: 'Noch keine Bewerbungstipps vorhanden.',
    loadFailed: 'Die Bewerbungstipps konnten nicht geladen werden.',
    quotesLabel: 'Zitate, die Mut machen',
    quotesEmpty: 'Noch keine Zitate vorhanden.',
    quotesLoadFailed: 'Die Zitate konnten nicht geladen werden.',
    pauseQuotes: 'Laufband anhalten',
    playQuotes: 'Laufband fortsetzen',
  },
  studying: {
    title: 'Lerntipps fürs Studium',
    intro: 'Tipps, mit denen das Lernen leichter fällt.',
    empty: 'Noch keine Lerntipps vorhanden.',
    loadFailed: 'Die Lerntipps konnten nicht geladen werden.',
  },
} as const;

/** Home's 'Für dich' rail: suggestions from the interest check (issue 23). */
export const forYouTexts = {
  title: 'Für dich',
  why: 'Warum?',
  /** The 'Warum?' button's name: the visible word first, then the card it belongs to. */
  whyOf: (name: string) => `Warum? ${name}`,
  reasonsOf: (name: string) => `Darum schlagen wir dir „${name}“ vor`,
  saved: 'Gespeichert',
  discover: 'Entdecke auch',
  automatic:
    'Diese Vorschläge berechnet Kompass automatisch aus deinen Antworten im Interessen-Check – Name, Alter und Geschlecht spielen dabei keine Rolle.',
  humanRoute: 'Lieber mit einem Menschen sprechen?',
  counselling: 'Berufsberatung der Bundesagentur für Arbeit',
  counsellingUrl: 'https://www.arbeitsagentur.de/bildung/berufsberatung',
  unanswered:
    'Mach den Interessen-Check, dann zeigen wir dir Jobs und Studiengänge, die zu dir passen. Bis dahin siehst du, was anderen gefällt.',
  startCheck: 'Interessen-Check machen',
  empty: 'Gerade gibt es hier keine Vorschläge. Schau später wieder vorbei.',
  loadFailed: 'Deine Vorschläge konnten nicht geladen werden.',
  loading: 'Vorschläge werden geladen …',
} as const;

/** 'Berufe für dich': the occupations rail above the listings of 'Für dich'. */
export const occupationRailTexts = {
  title: 'Berufe für dich',
  kinds: {
    dual: 'Duale Ausbildung',
    schulisch: 'Schulische Ausbildung',
    studium: 'Studium',
    'duales-studium': 'Duales Studium',
  },
  kindAndDuration: (kind: string, months: number | null) =>
    months === null
      ? kind
      : `${kind} · ${months % 12 === 0 ? `${months / 12} Jahre` : `${months} Monate`}`,
  jobs: (count: number) =>
    count === 1 ? '1 Angebot in Kompass' : `${count.toLocaleString('de-DE')} Angebote in Kompass`,
  jobsNear: (count: number) =>
    count === 1
      ? '1 Angebot in deiner Nähe'
      : `${count.toLocaleString('de-DE')} Angebote in deiner Nähe`,
  noJobs: 'Noch keine Angebote in Kompass',
  noneNear: 'Noch keine Angebote in deiner Nähe',
  nearestAt: (km: string) => `Das nächste ${km} km entfernt`,
  nearPlace: (place: string) => `In der Nähe von ${place}`,
  changePlace: (place: string) => `Ort ändern, jetzt: ${place}`,
  choosePlace: 'Ort wählen',
  removePlace: (place: string) => `Ort ${place} entfernen`,
  placeForm: 'Ort für Berufe für dich',
  placeLabel: 'Stadt oder Postleitzahl',
  takePlace: 'Übernehmen',
  cancel: 'Abbrechen',
  nearest: (name: string, location: string, km: number | null) =>
    km === null
      ? `${name}, ${location}`
      : `${name}, ${location} (${km.toLocaleString('de-DE')} km)`,
  companies: (names: string[]) => `Bilden aus: ${names.join(', ')}`,
  loadFailed: 'Die passenden Berufe konnten nicht geladen werden.',
  loading: 'Berufe werden geladen …',
} as const;
