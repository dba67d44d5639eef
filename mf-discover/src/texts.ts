import type { EntityType } from '@kompass/shared';

/**
 * German texts of mf-discover, in one place so they can be reviewed together. Strings
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
  },
  singular: { job: 'Job', company: 'Unternehmen', course: 'Studiengang' },
  plural: { job: 'Jobs', company: 'Unternehmen', course: 'Studiengänge' },
} as const satisfies Record<string, Record<EntityType, string>>;

/** Shared by every feature of this remote: cards, images, the details popup, saving. */
export const commonDiscoverTexts = {
  save: 'Speichern',
  saved: 'Gespeichert',
  saving: 'Wird gespeichert …',
  imageOf: (name: string) => `Bild: ${name}`,
  logoOf: (name: string) => `Logo von ${name}`,
  noImage: 'Kein Bild vorhanden',
  details: {
    location: 'Ort',
    // A work type ('Ausbildung', 'Vollzeit') is the kind of employment, not working hours.
    workType: 'Art',
    salary: 'Jahresgehalt',
    trainingAllowance: 'Ausbildungsvergütung',
    company: 'Unternehmen',
    college: 'Hochschule',
    degree: 'Abschluss',
    duration: 'Dauer',
    perMonth: 'Im Monat',
    description: 'Beschreibung',
    toCompany: 'Zum Unternehmen',
    postedBy: 'Eingestellt von',
    loadFailed: 'Die Details konnten nicht geladen werden.',
    notFound: 'Diesen Eintrag gibt es nicht mehr.',
  },
  loadMore: 'Mehr laden',
  loadingMore: 'Weitere werden geladen …',
  allLoaded: 'Das war alles.',
  showAll: 'Alle anzeigen',
  railBack: (title: string) => `Zurückblättern: ${title}`,
  railForward: (title: string) => `Weiterblättern: ${title}`,
  salaryPerYear: (salary: string) => `${salary} pro Jahr`,
  salaryPerMonth: (salary: string) => `${salary} im Monat`,
  /** How far a result is from the place searched near. */
  distance: (km: string) => `${km} km entfernt`,
  /** A job card's pay line: what kind of job, and what it pays a year. */
  jobPay: (workType: string, salary: string) =>
    workType.trim() ? `${workType} · ${salary} pro Jahr` : `${salary} pro Jahr`,
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

/** `/search` (docs/product.md#search). */
export const searchTexts = {
  welcome: (name: string) => `Willkommen, ${name}!`,
  welcomeAnonymous: 'Willkommen!',
  welcomeSubtitle: 'Wonach suchst du heute?',
  searchBoxLabel: 'Suche öffnen',
  searchBoxPlaceholder: 'Jobs, Unternehmen oder Leute suchen',
  dialogTitle: 'Suche',
  inputLabel: 'Suchbegriff',
  tabsLabel: 'Was möchtest du suchen?',
  // Short enough that all five tabs fit side by side on a 360 px screen.
  tabs: {
    all: 'Alle',
    jobs: 'Jobs',
    courses: 'Studium',
    companies: 'Unternehmen',
    users: 'Benutzer',
  },
  /** What each kind of hit is called in running text and headings. */
  kinds: { jobs: 'Jobs', courses: 'Studiengänge', companies: 'Unternehmen', users: 'Benutzer' },
  showAllOfKind: (count: number) => `Alle ${count} anzeigen`,
  typeToSearch: 'Gib einen Suchbegriff ein.',
  searching: 'Suche läuft …',
  noResults: (query: string) => `Keine Treffer für „${query}“.`,
  noResultsFiltered: (query: string) => `Keine Treffer für „${query}“ mit diesen Filtern.`,
  resultsFound: (count: number) => (count === 1 ? '1 Treffer' : `${count} Treffer`),
  hits: 'Treffer',
  foundElsewhere: (tab: string, count: number) =>
    `Dafür ${count === 1 ? 'gibt es 1 Treffer' : `gibt es ${count} Treffer`} bei ${tab}.`,
  showTab: (tab: string) => `${tab} anzeigen`,
  searchFailed: 'Die Suche hat nicht geklappt. Bitte versuche es erneut.',
  filters: {
    label: 'Filter',
    kind: 'Art',
    pay: 'Gehalt im Monat',
    payAtLeast: (amount: string) => `ab ${amount}`,
    place: 'Ort oder PLZ',
    placeHint: 'Mit Enter übernehmen',
    radius: 'Umkreis',
    radiusOption: (km: number) => `${km} km`,
    removePlace: (place: string) => `Ort entfernen: ${place}`,
    checkPlace: 'Bitte prüfe den Ort bei den Filtern.',
  },
  mostSearched: 'Meistgesucht',
  mostSearchedEmpty: 'Noch wurde nichts gesucht. Schau dich um!',
  popularJobs: 'Beliebte Jobs',
  popularJobsEmpty: 'Noch keine beliebten Jobs.',
  topCompanies: 'Top-Unternehmen',
  topCompaniesEmpty: 'Noch keine Top-Unternehmen.',
  loadFailed: 'Das konnte nicht geladen werden.',
  aiBanner: 'Frag unsere KI',
  aiBannerHint: 'Lass dich bei deiner Berufswahl beraten.',
} as const;

/** `/company/{id}` (docs/product.md#company). */
export const companyTexts = {
  followers: (count: number) => (count === 1 ? '1 Follower' : `${count} Follower`),
  follow: 'Folgen',
  unfollow: 'Entfolgen',
  contact: 'Kontakt aufnehmen',
  contactTitle: 'Kontakt',
  contactEmpty: 'Es sind keine Kontaktdaten hinterlegt.',
  contactPhone: (value: string) => `Anrufen: ${value}`,
  contactMail: (value: string) => `E-Mail schreiben: ${value}`,
  website: 'Website aufrufen',
  websiteFrameTitle: (name: string) => `Website von ${name}`,
  openInBrowser: 'Im Browser öffnen',
  websiteHint: 'Wird die Seite nicht angezeigt? Manche Websites lassen sich nur im Browser öffnen.',
  about: 'Über uns',
  jobs: 'Jobs',
  jobsEmpty: 'Aktuell keine offenen Jobs.',
  courses: 'Studiengänge',
  coursesEmpty: 'Keine Studiengänge.',
  notFound: 'Dieses Unternehmen konnte nicht gefunden werden.',
  loadFailed: 'Das Unternehmen konnte nicht geladen werden.',
  loading: 'Das Unternehmen wird geladen …',
} as const;

/** `/bookmarks` (docs/product.md#bookmarks-merkliste). */
export const bookmarksTexts = {
  title: 'Meine Sammlung auf einen Blick',
  remove: 'Entfernen',
  /** Starts with the visible 'Entfernen' (WCAG 2.5.3 label in name), then names the item. */
  removeLabel: (name: string) => `Entfernen: ${name}`,
  groups: { job: 'Jobs', company: 'Unternehmen', course: 'Studiengänge' },
  emptyTitle: 'Noch nichts gespeichert',
  emptyHint:
    'Tippe bei Jobs, Unternehmen und Studiengängen auf „Speichern“, dann findest du sie hier wieder.',
  discover: 'Jetzt entdecken',
  loadFailed: 'Deine Sammlung konnte nicht geladen werden.',
  loading: 'Deine Sammlung wird geladen …',
  statuses: {
    saved: 'Gemerkt',
    applied: 'Beworben',
    interview: 'Vorstellungsgespräch',
    offer: 'Zusage',
    rejected: 'Absage',
  },
  /** A group's heading: its status and how many are in it. */
  groupTitle: (status: string, count: number) => `${status} (${count})`,
  companiesTitle: (count: number) => `Unternehmen (${count})`,
  kinds: { job: 'Job', company: 'Unternehmen', course: 'Studiengang' },
  deadline: 'Frist',
  noDeadline: 'Keine Frist',
  deadlineText: (date: string, label: string) => `Frist: ${date} · ${label}`,
  moveOn: (status: string) => `Weiter: ${status}`,
  moveOnLabel: (status: string, name: string) => `Weiter: ${status} – ${name}`,
  edit: 'Bearbeiten',
  editLabel: (name: string) => `Bearbeiten: ${name}`,
  status: 'Status',
  note: 'Notiz (nur für dich)',
  noteHint: (left: number) => `Noch ${left.toLocaleString('de-DE')} Zeichen`,
  save: 'Speichern',
  cancel: 'Abbrechen',
  clearDeadline: 'Frist löschen',
  saved: 'Gespeichert.',
  removed: (name: string) => `„${name}“ entfernt.`,
  undo: 'Rückgängig',
  compare: 'Vergleichen',
  compareLabel: (name: string) => `Vergleichen: ${name}`,
  compareHint: 'Wähle zwei oder drei Einträge zum Vergleichen.',
  compareAction: (count: number) => `Nebeneinander vergleichen (${count})`,
  compareLimit: 'Höchstens drei Einträge lassen sich vergleichen.',
  compareTitle: 'Nebeneinander',
  compareRows: {
    kind: 'Art',
    provider: 'Unternehmen / Hochschule',
    city: 'Ort',
    pay: 'Bezahlung pro Monat',
    duration: 'Dauer',
    interests: 'Interessen',
    status: 'Status',
    deadline: 'Frist',
  },
  trainingPay: (amount: string) => `${amount} Ausbildungsvergütung`,
  salary: (amount: string) => `${amount} Gehalt`,
  unknown: 'nicht angegeben',
  close: 'Schließen',
  calendarTitle: 'Fristen im Kalender',
  calendarIntro:
    'Deine Fristen als Kalender-Abo: mit einer Erinnerung am Tag davor. Der Link ist geheim – teile ihn nicht.',
  subscribe: 'Im Kalender abonnieren',
  copyLink: 'Link kopieren',
  copied: 'Link kopiert.',
  copyFailed: 'Kopieren ging nicht. Markiere den Link und kopiere ihn selbst.',
  feedLink: 'Dein Kalender-Link',
  activeFeed:
    'Dein Kalender-Abo ist aktiv. Den Link zeigen wir nur einmal; ein neuer Link ersetzt den alten.',
  newLink: 'Neuen Link erstellen',
  revoke: 'Link zurückziehen',
  revoked: 'Der Link funktioniert nicht mehr.',
} as const;

/** `/assistant`: 'Frag unsere KI' (issue 24). */
export const assistantTexts = {
  title: 'Frag unsere KI',
  notice:
    'Du schreibst mit einem KI-Assistenten, nicht mit einem Menschen. Er antwortet automatisch aus den Daten in Kompass und kann sich irren: Prüf wichtige Angaben auf den verlinkten Karten. Euer Gespräch wird nicht auf dem Server gespeichert.',
  humanRoute:
    'Lieber mit einem Menschen sprechen? Die Berufsberatung der Bundesagentur für Arbeit berät dich kostenlos: 0800 4 5555 00.',
  humanRouteLink: 'Zur Berufsberatung',
  humanRouteUrl: 'https://www.arbeitsagentur.de/bildung/berufsberatung',
  suggestionsTitle: 'Frag zum Beispiel:',
  suggestions: [
    'Welche Ausbildung passt zu mir?',
    'Was verdient man als …?',
    'Was ist ein duales Studium?',
    'Wie schreibe ich eine Bewerbung?',
  ],
  conversation: 'Gespräch mit der KI',
  you: 'Du',
  assistant: 'KI',
  questionLabel: 'Deine Frage',
  questionHint: 'Höchstens 500 Zeichen.',
  send: 'Fragen',
  stop: 'Abbrechen',
  stopped: 'Abgebrochen. Die Antwort ist unvollständig.',
  writing: 'Die KI schreibt …',
  answerReady: 'Antwort der KI ist da.',
  sources: 'Quellen',
  sourceKinds: { job: 'Job', company: 'Unternehmen', course: 'Studiengang', tip: 'Tipp' },
  modeLlm: 'Geschrieben von einem Sprachmodell aus den Einträgen in Kompass.',
  modeCatalogue: 'Zusammengestellt aus den Einträgen in Kompass.',
  failed: 'Die Antwort konnte nicht geladen werden. Bitte versuche es erneut.',
  retry: 'Erneut versuchen',
  sourceFailed: 'Dieser Eintrag konnte nicht geöffnet werden.',
  tooLong: 'Deine Frage ist zu lang (höchstens 500 Zeichen).',
} as const;
