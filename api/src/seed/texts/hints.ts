/** Tips and quotes for the home page, written for school leavers. Quotes are our own. */

export interface ApplicationTip {
  shortTip: string;
  longTip: string;
}

export interface LearningTip {
  emoji: string;
  title: string;
  description: string;
}

export const applicationTips: ApplicationTip[] = [
  {
    shortTip: 'Früh anfangen',
    longTip:
      'Viele Betriebe vergeben ihre Ausbildungsplätze schon ein Jahr im Voraus. Fang deshalb etwa zwölf Monate vor dem Schulabschluss mit der Suche an und notiere dir Bewerbungsfristen in einem Kalender.',
  },
  {
    shortTip: 'Anschreiben individuell schreiben',
    longTip:
      'Personalverantwortliche merken sofort, ob ein Anschreiben hundertfach kopiert wurde. Erkläre in wenigen Sätzen, warum dich genau dieser Beruf und genau dieser Betrieb interessiert, und nenne ein konkretes Beispiel aus Schule, Praktikum oder Hobby.',
  },
  {
    shortTip: 'Lebenslauf übersichtlich halten',
    longTip:
      'Ein bis zwei Seiten reichen völlig. Ordne Stationen von der neuesten zur ältesten, nenne Praktika, Ehrenamt und Sprachkenntnisse und achte auf eine einheitliche Schrift. Ein freundliches, aktuelles Foto ist freiwillig.',
  },
  {
    shortTip: 'Praktikum nutzen',
    longTip:
      'Ein Praktikum zeigt dir, ob ein Beruf wirklich zu dir passt – und dem Betrieb, wie du arbeitest. Viele Azubis bekommen ihren Ausbildungsplatz direkt nach einem guten Praktikum. Frag am Ende ruhig nach einer Rückmeldung.',
  },
  {
    shortTip: 'Korrektur lesen lassen',
    longTip:
      'Rechtschreibfehler wirken schnell unaufmerksam. Lass deine Unterlagen von Eltern, Lehrkräften oder Freundinnen und Freunden gegenlesen und lies sie dir selbst einmal laut vor.',
  },
  {
    shortTip: 'Über den Betrieb informieren',
    longTip:
      'Schau dir vor dem Gespräch die Website, Social-Media-Kanäle und Produkte des Unternehmens an. Wer weiß, was der Betrieb macht, kann gezielte Fragen stellen und zeigt echtes Interesse.',
  },
  {
    shortTip: 'Vorstellungsgespräch üben',
    longTip:
      'Übe typische Fragen wie „Warum möchtest du diesen Beruf lernen?“ oder „Was sind deine Stärken?“ mit jemandem aus deiner Familie. Je öfter du laut antwortest, desto sicherer wirst du im echten Gespräch.',
  },
  {
    shortTip: 'Eigene Fragen mitbringen',
    longTip:
      'Am Ende eines Gesprächs wirst du fast immer gefragt, ob du noch Fragen hast. Bereite zwei oder drei vor, zum Beispiel zur Berufsschule, zu den Abteilungen oder zu den Chancen nach der Ausbildung.',
  },
  {
    shortTip: 'Pünktlich und passend erscheinen',
    longTip:
      'Plane für den Weg genug Puffer ein und sei etwa zehn Minuten vorher da. Kleide dich so, wie es zum Betrieb passt: in der Bank etwas schicker, in der Werkstatt reichen saubere, ordentliche Sachen.',
  },
  {
    shortTip: 'Absagen nicht persönlich nehmen',
    longTip:
      'Fast alle bekommen Absagen, bevor es klappt. Frag freundlich nach, woran es gelegen hat, verbessere deine Unterlagen und bewirb dich weiter. Jede Bewerbung ist Übung für die nächste.',
  },
];

export const learningTips: LearningTip[] = [
  {
    emoji: '⏱️',
    title: 'In kurzen Blöcken lernen',
    description:
      'Lerne 25 Minuten konzentriert und mach dann fünf Minuten Pause. Nach vier Blöcken gönnst du dir eine längere Pause. So bleibt dein Kopf frisch.',
  },
  {
    emoji: '📵',
    title: 'Handy weglegen',
    description:
      'Leg dein Handy beim Lernen in einen anderen Raum oder schalte es stumm. Schon eine einzige Benachrichtigung reißt dich aus der Konzentration.',
  },
  {
    emoji: '🗂️',
    title: 'Karteikarten schreiben',
    description:
      'Schreib Begriffe auf die Vorderseite und Erklärungen auf die Rückseite. Karten, die du sicher kannst, wiederholst du seltener, schwierige öfter.',
  },
  {
    emoji: '🗣️',
    title: 'Anderen erklären',
    description:
      'Erkläre den Stoff jemand anderem, zum Beispiel deinen Eltern oder einem Kuscheltier. Wo du ins Stocken kommst, hast du noch eine Lücke gefunden.',
  },
  {
    emoji: '📅',
    title: 'Lernplan erstellen',
    description:
      'Verteile den Stoff bis zur Prüfung auf mehrere Tage und plane Wiederholungen ein. Wer früh beginnt, muss am Abend vorher nicht mehr pauken.',
  },
  {
    emoji: '😴',
    title: 'Genug schlafen',
    description:
      'Im Schlaf sortiert dein Gehirn das Gelernte und speichert es ab. Eine Nacht durchlernen bringt deshalb weniger als acht Stunden Schlaf.',
  },
  {
    emoji: '🧠',
    title: 'Mit Eselsbrücken merken',
    description:
      'Verknüpfe schwierige Fakten mit Bildern, Reimen oder kleinen Geschichten. Je verrückter die Eselsbrücke, desto besser bleibt sie hängen.',
  },
  {
    emoji: '✍️',
    title: 'Mit der Hand zusammenfassen',
    description:
      'Fasse jedes Kapitel auf einer Seite mit eigenen Worten zusammen. Beim Schreiben mit der Hand musst du auswählen, was wirklich wichtig ist.',
  },
  {
    emoji: '👥',
    title: 'In der Lerngruppe üben',
    description:
      'Trefft euch zu dritt oder viert, stellt euch gegenseitig Fragen und rechnet alte Prüfungen durch. Gemeinsam fällt das Dranbleiben leichter.',
  },
  {
    emoji: '🚶',
    title: 'Bewegungspausen machen',
    description:
      'Ein kurzer Spaziergang oder ein paar Hampelmänner bringen Sauerstoff ins Gehirn. Danach kannst du dich wieder besser konzentrieren.',
  },
];

export const quotes: string[] = [
  'Der erste Schritt muss nicht perfekt sein – er muss nur gemacht werden.',
  'Deine Zukunft wartet nicht auf den perfekten Plan. Sie beginnt mit deiner nächsten Entscheidung.',
  'Umwege erweitern die Ortskenntnis.',
  'Niemand weiß mit 16 schon alles. Neugier reicht für den Anfang.',
  'Jeder Profi war einmal Azubi.',
  'Fehler sind Beweise dafür, dass du es versuchst.',
  'Frag lieber einmal zu viel als einmal zu wenig.',
  'Was dich begeistert, lernst du doppelt so schnell.',
  'Eine Absage ist kein Urteil über dich, sondern ein Hinweis auf den nächsten Versuch.',
  'Stärken zeigen sich oft erst, wenn man Neues ausprobiert.',
  'Kleine Schritte jeden Tag bringen dich weiter als ein großer Sprung einmal im Jahr.',
  'Dein Weg muss nicht aussehen wie der der anderen.',
  'Mut heißt nicht, keine Angst zu haben, sondern trotzdem anzufangen.',
  'Heute ist ein guter Tag, um etwas über dich herauszufinden.',
  'Wer losgeht, kommt an – manchmal sogar an einem besseren Ort als geplant.',
];
