// German texts of the assistant feature; the shared ones and home's are in src/texts.ts.

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
  helpLines: 'Hier bekommst du Hilfe',
  opensInNewTab: '(öffnet in neuem Tab)',
  afterHelp:
    'Wenn du magst, kannst du mir danach auch wieder Fragen zu Berufen, Ausbildung oder Studium stellen.',
  continueWithCareer: 'Weiter mit einer Frage zu Berufen',
  helpFirst:
    'Falls es dir gerade nicht gut geht: Hier hören dir Menschen zu, kostenlos und anonym. Deine Antwort steht darunter.',
} as const;
