import { interestDimensionNames } from '@kompass/shared';
/** German texts of mf-profile. Strings docs/product.md quotes appear exactly as written. */
export const profileTexts = {
  profileTitle: 'Profil',
  loading: 'Das Profil wird geladen …',
  notFound: 'Das Profil konnte nicht gefunden werden.',
  loadFailed: 'Das Profil konnte nicht geladen werden. Bitte versuche es erneut.',
  noJob: 'Kein Job angegeben',
  /** 'x/5' (docs/product.md#profile). */
  ratingValue: (rating: string) => `${rating}/5`,
  noRatingValue: '–/5',
  ratingCount: (count: number) => (count === 1 ? '1 Bewertung' : `${count} Bewertungen`),
  ratingLabel: 'Bewertung',
  rateMe: 'bewerte mich',
  followers: (count: number) => (count === 1 ? '1 Follower' : `${count} Follower`),
  follow: 'Folgen',
  unfollow: 'Entfolgen',
  writeMe: 'Schreib mir',
  chatFailed: 'Der Chat konnte nicht geöffnet werden. Bitte versuche es erneut.',
  aboutTitle: 'Über mich',
  noAbout: 'Noch kein Text über diese Person.',
  noAboutOwn: 'Erzähl etwas über dich: Was machst du gern, was hast du vor?',
  noJobOwn: 'Welcher Job interessiert dich? Trag ihn hier ein.',
  noTraitsOwn: 'Welche drei Eigenschaften beschreiben dich am besten?',
  noActivitiesOwn: 'Was machst du in deiner Freizeit? Zeig es mit bis zu drei Bildern.',
  jobTitle: 'Job',
  jobImageOf: (name: string) => `Bild zum Job ${name}`,
  jobLocation: 'Arbeitsort',
  jobWorkType: 'Arbeitsmodell',
  jobSalary: 'Jahresgehalt',
  traitsTitle: 'Eigenschaften',
  noTraits: 'Noch keine Eigenschaften angegeben.',
  activitiesTitle: 'Alltagsaktivitäten',
  noActivities: 'Noch keine Alltagsaktivitäten angegeben.',
  activityImageOf: (text: string) => `Bild zur Aktivität: ${text}`,
  activityImage: 'Bild zur Aktivität',
} as const;

/** The owner's edit sheets (docs/product.md#profile). */
export const editTexts = {
  editName: 'Name bearbeiten',
  editAbout: 'Über mich bearbeiten',
  editJob: 'Job bearbeiten',
  editTraits: 'Eigenschaften bearbeiten',
  editActivities: 'Alltagsaktivitäten bearbeiten',
  editAvatar: 'Profilbild ändern',
  nameLabel: 'Anzeigename',
  aboutLabel: 'Über mich',
  jobName: 'Jobtitel',
  jobDescription: 'Beschreibung',
  jobLocation: 'Arbeitsort',
  jobWorkType: 'Arbeitsmodell',
  jobSalary: 'Jahresgehalt in Euro',
  jobSalaryHint: 'z. B. 45.000 oder 45000,50',
  jobImage: 'Bild zum Job (optional)',
  removeJob: 'Job entfernen',
  traitLabel: (index: number) => `Eigenschaft ${index}`,
  traitsHint: 'Bis zu drei Eigenschaften, ohne #. Leere Felder werden weggelassen.',
  activityText: (index: number) => `Aktivität ${index}`,
  activityImage: (index: number) => `Bild zu Aktivität ${index} (optional)`,
  activitiesHint: 'Bis zu drei Aktivitäten. Ohne Bild zeigt Kompass einen Platzhalter.',
  avatarLabel: 'Neues Profilbild',
  cropHint: 'Verschiebe das Bild und zoome, bis der Kreis zeigt, was man sehen soll.',
  cropArea: 'Ausschnitt für dein Profilbild. Mit den Pfeiltasten verschieben.',
  cropImageAlt: 'Das gewählte Bild',
  zoom: 'Zoom',
  applyCrop: 'Übernehmen',
  chooseOtherImage: 'Anderes Bild auswählen',
  avatarSaved: 'Dein Profilbild wurde geändert.',
  save: 'Speichern',
  saving: 'Wird gespeichert …',
  required: 'Bitte fülle alle erforderlichen Felder aus.',
  nameRequired: 'Bitte gib einen Namen ein.',
  salaryNumeric: 'Das Jahresgehalt muss eine Zahl sein, z. B. 45.000 oder 45000,50.',
  saveFailed: 'Deine Änderungen konnten nicht gespeichert werden.',
  saveFailedKept: 'Deine Eingaben bleiben erhalten, du kannst es gleich noch einmal versuchen.',
  chooseImage: 'Bild auswählen',
  uploading: 'Das Bild wird hochgeladen …',
  uploaded: 'Das Bild wurde hochgeladen.',
  /** docs/product.md#validation. */
  uploadFailed: 'Die Datei konnte nicht hochgeladen werden.',
  imagePreview: 'Vorschau des ausgewählten Bildes',
  removeImage: 'Bild entfernen',
} as const;

/** The own profile's account area: sign out, the user's data (DSGVO). */
export const accountTexts = {
  title: 'Konto',
  signOut: 'Abmelden',
  about: 'Über Kompass',
  signingOut: 'Wird abgemeldet …',
  notifications: 'Benachrichtigungen',
  notificationKinds: {
    chat_message: 'Neue Nachrichten in deinen Chats',
    deadline: 'Fristen auf deiner Merkliste, am Tag davor',
  },
  myData: 'Meine Daten',
  myDataHint:
    'Lade alles herunter, was Kompass über dich gespeichert hat, oder lösche dein Konto mit allen Daten.',
  download: 'Meine Daten herunterladen',
  downloading: 'Wird vorbereitet …',
  downloadFailed: 'Deine Daten konnten nicht heruntergeladen werden. Bitte versuche es erneut.',
  deleteAccount: 'Konto löschen',
  deleteTitle: 'Konto löschen?',
  deleteWarning:
    'Dein Konto, dein Profil, deine Merkliste, deine Bewertungen und deine hochgeladenen Bilder werden endgültig gelöscht. In Chats sehen andere deine Nachrichten dann als „Gelöschtes Konto“.',
  deleteConfirmLabel: (username: string) =>
    `Gib zur Bestätigung deinen Benutzernamen „${username}“ ein`,
  deleteConfirm: 'Endgültig löschen',
  deleting: 'Wird gelöscht …',
  deleteFailed: 'Dein Konto konnte nicht gelöscht werden.',
} as const;

/** Rating: 1 to 5 stars (docs/product.md#profile). */
export const ratingTexts = {
  dialogTitle: 'Profil bewerten',
  groupLabel: 'Deine Bewertung',
  /** What a screen reader announces for a star. */
  stars: (value: number) => `${value} von 5 Sternen`,
  yourRating: (value: number) => `Deine Bewertung: ${value} von 5 Sternen`,
  save: 'Bewerten',
  saving: 'Wird gespeichert …',
  failed: 'Deine Bewertung konnte nicht gespeichert werden.',
} as const;

/** `/onboarding` (docs/product.md#onboarding). */
export const onboardingTexts = {
  /** 'Frage n/m' (docs/product.md#onboarding). */
  progress: (current: number, total: number) => `Frage ${current}/${total}`,
  progressLabel: 'Fortschritt des Fragebogens',
  skip: 'Überspringen',
  back: 'Zurück',
  answersLabel: 'Antworten',
  loading: 'Die Fragen werden geladen …',
  loadFailed: 'Die Fragen konnten nicht geladen werden. Bitte versuche es erneut.',
  saving: 'Deine Antworten werden gespeichert …',
  saveFailed: 'Deine Antworten konnten nicht gespeichert werden.',
  saveFailedHint: 'Keine Sorge, deine Auswahl bleibt erhalten.',
} as const;

/** `/onboarding-completed` (docs/product.md#onboarding-completed). */
export const onboardingCompletedTexts = {
  title: 'Gestalte deine Zukunft',
  subtitle: 'Alles bereit – gleich geht es los.',
} as const;

/** 'Meine Interessen' on the own profile (issue 23): the interest profile in words. */
export const interestsTexts = {
  title: 'Meine Interessen',
  onlyYou: 'Nur du siehst diesen Bereich.',
  loading: 'Deine Interessen werden geladen …',
  loadFailed: 'Deine Interessen konnten nicht geladen werden.',
  /** The six RIASEC dimensions in words, in RIASEC order. */
  dimensions: interestDimensionNames,
  hints: {
    R: 'bauen, reparieren, draußen oder mit Technik arbeiten',
    I: 'forschen, analysieren, Dingen auf den Grund gehen',
    A: 'gestalten, schreiben, Musik und Ideen umsetzen',
    S: 'helfen, erklären, pflegen und beraten',
    E: 'überzeugen, verkaufen, führen und gründen',
    C: 'planen, ordnen, mit Zahlen und Abläufen arbeiten',
  },
  /** How strong a value is, in words (0..1). */
  level: (value: number) =>
    value >= 0.67 ? 'stark' : value >= 0.34 ? 'mittel' : value > 0 ? 'etwas' : 'kaum',
  levelOf: (name: string, level: string) => `${name}: ${level}`,
  fromAnswers: (answered: number) =>
    answered === 1
      ? 'Automatisch berechnet aus 1 Antwort im Interessen-Check.'
      : `Automatisch berechnet aus ${answered} Antworten im Interessen-Check.`,
  edited: 'Von dir angepasst.',
  notYet:
    'Du hast den Interessen-Check noch nicht gemacht. Er dauert keine drei Minuten – danach zeigt dir die Startseite Vorschläge, die zu dir passen.',
  startCheck: 'Interessen-Check machen',
  redoCheck: 'Check neu machen',
  adjust: 'Anpassen',
  reset: 'Auf meine Antworten zurücksetzen',
  resetFailed: 'Das Zurücksetzen hat nicht geklappt. Bitte versuche es erneut.',
  adjustTitle: 'Interessen anpassen',
  adjustHint: 'Schieb jeden Regler dahin, wo du dich siehst. Die Vorschläge richten sich danach.',
  save: 'Speichern',
  saving: 'Wird gespeichert …',
  saveFailed: 'Das Speichern hat nicht geklappt. Bitte versuche es erneut.',
  qualification: {
    title: 'Was hast du schon abgeschlossen?',
    choices: {
      keine: 'Noch keine Ausbildung und kein Studium',
      ausbildung: 'Eine Ausbildung',
      studium: 'Ein Studium',
    },
    saveFailed: 'Das Speichern hat nicht geklappt. Bitte versuche es erneut.',
  },
  humanRoute: 'Lieber mit einem Menschen sprechen?',
  counselling: 'Berufsberatung der Bundesagentur für Arbeit',
  counsellingUrl: 'https://www.arbeitsagentur.de/bildung/berufsberatung',
} as const;
