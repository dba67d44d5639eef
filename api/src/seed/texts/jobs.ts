import type { Pictogram } from '../images.ts';

export type WorkType = 'Ausbildung' | 'Duales Studium' | 'Vollzeit' | 'Teilzeit';

export interface DemoJob {
  name: string;
  description: string;
  location: string;
  workType: WorkType;
  /** Whole euros per year: the training allowance for Ausbildung and Duales Studium. */
  yearlySalary: number;
  pictogram: Pictogram;
  /** A post for people who finished a training or a degree; without, open to school leavers. */
  requires?: 'ausbildung' | 'studium';
}

/**
 * Demo jobs: Ausbildungsberufe and dual study programmes with their yearly training allowance
 * (about 11,000–15,000 EUR), and jobs after a training or a degree (30,000–70,000 EUR), which
 * say which of the two they need (`requires`).
 * Names are unique: companies refer to jobs by name.
 */
export const demoJobs: DemoJob[] = [
  // Ausbildungsberufe
  {
    name: 'Mechatroniker/in',
    description:
      'Du baust Maschinen und Anlagen aus mechanischen, elektrischen und elektronischen Bauteilen zusammen und nimmst sie in Betrieb. Wenn eine Produktionslinie stillsteht, findest du mit Messgerät und Laptop den Fehler. Die Ausbildung dauert dreieinhalb Jahre.',
    location: 'Wolfsburg',
    workType: 'Ausbildung',
    yearlySalary: 13_200,
    pictogram: 'technik',
  },
  {
    name: 'Pflegefachmann/-frau',
    description:
      'Du begleitest Menschen jeden Alters, wenn sie krank sind oder Unterstützung brauchen: im Krankenhaus, im Pflegeheim oder ambulant zu Hause. Du lernst, Wunden zu versorgen, Medikamente zu verabreichen und Pflege zu planen. Nach drei Jahren bist du staatlich anerkannte Pflegefachkraft.',
    location: 'Hamburg',
    workType: 'Ausbildung',
    yearlySalary: 14_800,
    pictogram: 'gesundheit',
  },
  {
    name: 'Kaufmann/-frau für Büromanagement',
    description:
      'Du organisierst Termine, bearbeitest Aufträge und Rechnungen und bist erste Ansprechperson für Kundschaft am Telefon. Dabei lernst du Buchhaltung, Personalwesen und den sicheren Umgang mit Office-Programmen kennen. Ein Beruf, den es in fast jeder Branche gibt.',
    location: 'Köln',
    workType: 'Ausbildung',
    yearlySalary: 12_000,
    pictogram: 'buero',
  },
  {
    name: 'Fachinformatiker/in für Anwendungsentwicklung',
    description:
      'Du programmierst Apps und Webanwendungen, testest sie und verbesserst sie gemeinsam mit deinem Team. In der Berufsschule lernst du Datenbanken, Programmiersprachen und Projektmanagement. Logisches Denken ist wichtiger als eine Eins in Mathe.',
    location: 'Karlsruhe',
    workType: 'Ausbildung',
    yearlySalary: 12_600,
    pictogram: 'it',
  },
  {
    name: 'Fachinformatiker/in für Systemintegration',
    description:
      'Du richtest Netzwerke, Server und Arbeitsplätze ein und sorgst dafür, dass alles sicher läuft. Wenn Kolleginnen und Kollegen ein Problem mit ihrem Rechner haben, bist du zur Stelle. Die Ausbildung dauert drei Jahre.',
    location: 'Leipzig',
    workType: 'Ausbildung',
    yearlySalary: 12_300,
    pictogram: 'it',
  },
  {
    name: 'Bäcker/in',
    description:
      'Du stellst Brot, Brötchen, Kuchen und Gebäck her – vom Sauerteig bis zur fertigen Brezel. Dein Arbeitstag beginnt früh, dafür hast du oft schon am Mittag frei. In kleinen Betrieben wie in großen Backstuben sind Fachkräfte gesucht.',
    location: 'Freiburg im Breisgau',
    workType: 'Ausbildung',
    yearlySalary: 11_100,
    pictogram: 'lebensmittel',
  },
  {
    name: 'Elektroniker/in für Energie- und Gebäudetechnik',
    description:
      'Du verlegst Leitungen, installierst Photovoltaikanlagen und Ladesäulen und vernetzt Gebäude smart. Auf Baustellen und bei Kundinnen und Kunden arbeitest du sicher nach Plan. Ein Beruf, der für die Energiewende gebraucht wird.',
    location: 'Dortmund',
    workType: 'Ausbildung',
    yearlySalary: 11_700,
    pictogram: 'elektro',
  },
  {
    name: 'Erzieher/in',
    description:
      'In der praxisintegrierten Ausbildung bist du von Anfang an in der Kita und lernst parallel an der Fachschule. Du begleitest Kinder beim Spielen, Lernen und Großwerden und arbeitest eng mit Eltern zusammen. Schon während der Ausbildung bekommst du eine Vergütung.',
    location: 'Berlin',
    workType: 'Ausbildung',
    yearlySalary: 14_500,
    pictogram: 'soziales',
  },
  {
    name: 'Bankkaufmann/-frau',
    description:
      'Du berätst Kundinnen und Kunden rund um Konto, Sparen und Kredite und lernst, wie Geld und Zahlungsverkehr funktionieren. Digitale Beratung per Video gehört genauso dazu wie der Schalter in der Filiale. Gute Umgangsformen und Freude an Zahlen helfen dir.',
    location: 'Frankfurt am Main',
    workType: 'Ausbildung',
    yearlySalary: 14_000,
    pictogram: 'finanzen',
  },
  {
    name: 'Industriemechaniker/in',
    description:
      'Du fertigst Bauteile an Dreh- und Fräsmaschinen, montierst Anlagen und hältst sie instand. Genauigkeit auf den Hundertstelmillimeter ist dein Ding. Nach der Ausbildung kannst du dich zur Technikerin oder zum Meister weiterbilden.',
    location: 'Stuttgart',
    workType: 'Ausbildung',
    yearlySalary: 13_500,
    pictogram: 'technik',
  },
  {
    name: 'Medizinische/r Fachangestellte/r',
    description:
      'Du empfängst Patientinnen und Patienten in der Arztpraxis, nimmst Blut ab, schreibst EKGs und kümmerst dich um die Abrechnung. Du bist die Schnittstelle zwischen Ärztin, Labor und Wartezimmer. Einfühlungsvermögen ist hier genauso gefragt wie Organisationstalent.',
    location: 'München',
    workType: 'Ausbildung',
    yearlySalary: 11_800,
    pictogram: 'gesundheit',
  },
  {
    name: 'Kfz-Mechatroniker/in',
    description:
      'Du wartest und reparierst Autos, vom Ölwechsel bis zur Fehlersuche im Hochvoltsystem eines E-Autos. Mit Diagnosetechnik findest du heraus, was dem Fahrzeug fehlt. Ein Beruf für alle, die gern schrauben und tüfteln.',
    location: 'Bremen',
    workType: 'Ausbildung',
    yearlySalary: 12_000,
    pictogram: 'technik',
  },
  {
    name: 'Tischler/in',
    description:
      'Du planst und baust Möbel, Treppen, Fenster und Innenausbauten aus Holz und anderen Werkstoffen. Moderne CNC-Maschinen gehören genauso zu deinem Werkzeug wie Hobel und Stemmeisen. Am Ende des Tages siehst du, was du geschaffen hast.',
    location: 'Rosenheim',
    workType: 'Ausbildung',
    yearlySalary: 11_400,
    pictogram: 'handwerk',
  },
  {
    name: 'Kaufmann/-frau im Einzelhandel',
    description:
      'Du berätst Kundschaft, gestaltest die Verkaufsfläche und kümmerst dich um Bestellungen und Warenwirtschaft. Du lernst, was sich gut verkauft und warum. Mit Weiterbildung kannst du später eine Filiale leiten.',
    location: 'Nürnberg',
    workType: 'Ausbildung',
    yearlySalary: 12_000,
    pictogram: 'handel',
  },
  {
    name: 'Fachkraft für Lagerlogistik',
    description:
      'Du nimmst Waren an, prüfst sie, lagerst sie ein und sorgst dafür, dass Bestellungen pünktlich das Haus verlassen. Scanner, Staplerschein und Lagerverwaltungssoftware gehören zu deinem Alltag. Ohne dich steht die Lieferkette still.',
    location: 'Duisburg',
    workType: 'Ausbildung',
    yearlySalary: 12_300,
    pictogram: 'logistik',
  },
  {
    name: 'Anlagenmechaniker/in für Sanitär-, Heizungs- und Klimatechnik',
    description:
      'Du installierst Bäder, Heizungen und Wärmepumpen und sorgst dafür, dass Wasser und Wärme zuverlässig fließen. Du bist viel bei Kundinnen und Kunden unterwegs und arbeitest im Team. Fachkräfte in diesem Beruf werden überall gesucht.',
    location: 'Hannover',
    workType: 'Ausbildung',
    yearlySalary: 11_400,
    pictogram: 'handwerk',
  },
  {
    name: 'Koch/Köchin',
    description:
      'Du bereitest Speisen zu, stellst Menüs zusammen und lernst, mit frischen Zutaten sorgfältig umzugehen. In der Küche zählen Teamgeist und Tempo, besonders wenn viele Bestellungen gleichzeitig kommen. Mit deiner Ausbildung stehen dir Küchen weltweit offen.',
    location: 'Dresden',
    workType: 'Ausbildung',
    yearlySalary: 11_200,
    pictogram: 'gastro',
  },
  {
    name: 'Hotelfachmann/-frau',
    description:
      'Du lernst alle Bereiche eines Hotels kennen: Rezeption, Service, Housekeeping und Veranstaltungen. Gäste aus aller Welt sollen sich bei dir wohlfühlen. Fremdsprachen und gute Laune bringen dich hier weit.',
    location: 'Lübeck',
    workType: 'Ausbildung',
    yearlySalary: 11_400,
    pictogram: 'gastro',
  },
  {
    name: 'Mediengestalter/in Digital und Print',
    description:
      'Du gestaltest Flyer, Webseiten, Social-Media-Beiträge und Plakate und bereitest sie für Druck oder Web auf. Du arbeitest mit Layout- und Bildbearbeitungsprogrammen und setzt die Wünsche der Kundschaft kreativ um. Ein Gespür für Farben und Typografie ist ein Plus.',
    location: 'Düsseldorf',
    workType: 'Ausbildung',
    yearlySalary: 11_700,
    pictogram: 'medien',
  },
  {
    name: 'Zahnmedizinische/r Fachangestellte/r',
    description:
      'Du assistierst bei Behandlungen in der Zahnarztpraxis, bereitest Instrumente vor und achtest auf Hygiene. Ängstlichen Patientinnen und Patienten nimmst du mit einem freundlichen Wort die Nervosität. Auch Terminplanung und Abrechnung gehören dazu.',
    location: 'Münster',
    workType: 'Ausbildung',
    yearlySalary: 11_400,
    pictogram: 'gesundheit',
  },
  {
    name: 'Gärtner/in im Garten- und Landschaftsbau',
    description:
      'Du legst Gärten, Parks und Spielplätze an, pflanzt Bäume und baust Wege und Mauern. Du arbeitest fast immer draußen und mit modernen Maschinen. Am Ende siehst du, wie aus einer Baustelle ein grüner Ort wird.',
    location: 'Potsdam',
    workType: 'Ausbildung',
    yearlySalary: 11_700,
    pictogram: 'natur',
  },
  {
    name: 'Chemielaborant/in',
    description:
      'Du führst im Labor Versuche und Analysen durch, stellst Stoffe her und dokumentierst die Ergebnisse genau. Sorgfalt und Sicherheit stehen dabei an erster Stelle. Chemie und Mathe sollten dir in der Schule Spaß gemacht haben.',
    location: 'Ludwigshafen am Rhein',
    workType: 'Ausbildung',
    yearlySalary: 13_800,
    pictogram: 'wissenschaft',
  },
  {
    name: 'Verwaltungsfachangestellte/r',
    description:
      'Du arbeitest in einer Stadt- oder Kreisverwaltung, bearbeitest Anträge und berätst Bürgerinnen und Bürger. Du lernst Verwaltungsrecht, Haushaltsplanung und digitale Verwaltungsverfahren kennen. Ein sicherer Arbeitsplatz im öffentlichen Dienst.',
    location: 'Mainz',
    workType: 'Ausbildung',
    yearlySalary: 13_300,
    pictogram: 'verwaltung',
  },
  {
    name: 'Maurer/in',
    description:
      'Du errichtest Wände, Fundamente und ganze Rohbauten nach Bauplänen. Du arbeitest im Team auf der Baustelle, bei Wind und Wetter, und siehst jeden Tag, wie das Gebäude wächst. Die Ausbildungsvergütung am Bau gehört zu den höchsten im Handwerk.',
    location: 'Erfurt',
    workType: 'Ausbildung',
    yearlySalary: 12_900,
    pictogram: 'bau',
  },
  {
    name: 'Notfallsanitäter/in',
    description:
      'Du fährst im Rettungswagen zu Einsätzen, versorgst Verletzte und akut Erkrankte und bringst sie sicher in die Klinik. In Notfällen behältst du einen kühlen Kopf und triffst schnelle Entscheidungen. Die Ausbildung dauert drei Jahre an Rettungswache, Schule und Klinik.',
    location: 'Kiel',
    workType: 'Ausbildung',
    yearlySalary: 14_200,
    pictogram: 'gesundheit',
  },
  {
    name: 'Steuerfachangestellte/r',
    description:
      'Du erstellst Lohnabrechnungen, Buchführungen und Steuererklärungen für Unternehmen und Privatpersonen. Du arbeitest mit Zahlen, Gesetzen und moderner Kanzleisoftware. Nach einigen Jahren kannst du dich zur Steuerfachwirtin oder zum Steuerfachwirt weiterbilden.',
    location: 'Bielefeld',
    workType: 'Ausbildung',
    yearlySalary: 11_400,
    pictogram: 'finanzen',
  },
  {
    name: 'Friseur/in',
    description:
      'Du schneidest, färbst und stylst Haare und berätst deine Kundschaft zu Pflege und Trends. Kreativität und ein gutes Händchen sind hier genauso gefragt wie Freude am Gespräch. Mit dem Meistertitel kannst du später einen eigenen Salon eröffnen.',
    location: 'Augsburg',
    workType: 'Ausbildung',
    yearlySalary: 11_000,
    pictogram: 'handwerk',
  },
  // Duale Studiengänge: Studium an der Hochschule und Praxis im Betrieb, mit Vergütung
  {
    name: 'Duales Studium Wirtschaftsinformatik (B.Sc.)',
    description:
      'Du studierst Informatik und Betriebswirtschaft an der Hochschule und wendest das Gelernte im Wechsel direkt im Unternehmen an. Nach drei Jahren hast du einen Bachelor und viel Praxiserfahrung. Das Unternehmen übernimmt die Studiengebühren.',
    location: 'Mannheim',
    workType: 'Duales Studium',
    yearlySalary: 14_400,
    pictogram: 'it',
  },
  {
    name: 'Duales Studium Maschinenbau (B.Eng.)',
    description:
      'Theoriephasen an der Hochschule wechseln sich mit Praxisphasen in Konstruktion, Fertigung und Versuch ab. Du entwickelst Bauteile am CAD-Arbeitsplatz und testest sie in der Werkstatt. Gute Noten in Mathe und Physik sind hilfreich.',
    location: 'Ingolstadt',
    workType: 'Duales Studium',
    yearlySalary: 14_900,
    pictogram: 'technik',
  },
  {
    name: 'Duales Studium BWL – Handel (B.A.)',
    description:
      'Du lernst an der Hochschule Marketing, Einkauf und Controlling und übernimmst im Betrieb Schritt für Schritt Verantwortung. Nach dem Studium kannst du direkt als Nachwuchsführungskraft starten. Ideal, wenn du Zahlen und Menschen gleichermaßen magst.',
    location: 'Heilbronn',
    workType: 'Duales Studium',
    yearlySalary: 13_800,
    pictogram: 'handel',
  },
  {
    name: 'Duales Studium Soziale Arbeit (B.A.)',
    description:
      'Du studierst Pädagogik, Psychologie und Recht und arbeitest in den Praxisphasen in einer sozialen Einrichtung. So lernst du früh, Jugendliche und Familien zu beraten und zu begleiten. Nach drei Jahren bist du staatlich anerkannte Sozialarbeiterin oder anerkannter Sozialarbeiter.',
    location: 'Stuttgart',
    workType: 'Duales Studium',
    yearlySalary: 13_200,
    pictogram: 'soziales',
  },
  // Berufe nach Ausbildung oder Studium
  {
    name: 'Softwareentwickler/in (B.Sc.)',
    description:
      'Du entwickelst im agilen Team Webanwendungen und Schnittstellen, schreibst Tests und prüfst den Code deiner Kolleginnen und Kollegen. Neue Technologien probierst du gern aus. Homeoffice ist an mehreren Tagen pro Woche möglich.',
    location: 'Berlin',
    workType: 'Vollzeit',
    requires: 'studium',
    yearlySalary: 58_000,
    pictogram: 'it',
  },
  {
    name: 'Bauingenieur/in',
    description:
      'Du planst Brücken, Straßen oder Gebäude, berechnest die Statik und koordinierst die Arbeiten auf der Baustelle. Du sprichst mit Architektinnen, Behörden und Handwerksbetrieben. Voraussetzung ist ein Studium im Bauingenieurwesen.',
    location: 'München',
    workType: 'Vollzeit',
    requires: 'studium',
    yearlySalary: 62_000,
    pictogram: 'bau',
  },
  {
    name: 'Lehrer/in für Mathematik und Physik',
    description:
      'Du unterrichtest Jugendliche am Gymnasium, bereitest Stunden vor und begleitest Klassen bis zum Abitur. Du erklärst komplizierte Dinge so, dass sie verständlich werden. Voraussetzung sind ein Lehramtsstudium und das Referendariat.',
    location: 'Hannover',
    workType: 'Vollzeit',
    requires: 'studium',
    yearlySalary: 56_000,
    pictogram: 'bildung',
  },
  {
    name: 'Grundschullehrer/in',
    description:
      'Du bringst Kindern Lesen, Schreiben und Rechnen bei und begleitest sie in ihren ersten Schuljahren. Du arbeitest mit Eltern und dem Kollegium eng zusammen. Die Stelle ist in Teilzeit mit 20 Unterrichtsstunden pro Woche.',
    location: 'Kassel',
    workType: 'Teilzeit',
    requires: 'studium',
    yearlySalary: 38_000,
    pictogram: 'bildung',
  },
  {
    name: 'Sozialarbeiter/in (B.A.)',
    description:
      'Du berätst Jugendliche und Familien in schwierigen Lebenslagen und vermittelst passende Hilfen. In der Schulsozialarbeit bist du Ansprechperson für Schülerinnen, Schüler und Lehrkräfte. Ein abgeschlossenes Studium der Sozialen Arbeit ist Voraussetzung.',
    location: 'Bochum',
    workType: 'Vollzeit',
    requires: 'studium',
    yearlySalary: 45_000,
    pictogram: 'soziales',
  },
  {
    name: 'Pflegefachkraft auf der Intensivstation',
    description:
      'Du betreust schwer kranke Patientinnen und Patienten mit moderner Medizintechnik und arbeitest eng mit dem ärztlichen Team zusammen. Eine Fachweiterbildung Intensivpflege wird gefördert. Schichtzulagen kommen zum Gehalt hinzu.',
    location: 'Hamburg',
    workType: 'Vollzeit',
    requires: 'ausbildung',
    yearlySalary: 48_000,
    pictogram: 'gesundheit',
  },
  {
    name: 'Data Scientist (M.Sc.)',
    description:
      'Du wertest große Datenmengen aus, baust Vorhersagemodelle und machst Ergebnisse mit Grafiken verständlich. Du arbeitest mit Python, SQL und Methoden des maschinellen Lernens. Ein Studium in Informatik, Mathematik oder Statistik ist Voraussetzung.',
    location: 'Hamburg',
    workType: 'Vollzeit',
    requires: 'studium',
    yearlySalary: 66_000,
    pictogram: 'it',
  },
  {
    name: 'Elektroingenieur/in (B.Eng.)',
    description:
      'Du entwickelst Steuerungen für Anlagen und Stromnetze, planst Schaltungen und nimmst Systeme in Betrieb. Die Energiewende macht deinen Beruf besonders gefragt. Voraussetzung ist ein Studium der Elektrotechnik.',
    location: 'Erlangen',
    workType: 'Vollzeit',
    requires: 'studium',
    yearlySalary: 60_000,
    pictogram: 'elektro',
  },
  {
    name: 'Psychologe/Psychologin (M.Sc.)',
    description:
      'Du führst in der psychologischen Beratungsstelle Gespräche, wertest Tests aus und unterstützt Menschen in Krisen. Du arbeitest eng mit Ärztinnen und Sozialdiensten zusammen. Die Stelle ist in Teilzeit mit 25 Wochenstunden.',
    location: 'Heidelberg',
    workType: 'Teilzeit',
    requires: 'studium',
    yearlySalary: 36_000,
    pictogram: 'gesundheit',
  },
  {
    name: 'Architekt/in (M.A.)',
    description:
      'Du entwirfst Wohn- und Bürogebäude, zeichnest Pläne und begleitest den Bau bis zur Übergabe. Nachhaltiges Bauen mit Holz und recycelten Materialien ist dein Schwerpunkt. Ein Architekturstudium und Kreativität sind Voraussetzung.',
    location: 'Frankfurt am Main',
    workType: 'Vollzeit',
    requires: 'studium',
    yearlySalary: 52_000,
    pictogram: 'bau',
  },
  {
    name: 'Physiotherapeut/in',
    description:
      'Du hilfst Menschen nach Verletzungen, Operationen oder bei chronischen Beschwerden, wieder beweglich zu werden. Du erstellst Trainingspläne und behandelst mit den Händen. Voraussetzung ist die Ausbildung oder ein Studium der Physiotherapie.',
    location: 'Regensburg',
    workType: 'Vollzeit',
    requires: 'ausbildung',
    yearlySalary: 36_000,
    pictogram: 'sport',
  },
  {
    name: 'Industriekaufmann/-frau',
    description:
      'Du kaufst Material ein, kalkulierst Angebote und begleitest Aufträge vom Eingang bis zur Auslieferung. Du arbeitest mit Vertrieb, Produktion und Buchhaltung zusammen. Voraussetzung ist eine abgeschlossene kaufmännische Ausbildung.',
    location: 'Augsburg',
    workType: 'Vollzeit',
    requires: 'ausbildung',
    yearlySalary: 42_000,
    pictogram: 'buero',
  },
  {
    name: 'Erzieher/in in der Kita',
    description:
      'Du begleitest eine Gruppe von Drei- bis Sechsjährigen durch den Tag, planst Projekte und dokumentierst ihre Entwicklung. Du arbeitest in einem Team mit offenem Konzept. Die Stelle umfasst 30 Wochenstunden.',
    location: 'Leipzig',
    workType: 'Teilzeit',
    requires: 'ausbildung',
    yearlySalary: 31_000,
    pictogram: 'soziales',
  },
  {
    name: 'UX-Designer/in (B.A.)',
    description:
      'Du findest in Interviews heraus, was Nutzerinnen und Nutzer brauchen, und gestaltest daraus klickbare Prototypen. Barrierefreiheit und einfache Sprache sind dir wichtig. Du arbeitest eng mit Entwicklung und Produktmanagement zusammen.',
    location: 'Köln',
    workType: 'Vollzeit',
    requires: 'studium',
    yearlySalary: 50_000,
    pictogram: 'medien',
  },
  {
    name: 'Lebensmitteltechnologe/-technologin (B.Sc.)',
    description:
      'Du entwickelst neue Rezepturen, überwachst die Qualität in der Produktion und sorgst dafür, dass Lebensmittel sicher sind. Du arbeitest zwischen Labor, Produktion und Entwicklung. Ein Studium der Lebensmitteltechnologie ist Voraussetzung.',
    location: 'Bremen',
    workType: 'Vollzeit',
    requires: 'studium',
    yearlySalary: 48_000,
    pictogram: 'wissenschaft',
  },
  {
    name: 'Umweltingenieur/in (M.Sc.)',
    description:
      'Du planst Kläranlagen, bewertest Böden und Gewässer und entwickelst Konzepte für Klimaschutz in der Stadt. Du verbindest Technik mit Naturschutz. Voraussetzung ist ein Studium im Umweltingenieurwesen.',
    location: 'Freiburg im Breisgau',
    workType: 'Vollzeit',
    requires: 'studium',
    yearlySalary: 54_000,
    pictogram: 'natur',
  },
  {
    name: 'Berufskraftfahrer/in',
    description:
      'Du fährst Lkw im Nahverkehr und lieferst Waren zuverlässig an Supermärkte und Betriebe in der Region. Abends bist du wieder zu Hause. Den Führerschein der Klasse CE kannst du bei uns mit Unterstützung machen.',
    location: 'Kassel',
    workType: 'Vollzeit',
    requires: 'ausbildung',
    yearlySalary: 36_000,
    pictogram: 'logistik',
  },
  {
    name: 'Kundenberater/in Privatkunden',
    description:
      'Du betreust Privatkundinnen und -kunden bei Geldanlage, Baufinanzierung und Vorsorge und führst Beratungsgespräche in der Filiale und per Video. Zielorientierung und Vertrauen gehören für dich zusammen. Voraussetzung ist eine Ausbildung zur Bankkauffrau oder zum Bankkaufmann.',
    location: 'Stuttgart',
    workType: 'Vollzeit',
    requires: 'ausbildung',
    yearlySalary: 46_000,
    pictogram: 'finanzen',
  },
  {
    name: 'Verwaltungsmitarbeiter/in Studierendenservice',
    description:
      'Du berätst Studieninteressierte zu Bewerbung und Einschreibung und bearbeitest Anträge von Studierenden. Du arbeitest mit moderner Campus-Software und hast viel Kontakt zu jungen Menschen. Die Stelle ist in Teilzeit mit 30 Wochenstunden.',
    location: 'Göttingen',
    workType: 'Teilzeit',
    requires: 'ausbildung',
    yearlySalary: 32_000,
    pictogram: 'verwaltung',
  },
  {
    name: 'Wissenschaftliche/r Mitarbeiter/in Informatik',
    description:
      'Du forschst an der Hochschule zu sicherer Software, betreust Übungen und arbeitest an deiner Promotion. Du präsentierst Ergebnisse auf Konferenzen und veröffentlichst Fachartikel. Voraussetzung ist ein Masterabschluss in Informatik.',
    location: 'Aachen',
    workType: 'Vollzeit',
    requires: 'studium',
    yearlySalary: 55_000,
    pictogram: 'wissenschaft',
  },
];
