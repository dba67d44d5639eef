import type { Pictogram } from '../images.ts';

export interface DemoCourse {
  name: string;
  description: string;
  pictogram: Pictogram;
}

/** Demo study courses (Studiengänge). Names are unique: companies refer to courses by name. */
export const demoCourses: DemoCourse[] = [
  {
    name: 'Informatik (B.Sc.)',
    description:
      'Du lernst Programmieren, Algorithmen, Datenbanken und theoretische Informatik. In Projekten entwickelst du im Team eigene Software. Die Regelstudienzeit beträgt sechs Semester.',
    pictogram: 'it',
  },
  {
    name: 'Wirtschaftsinformatik (B.Sc.)',
    description:
      'Das Studium verbindet Informatik mit Betriebswirtschaft: Du lernst, wie Software Geschäftsprozesse unterstützt. Ein Praxissemester im Unternehmen ist fest eingeplant.',
    pictogram: 'it',
  },
  {
    name: 'Data Science (B.Sc.)',
    description:
      'Statistik, Programmieren und maschinelles Lernen stehen im Mittelpunkt. Du lernst, aus Daten verlässliche Aussagen zu gewinnen und sie verständlich darzustellen.',
    pictogram: 'it',
  },
  {
    name: 'Medieninformatik (B.Sc.)',
    description:
      'Du entwickelst Apps, Webseiten und interaktive Medien und lernst Gestaltung und Nutzerforschung kennen. Technik und Kreativität gehen hier Hand in Hand.',
    pictogram: 'medien',
  },
  {
    name: 'Maschinenbau (B.Eng.)',
    description:
      'Mechanik, Werkstoffkunde, Konstruktion und Thermodynamik bilden die Grundlagen. Im Labor und in Projekten entwickelst du eigene Bauteile bis zum Prototyp.',
    pictogram: 'technik',
  },
  {
    name: 'Mechatronik (B.Eng.)',
    description:
      'Du verbindest Maschinenbau, Elektrotechnik und Informatik, etwa für Roboter oder Fahrzeugsysteme. Viele Laborpraktika sorgen für einen hohen Praxisanteil.',
    pictogram: 'technik',
  },
  {
    name: 'Elektrotechnik (B.Eng.)',
    description:
      'Von Schaltungen über Energietechnik bis zur Automatisierung: Du lernst, wie elektrische Systeme funktionieren und wie man sie entwickelt. Vertiefungen sind zum Beispiel Energie oder Mikroelektronik.',
    pictogram: 'elektro',
  },
  {
    name: 'Erneuerbare Energien (B.Eng.)',
    description:
      'Wind, Sonne, Wasserstoff und Speicher: Du planst Anlagen und Netze für eine klimafreundliche Energieversorgung. Das Studium verbindet Technik mit Wirtschaft und Umwelt.',
    pictogram: 'elektro',
  },
  {
    name: 'Bauingenieurwesen (B.Eng.)',
    description:
      'Statik, Baustoffe, Verkehrswege und Wasserbau: Du lernst, Bauwerke sicher zu planen und zu berechnen. In Exkursionen besuchst du echte Baustellen.',
    pictogram: 'bau',
  },
  {
    name: 'Architektur (B.A.)',
    description:
      'Du entwirfst Gebäude und Räume, baust Modelle und lernst Baugeschichte, Konstruktion und nachhaltiges Bauen. Das Studium ist projektorientiert und kreativ.',
    pictogram: 'bau',
  },
  {
    name: 'Betriebswirtschaftslehre (B.A.)',
    description:
      'Marketing, Finanzen, Personal und Unternehmensführung: Du lernst, wie Unternehmen funktionieren. Ab dem vierten Semester wählst du eigene Schwerpunkte.',
    pictogram: 'buero',
  },
  {
    name: 'Wirtschaftsingenieurwesen (B.Sc.)',
    description:
      'Du studierst Technik und Betriebswirtschaft zugleich und wirst zur Schnittstelle zwischen Entwicklung und Management. Projekte mit Unternehmen gehören fest dazu.',
    pictogram: 'technik',
  },
  {
    name: 'Soziale Arbeit (B.A.)',
    description:
      'Du lernst Grundlagen aus Pädagogik, Psychologie, Soziologie und Recht und wendest sie in Praxisphasen an. Mit dem Abschluss erhältst du die staatliche Anerkennung.',
    pictogram: 'soziales',
  },
  {
    name: 'Kindheitspädagogik (B.A.)',
    description:
      'Im Mittelpunkt stehen Bildung und Entwicklung von Kindern bis zwölf Jahre. Du lernst, Kitas pädagogisch zu gestalten und Familien zu begleiten.',
    pictogram: 'soziales',
  },
  {
    name: 'Lehramt an Grundschulen (B.Ed.)',
    description:
      'Du studierst Deutsch, Mathematik und ein weiteres Fach sowie Bildungswissenschaften. Praktika an Schulen begleiten das Studium von Anfang an.',
    pictogram: 'bildung',
  },
  {
    name: 'Lehramt an Gymnasien – Mathematik und Physik (B.Ed.)',
    description:
      'Du studierst zwei Unterrichtsfächer und Bildungswissenschaften und sammelst in Schulpraktika Erfahrung vor der Klasse. Auf den Bachelor folgen der Master of Education und das Referendariat.',
    pictogram: 'bildung',
  },
  {
    name: 'Pflege (B.Sc.)',
    description:
      'Das primärqualifizierende Pflegestudium verbindet wissenschaftliches Arbeiten mit praktischen Einsätzen in Klinik und ambulanter Pflege. Du erhältst den Bachelor und die Berufszulassung als Pflegefachkraft.',
    pictogram: 'gesundheit',
  },
  {
    name: 'Psychologie (B.Sc.)',
    description:
      'Du lernst, wie Menschen denken, fühlen und handeln, und wie man das mit Experimenten und Statistik untersucht. Der Bachelor ist der erste Schritt in Richtung Psychotherapie oder Beratung.',
    pictogram: 'gesundheit',
  },
  {
    name: 'Humanmedizin (Staatsexamen)',
    description:
      'Vorklinik, Klinik und Praktisches Jahr: In gut sechs Jahren lernst du, Krankheiten zu erkennen und zu behandeln. Der Studiengang ist zulassungsbeschränkt.',
    pictogram: 'gesundheit',
  },
  {
    name: 'Physiotherapie (B.Sc.)',
    description:
      'Anatomie, Bewegungslehre und Behandlungstechniken stehen im Mittelpunkt. Praxiseinsätze in Kliniken und Praxen bereiten dich auf den Beruf vor.',
    pictogram: 'sport',
  },
  {
    name: 'Gesundheitsmanagement (B.A.)',
    description:
      'Du lernst, wie Krankenhäuser, Praxen und Krankenkassen organisiert und wirtschaftlich geführt werden. Das Studium verbindet BWL mit Gesundheitswissen.',
    pictogram: 'gesundheit',
  },
  {
    name: 'Chemie (B.Sc.)',
    description:
      'Im Labor lernst du anorganische, organische und physikalische Chemie kennen. Du führst viele Experimente selbst durch und wertest sie aus.',
    pictogram: 'wissenschaft',
  },
  {
    name: 'Biologie (B.Sc.)',
    description:
      'Von der Zelle bis zum Ökosystem: Du lernst Genetik, Ökologie und Mikrobiologie. Exkursionen und Laborpraktika machen das Studium abwechslungsreich.',
    pictogram: 'natur',
  },
  {
    name: 'Lebensmitteltechnologie (B.Sc.)',
    description:
      'Du lernst, wie Lebensmittel hergestellt, haltbar gemacht und auf Qualität geprüft werden. Im Technikum stellst du selbst Produkte her.',
    pictogram: 'lebensmittel',
  },
  {
    name: 'Umweltingenieurwesen (B.Sc.)',
    description:
      'Wasser, Boden, Luft und Energie: Du entwickelst technische Lösungen für Umwelt- und Klimaschutz. Das Studium verbindet Naturwissenschaften mit Ingenieurwissen.',
    pictogram: 'natur',
  },
  {
    name: 'Landschaftsarchitektur (B.Sc.)',
    description:
      'Du planst Parks, Gärten und Stadtplätze und lernst Pflanzenkunde, Entwurf und Bautechnik. Viele Projekte entstehen für echte Orte in der Region.',
    pictogram: 'natur',
  },
  {
    name: 'Kommunikationsdesign (B.A.)',
    description:
      'Typografie, Fotografie, Illustration und digitale Medien: Du lernst, Botschaften gestalterisch auf den Punkt zu bringen. Zur Bewerbung gehört eine Mappe mit eigenen Arbeiten.',
    pictogram: 'medien',
  },
  {
    name: 'Tourismus- und Hotelmanagement (B.A.)',
    description:
      'Du lernst, wie Hotels, Reiseveranstalter und Destinationen erfolgreich geführt werden. Ein Auslandssemester und ein Praxissemester sind vorgesehen.',
    pictogram: 'gastro',
  },
  {
    name: 'Logistikmanagement (B.A.)',
    description:
      'Lieferketten, Lagerplanung und Transport: Du lernst, Warenströme effizient und nachhaltig zu steuern. Fallstudien mit Unternehmen machen das Studium praxisnah.',
    pictogram: 'logistik',
  },
  {
    name: 'Wirtschaftsrecht (LL.B.)',
    description:
      'Du lernst Vertrags-, Handels- und Steuerrecht und verbindest es mit Betriebswirtschaft. Absolventinnen und Absolventen arbeiten oft in Kanzleien, Banken und Rechtsabteilungen.',
    pictogram: 'finanzen',
  },
  {
    name: 'Öffentliche Verwaltung (B.A.)',
    description:
      'Das duale Studium bereitet dich auf den gehobenen Dienst in Kommunen und Landesbehörden vor. Theorie an der Hochschule wechselt mit Praxis in der Verwaltung.',
    pictogram: 'verwaltung',
  },
  {
    name: 'Fahrzeugtechnik (B.Eng.)',
    description:
      'Antriebe, Fahrwerk, Elektromobilität und Fahrerassistenz: Du lernst, wie moderne Fahrzeuge entwickelt werden. Im Labor arbeitest du an echten Versuchsfahrzeugen.',
    pictogram: 'technik',
  },
  {
    name: 'Mathematik (B.Sc.)',
    description:
      'Analysis, lineare Algebra, Stochastik und Numerik: Du lernst, Probleme streng logisch zu lösen. Mathematikerinnen und Mathematiker sind in vielen Branchen gefragt.',
    pictogram: 'bildung',
  },
  {
    name: 'Germanistik (B.A.)',
    description:
      'Du beschäftigst dich mit deutscher Sprache und Literatur von den Anfängen bis heute. Das Studium bereitet auf Berufe in Verlagen, Medien und Kultur vor.',
    pictogram: 'bildung',
  },
  {
    name: 'Zahnmedizin (Staatsexamen)',
    description:
      'Du lernst Anatomie, Zahnerhaltung, Prothetik und Kieferorthopädie und behandelst in den klinischen Semestern selbst Patientinnen und Patienten. Der Studiengang ist zulassungsbeschränkt.',
    pictogram: 'gesundheit',
  },
];
