import { helpLines } from './distress/help-lines.ts';

/**
 * The fixed German sentences of 'Frag unsere KI'. Nothing here names a job, company, figure or
 * link from the catalogue: those come from the records only. The phone numbers and addresses
 * are the public services' own.
 */
export const assistantTexts = {
  nothingFound: 'Dazu habe ich in Kompass nichts gefunden.',
  closest: 'Am nächsten kommen diese Einträge:',
  // Its service number, from the one table of numbers; never given as a crisis line. Answers no
  // longer carry it (the link below does); a model that writes it is not cut for it.
  humanRouteFacts: `Persönlich und kostenlos berät dich die Berufsberatung der Bundesagentur für Arbeit: Servicenummer ${helpLines.careerService.number} (gebührenfrei) oder www.arbeitsagentur.de/bildung/berufsberatung.`,
  /** Offered as a link under answers where a person helps: nothing found, a choice, a worry. */
  humanRoute: {
    text: 'Lieber mit einem Menschen sprechen? Die Berufsberatung der Bundesagentur für Arbeit berät dich kostenlos und persönlich.',
    url: helpLines.careerService.url,
  },
  refusalOffTopic:
    'Dabei kann ich dir leider nicht helfen. Ich beantworte Fragen zu Berufen, Ausbildung, Studium, Unternehmen und Bewerbungen in Kompass. Frag mich zum Beispiel: „Was verdient man als Mechatroniker/in?“',
  refusalHarmful:
    'Dabei helfe ich nicht. Ich bin für Fragen rund um Ausbildung, Studium, Berufe und Bewerbungen da.',
  refusalPersonal:
    'Über Personen und persönliche Daten gebe ich keine Auskunft, auch nicht über dich: Deinen Namen, dein Alter oder dein Geschlecht lese ich nicht. Frag mich gern etwas zu Berufen, Ausbildung oder Studium.',
  genderNote:
    'Ob ein Beruf zu dir passt, hängt nicht vom Geschlecht ab: Ich antworte allen gleich.',
  openToAll: 'Jeder Beruf in Kompass steht allen offen, zum Beispiel',
  salaryNote:
    'Die Beträge stehen so in den Einträgen; wie viel du tatsächlich bekommst, hängt von Betrieb, Region und Tarif ab.',
  askForJob: 'Für welchen Beruf möchtest du das wissen? In Kompass gibt es zum Beispiel:',
  fitIntro: 'Nach deinem Interessenprofil passen diese Einträge gut zu dir:',
  fitNoProfile:
    'Dafür brauche ich dein Interessenprofil, und das gibt es noch nicht. Beantworte die Fragen zu deinen Interessen in deinem Profil, dann kann ich dir passende Berufe und Studiengänge zeigen.',
  fitAutomatic:
    'Diese Vorschläge entstehen automatisch aus deinen Antworten zu deinen Interessen, nicht aus Name, Alter oder Geschlecht.',
  pathsExplained:
    'Eine Ausbildung findet im Betrieb und in der Berufsschule statt: Du lernst vor allem praktisch und bekommst von Anfang an eine Vergütung. Ein Studium findet an einer Hochschule oder Universität statt, ist theoretischer und setzt meist Abitur oder Fachhochschulreife voraus. Beides lässt sich im dualen Studium verbinden.',
  pathsJobs: 'Ausbildungsberufe in Kompass:',
  pathsCourses: 'Studiengänge in Kompass:',
  dualExplained:
    'Ein duales Studium verbindet ein Studium an einer Hochschule mit Praxisphasen in einem Unternehmen. Du bewirbst dich dafür meist beim Unternehmen, das dich während des Studiums auch bezahlt.',
  dualItems: 'Duale Angebote in Kompass:',
  applicationTips: 'Tipps für deine Bewerbung aus Kompass:',
  learningTips: 'Lerntipps aus Kompass:',
  worry: 'Das geht vielen so, und du kannst etwas dafür tun. Diese Tipps aus Kompass helfen dabei:',
  occupationsFrom: 'aus dem Berufe-Katalog von Kompass:',
  occupationsMore:
    'Tippe auf einen Beruf: Dort steht, was du machst, wie lange es dauert, was es zahlt und wo es Angebote gibt.',
  occupationNoSummary: 'Eine Beschreibung steht dafür noch nicht im Berufe-Katalog.',
  occupationNoDuration: 'Wie lange es dauert, steht dafür noch nicht im Berufe-Katalog.',
  durationShorter:
    'Eine duale Ausbildung lässt sich oft verkürzen, zum Beispiel mit Abitur oder guten Leistungen; das vereinbarst du mit dem Betrieb.',
  noPayFigure:
    'Eine gesetzliche Mindestvergütung gibt es dafür nicht, und Angebote mit Vergütung hat Kompass dazu noch keine: Einen Betrag mit Quelle kann ich dir nicht nennen.',
  tariffNote: 'Ein Tarifvertrag kann andere Beträge festlegen.',
  compareIntro: 'Im Vergleich:',
  compareMissing: (topic: string) => `Zu „${topic}“ habe ich in Kompass nichts gefunden.`,
} as const;

/** The human route's website, the only link the assistant adds on its own. */
export const humanRouteHost = 'www.arbeitsagentur.de';
