import { interestDimensionNames } from '@kompass/shared';
import { reportReasonLabels } from '@kompass/shared/report-reasons';
/** German texts of mf-admin. Strings docs/product.md quotes appear exactly as written. */
export const adminTexts = {
  menuTitle: 'Verwaltung',
  menuIntro: 'Inhalte und Benutzer von Kompass verwalten.',
  back: 'Zurück zur Verwaltung',
  applicationTips: 'Bewerbungstipps',
  learningTips: 'Lerntipps',
  quotes: 'Zitate',
  users: 'Benutzer',
  onboarding: 'Onboarding-Fragen',
  companies: 'Unternehmen',
  occupations: 'Berufe',
  audit: 'Protokoll',
  reports: 'Meldungen',

  ok: 'OK',
  cancel: 'Abbrechen',
  save: 'Speichern',
  create: 'Anlegen',
  delete: 'Löschen',
  edit: 'Bearbeiten',
  loadError: 'Die Liste konnte nicht geladen werden.',
  requiredFields: 'Bitte alle Felder ausfüllen.',
  missingFields: (labels: string[]) =>
    labels.length === 1
      ? `Es fehlt: ${labels[0]}.`
      : `Es fehlen: ${new Intl.ListFormat('de', { type: 'conjunction' }).format(labels)}.`,
  amountInvalid: (label: string) =>
    `${label}: bitte einen Betrag in ganzen Euro eingeben, z. B. 10.800 oder 10800.`,
  confirmDeleteTitle: 'Wirklich löschen?',

  // Application tips
  newApplicationTip: 'Neuer Bewerbungstipp',
  shortTip: 'Kurzer Tipp',
  longTip: 'Ausführlicher Tipp',
  noApplicationTips: 'Noch keine Bewerbungstipps',
  tipCreateFailed: 'Der Tipp konnte nicht erstellt werden.',
  tipDeleteFailed: 'Der Tipp konnte nicht gelöscht werden.',
  editApplicationTip: 'Bewerbungstipp bearbeiten',
  confirmDeleteTip: (title: string) => `Der Tipp „${title}“ wird gelöscht.`,

  // Learning tips
  newLearningTip: 'Neuer Lerntipp',
  editLearningTip: 'Lerntipp bearbeiten',
  emoji: 'Emoji',
  title: 'Titel',
  description: 'Beschreibung',
  noLearningTips: 'Noch keine Lerntipps',
  tipEditFailed: 'Der Tipp konnte nicht geändert werden. Der bisherige Tipp ist erhalten.',

  // Quotes
  newQuote: 'Neues Zitat',
  quote: 'Zitat',
  noQuotes: 'Noch keine Zitate',
  quoteCreateFailed: 'Das Zitat konnte nicht erstellt werden.',
  quoteDeleteFailed: 'Das Zitat konnte nicht gelöscht werden.',
  editQuote: 'Zitat bearbeiten',
  quoteEditFailed: 'Das Zitat konnte nicht geändert werden. Das bisherige Zitat ist erhalten.',
  confirmDeleteQuote: (quote: string) => `Das Zitat „${quote}“ wird gelöscht.`,

  // Onboarding
  newQuestion: 'Neue Frage',
  editQuestion: 'Frage bearbeiten',
  question: 'Frage',
  answers: 'Antworten',
  answersHint:
    'Eine Antwort pro Zeile, mindestens zwei. Wofür eine Antwort spricht, steht nach einem senkrechten Strich, z. B. „Etwas bauen | Praktisch, Forschend“.',
  settingsKey: 'Einstellungsschlüssel',
  settingsKeyHint: 'snake_case, z. B. lieblings_fach',
  answersTooFew: 'Bitte mindestens zwei Antworten angeben, eine pro Zeile.',
  settingsKeyInvalid:
    'Der Einstellungsschlüssel muss in snake_case sein: Kleinbuchstaben, Ziffern und Unterstriche, beginnend mit einem Buchstaben.',
  noQuestions: 'Noch keine Onboarding-Fragen',
  questionCreateFailed: 'Die Frage konnte nicht erstellt werden.',
  questionDeleteFailed: 'Die Frage konnte nicht gelöscht werden.',
  questionEditFailed: 'Die Frage konnte nicht geändert werden. Die bisherige Frage ist erhalten.',
  confirmDeleteQuestion: (question: string) => `Die Frage „${question}“ wird gelöscht.`,
  questionPosition: (index: number, total: number) => `Frage ${index}/${total}`,

  // Users
  searchUsers: 'Benutzer suchen',
  searchUsersHint: 'Benutzername, Name oder E-Mail',
  username: 'Benutzername',
  name: 'Name',
  email: 'E-Mail',
  role: 'Rolle',
  roles: [
    { value: 'USER', label: 'USER – Benutzer' },
    { value: 'ADMIN', label: 'ADMIN – Verwaltung' },
  ],
  noUsers: 'Keine Benutzer gefunden',
  usersLoadFailed: 'Die Benutzer konnten nicht geladen werden.',
  valueChangeFailed: 'Der Wert konnte nicht geändert werden.',
  confirmDeleteUser: (username: string) =>
    `Der Benutzer „${username}“ wird mit Profil, Chats und Merkliste gelöscht.`,
  userDeleteFailed: 'Der Benutzer konnte nicht gelöscht werden.',
  editValue: (what: string) => `${what} ändern`,
  /** Starts with the visible 'Bearbeiten', so speech input finds the button by its text. */
  editField: (what: string) => `Bearbeiten: ${what}`,
  editUserField: (what: string, username: string) => `Bearbeiten: ${what} von ${username}`,
  previousPage: 'Zurück',
  nextPage: 'Weiter',
  pageOf: (page: number, pages: number) => `Seite ${page} von ${pages}`,
  pagination: 'Seiten',
  search: 'Suchen',

  // Images
  uploadFailed: 'Die Datei konnte nicht hochgeladen werden.',
  imagePreview: (label: string) => `Vorschau: ${label}`,
  uploading: 'Wird hochgeladen …',

  // Companies
  newCompany: 'Neues Unternehmen',
  searchCompanies: 'Unternehmen suchen',
  noCompanies: 'Keine Unternehmen gefunden',
  companiesLoadFailed: 'Die Unternehmen konnten nicht geladen werden.',
  companyLoadFailed: 'Das Unternehmen konnte nicht geladen werden.',
  companyName: 'Name',
  branch: 'Branche',
  website: 'Website',
  about: 'Über uns',
  logo: 'Logo',
  contactMethods: 'Kontaktwege',
  contactMethod: (index: number) => `Kontaktweg ${index}`,
  addContactMethod: 'Kontaktweg hinzufügen',
  removeContactMethod: (index: number) => `Kontaktweg ${index} entfernen`,
  companyCreateFailed: 'Das Unternehmen konnte nicht erstellt werden: ',
  companyCreated: (name: string) => `Das Unternehmen „${name}“ wurde angelegt.`,
  companyDeleteFailed: 'Das Unternehmen konnte nicht gelöscht werden.',
  confirmDeleteCompany: (name: string) =>
    `Das Unternehmen „${name}“ wird mit seinen Jobs und Studiengängen gelöscht.`,
  deleteCompany: 'Unternehmen löschen',
  openCompany: (name: string) => `${name} verwalten`,
  backToCompanies: 'Zurück zu den Unternehmen',

  // Jobs and courses of a company
  jobs: 'Jobs',
  courses: 'Studiengänge',
  noJobs: 'Noch keine Jobs',
  noCourses: 'Noch keine Studiengänge',
  newJob: 'Neuer Job',
  newCourse: 'Neuer Studiengang',
  jobName: 'Bezeichnung',
  location: 'Ort',
  companyLocation: 'Ort (optional, Stadt oder Postleitzahl)',
  workType: 'Art der Stelle',
  yearlySalary: 'Jahresgehalt (EUR)',
  // What a job needs before one can start it (Job.requires); 'Für dich' follows it.
  requires: 'Voraussetzung',
  requiresHint: '„Für dich“ schlägt Stellen mit Voraussetzung nur vor, wer sie erfüllt.',
  requiresValue: {
    keine: 'Keine – offen für Schulabgänger',
    ausbildung: 'Abgeschlossene Ausbildung',
    studium: 'Abgeschlossenes Studium',
  },
  requiresOf: (requirement: string) => `Voraussetzung: ${requirement}`,
  requiresUnknown: 'Bitte eine Voraussetzung aus der Liste wählen.',
  image: 'Bild',
  jobCreateFailed: 'Der Job konnte nicht erstellt werden.',
  // Interests (RIASEC) of onboarding answers, jobs and courses, always in words
  interestWords: interestDimensionNames,
  interests: 'Interessen',
  interestsHint:
    'Bis zu drei, der stärkste zuerst: Praktisch, Forschend, Kreativ, Sozial, Unternehmerisch, Ordnend. „automatisch“ bestimmt sie aus den Wörtern der Anzeige.',
  interestsAutomatic: 'automatisch',
  interestsOf: (words: string) => `Interessen: ${words}`,
  answerSpeaksFor: (answer: string, words: string) => (words ? `${answer} – ${words}` : answer),
  interestUnknown: (word: string) =>
    `„${word}“ kennen wir nicht. Erlaubt sind Praktisch, Forschend, Kreativ, Sozial, Unternehmerisch und Ordnend.`,
  interestTwice: (word: string) => `„${word}“ steht zweimal da.`,
  interestTooMany: 'Höchstens drei Interessen pro Antwort oder Anzeige.',
  jobDeleteFailed: 'Der Job konnte nicht gelöscht werden.',
  courseCreateFailed: 'Der Studiengang konnte nicht erstellt werden.',
  courseDeleteFailed: 'Der Studiengang konnte nicht gelöscht werden.',
  confirmDeleteJob: (name: string) => `Der Job „${name}“ wird gelöscht.`,
  confirmDeleteCourse: (name: string) => `Der Studiengang „${name}“ wird gelöscht.`,
  assistantInstructionWarning: (sentences: readonly string[]) =>
    `Achtung: ${sentences.length === 1 ? 'Dieser Satz spricht' : 'Diese Sätze sprechen'} einen KI-Assistenten an: ${sentences.map((sentence) => `„${sentence}“`).join(' ')} „Frag unsere KI“ lässt ${sentences.length === 1 ? 'ihn' : 'sie'} weg und zeigt ${sentences.length === 1 ? 'ihn' : 'sie'} nie an. Speichern kannst du trotzdem; besser ist eine Beschreibung nur für Leserinnen und Leser.`,

  // Audit
  outcomes: { ok: 'Ausgeführt', rejected: 'Abgelehnt', failed: 'Fehlgeschlagen' },
  outcomeFilter: 'Ergebnis',
  allOutcomes: 'Alle',
  params: 'Parameter',
  rowCount: (count: number) => `${count} ${count === 1 ? 'Zeile' : 'Zeilen'}`,
  noAudit: 'Keine Einträge',
  auditLoadFailed: 'Das Protokoll konnte nicht geladen werden.',
  loadMore: 'Ältere laden',

  // Reports
  reportedBy: (username: string) => `Gemeldet von ${username}`,
  reportedUser: 'Gemeldete Person',
  reason: 'Grund',
  reasons: reportReasonLabels,
  details: 'Beschreibung',
  photo: '📷 Foto',
  resolveReport: (username: string) => `Erledigt: Meldung von ${username}`,
  evidence: 'Gemeldete Nachrichten',
  resolve: 'Erledigt',
  noReports: 'Keine offenen Meldungen',
  reportsLoadFailed: 'Die Meldungen konnten nicht geladen werden.',
  resolveFailed: 'Die Meldung konnte nicht erledigt werden.',
} as const;
