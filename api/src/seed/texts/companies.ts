/**
 * Demo companies, universities and colleges. All are fictional: websites and e-mail addresses
 * use the reserved top-level domain `.example`, and telephone numbers come from the ranges the
 * Bundesnetzagentur keeps free for media productions ("Drama Numbers"), so nobody real is called.
 * `jobs` and `courses` name entries of `demoJobs` and `demoCourses`.
 */
export interface DemoCompany {
  name: string;
  /** 'Universität' and 'Hochschule' mark the entries of the home tile "Uni/Hochschule". */
  branch: string;
  /** A real town, so the demo's courses can be found by place (the company itself is made up). */
  location: string;
  about: string;
  website: string;
  contactMethods: string;
  jobs: string[];
  courses: string[];
}

export const demoCompanies: DemoCompany[] = [
  {
    name: 'Rheinwerk Mechatronik GmbH',
    branch: 'Maschinen- und Anlagenbau',
    location: 'Wolfsburg',
    about:
      'Wir bauen Montageanlagen und Roboterzellen für die Automobil- und Medizintechnikindustrie. An unserem Standort in Köln arbeiten 850 Menschen, davon 60 Auszubildende und dual Studierende. In unserer eigenen Ausbildungswerkstatt lernst du vom ersten Tag an mit echten Projekten.',
    website: 'https://www.rheinwerk-mechatronik.example',
    contactMethods:
      'E-Mail: ausbildung@rheinwerk-mechatronik.example\nTelefon: 0221 4710 120\nAnsprechpartnerin: Sandra Kühn, Ausbildungsleitung',
    jobs: [
      'Mechatroniker/in',
      'Industriemechaniker/in',
      'Duales Studium Maschinenbau (B.Eng.)',
      'Industriekaufmann/-frau',
    ],
    courses: ['Maschinenbau (B.Eng.)', 'Mechatronik (B.Eng.)', 'Wirtschaftsingenieurwesen (B.Sc.)'],
  },
  {
    name: 'Klinikum Nordstadt',
    branch: 'Krankenhaus und Gesundheit',
    location: 'Hamburg',
    about:
      'Das Klinikum Nordstadt versorgt mit 1.200 Betten und 24 Fachabteilungen jedes Jahr über 60.000 Patientinnen und Patienten. Unsere Pflegeschule bildet jährlich 90 Pflegefachkräfte aus. Wir bieten Praxisanleitung auf jeder Station, Wohnheimplätze und ein Deutschlandticket.',
    website: 'https://www.klinikum-nordstadt.example',
    contactMethods:
      'E-Mail: pflegeschule@klinikum-nordstadt.example\nTelefon: 040 66969 210\nBewerbungen gern online über unser Karriereportal.',
    jobs: [
      'Pflegefachmann/-frau',
      'Pflegefachkraft auf der Intensivstation',
      'Notfallsanitäter/in',
      'Physiotherapeut/in',
      'Psychologe/Psychologin (M.Sc.)',
    ],
    courses: ['Pflege (B.Sc.)', 'Physiotherapie (B.Sc.)', 'Gesundheitsmanagement (B.A.)'],
  },
  {
    name: 'Stadtwerke Elbtal GmbH',
    branch: 'Energie- und Wasserversorgung',
    location: 'Leipzig',
    about:
      'Wir versorgen 180.000 Haushalte mit Strom, Wärme und Trinkwasser und bauen Solarparks und Wärmenetze für eine klimaneutrale Region. Bei uns lernst du in einem sicheren Unternehmen mit Tarifvertrag. Jedes Jahr starten 25 Auszubildende in fünf Berufen.',
    website: 'https://www.stadtwerke-elbtal.example',
    contactMethods:
      'E-Mail: karriere@stadtwerke-elbtal.example\nTelefon: 030 23125 310\nSprechzeiten: Mo–Do 8–16 Uhr',
    jobs: [
      'Elektroingenieur/in (B.Eng.)',
      'Umweltingenieur/in (M.Sc.)',
      'Fachinformatiker/in für Systemintegration',
    ],
    courses: [
      'Erneuerbare Energien (B.Eng.)',
      'Elektrotechnik (B.Eng.)',
      'Umweltingenieurwesen (B.Sc.)',
    ],
  },
  {
    name: 'Pixelhafen Software GmbH',
    branch: 'IT und Software',
    location: 'Hamburg',
    about:
      'Wir entwickeln Apps und Webplattformen für Kommunen, Schulen und den Mittelstand. Unser Team aus 120 Entwicklerinnen, Designern und Data Scientists arbeitet hybrid in Berlin und im Homeoffice. Auszubildende bekommen eine feste Mentorin oder einen festen Mentor und ein eigenes Notebook.',
    website: 'https://www.pixelhafen.example',
    contactMethods:
      'E-Mail: jobs@pixelhafen.example\nTelefon: 030 23125 420\nChat: Schreib uns über das Kontaktformular auf unserer Website.',
    jobs: [
      'Fachinformatiker/in für Anwendungsentwicklung',
      'Softwareentwickler/in (B.Sc.)',
      'Data Scientist (M.Sc.)',
      'Duales Studium Wirtschaftsinformatik (B.Sc.)',
    ],
    courses: [
      'Informatik (B.Sc.)',
      'Wirtschaftsinformatik (B.Sc.)',
      'Data Science (B.Sc.)',
      'Medieninformatik (B.Sc.)',
    ],
  },
  {
    name: 'Lindenauer Bürgerbank eG',
    branch: 'Bank und Finanzen',
    location: 'Frankfurt am Main',
    about:
      'Als Genossenschaftsbank gehören wir unseren 48.000 Mitgliedern und sind in der Region mit 22 Filialen vertreten. Wir setzen auf persönliche Beratung, vor Ort und digital. Azubis übernehmen bei uns früh Verantwortung, zum Beispiel in der eigenen Azubi-Filiale.',
    website: 'https://www.buergerbank-lindenau.example',
    contactMethods:
      'E-Mail: ausbildung@buergerbank-lindenau.example\nTelefon: 069 90009 150\nPersönlich: in jeder unserer Filialen',
    jobs: ['Bankkaufmann/-frau', 'Kundenberater/in Privatkunden'],
    courses: ['Betriebswirtschaftslehre (B.A.)', 'Wirtschaftsrecht (LL.B.)'],
  },
  {
    name: 'Backhaus Sonnenkorn',
    branch: 'Bäckerei und Konditorei',
    location: 'Freiburg im Breisgau',
    about:
      'Seit 1952 backen wir in dritter Generation Brot und Brötchen mit Getreide aus der Region. Heute gehören 14 Filialen und eine Schaubackstube zu unserem Familienbetrieb. Wer bei uns lernt, bekommt einen Zuschuss zum Führerschein und kann später die Meisterschule besuchen.',
    website: 'https://www.backhaus-sonnenkorn.example',
    contactMethods:
      'E-Mail: hallo@backhaus-sonnenkorn.example\nTelefon: 089 99998 130\nOder komm einfach in der Backstube vorbei.',
    jobs: ['Bäcker/in', 'Kaufmann/-frau im Einzelhandel'],
    // A bakery trains; it offers no study course, not even a dual one.
    courses: [],
  },
  {
    name: 'Elektro Hartmann & Söhne GmbH',
    branch: 'Elektrohandwerk',
    location: 'Dortmund',
    about:
      'Unser Meisterbetrieb mit 45 Mitarbeitenden installiert Photovoltaik, Wärmepumpen, Ladesäulen und Smart-Home-Technik. Wir arbeiten für Privathaushalte, Schulen und Gewerbe in der ganzen Region. Jedes Jahr bilden wir vier bis sechs junge Menschen aus und übernehmen sie nach bestandener Prüfung.',
    website: 'https://www.elektro-hartmann.example',
    contactMethods:
      'E-Mail: info@elektro-hartmann.example\nTelefon: 0221 4710 240\nWhatsApp-Bewerbung möglich: einfach Lebenslauf schicken.',
    jobs: [
      'Elektroniker/in für Energie- und Gebäudetechnik',
      'Anlagenmechaniker/in für Sanitär-, Heizungs- und Klimatechnik',
    ],
    courses: ['Elektrotechnik (B.Eng.)', 'Erneuerbare Energien (B.Eng.)'],
  },
  {
    name: 'Kita-Verbund Kleine Entdecker gGmbH',
    branch: 'Soziales und Erziehung',
    location: 'Berlin',
    about:
      'Wir betreiben 18 Kitas und drei Jugendtreffs in Berlin und Leipzig. Unsere Häuser arbeiten nach offenen Konzepten mit viel Zeit draußen und in der Natur. Für die praxisintegrierte Erzieherausbildung und das duale Studium suchen wir jedes Jahr neue Kolleginnen und Kollegen.',
    website: 'https://www.kleine-entdecker.example',
    contactMethods:
      'E-Mail: bewerbung@kleine-entdecker.example\nTelefon: 030 23125 510\nHospitationen sind jederzeit nach Absprache möglich.',
    jobs: ['Erzieher/in', 'Erzieher/in in der Kita', 'Duales Studium Soziale Arbeit (B.A.)'],
    courses: ['Soziale Arbeit (B.A.)', 'Kindheitspädagogik (B.A.)'],
  },
  {
    name: 'Universität Auenstadt',
    branch: 'Universität',
    location: 'Göttingen',
    about:
      'An der Universität Auenstadt studieren 24.000 Menschen in sechs Fakultäten, von Medizin über Naturwissenschaften bis zu Sprachen. Kleine Übungsgruppen, ein Mentoring für Erstsemester und ein grüner Campus machen den Einstieg leicht. Neben dem Studium bilden wir auch in Laboren, Rechenzentrum und Verwaltung aus.',
    website: 'https://www.uni-auenstadt.example',
    contactMethods:
      'E-Mail: studienberatung@uni-auenstadt.example\nTelefon: 089 99998 300\nOffene Sprechstunde: Di und Do 10–13 Uhr im Studierendenhaus',
    jobs: ['Verwaltungsmitarbeiter/in Studierendenservice'],
    courses: [
      'Informatik (B.Sc.)',
      'Mathematik (B.Sc.)',
      'Chemie (B.Sc.)',
      'Biologie (B.Sc.)',
      'Psychologie (B.Sc.)',
      'Germanistik (B.A.)',
      'Humanmedizin (Staatsexamen)',
      'Zahnmedizin (Staatsexamen)',
      'Lehramt an Grundschulen (B.Ed.)',
      'Lehramt an Gymnasien – Mathematik und Physik (B.Ed.)',
      'Betriebswirtschaftslehre (B.A.)',
      'Wirtschaftsrecht (LL.B.)',
      'Tourismus- und Hotelmanagement (B.A.)',
      'Öffentliche Verwaltung (B.A.)',
    ],
  },
  {
    name: 'Technische Hochschule Birkental',
    branch: 'Hochschule',
    location: 'Aachen',
    about:
      'Die Technische Hochschule Birkental bietet 30 praxisnahe Bachelor- und Masterstudiengänge in Technik, Informatik und Gestaltung. In Laboren und Projektwerkstätten arbeitest du eng mit Unternehmen aus der Region zusammen. Viele Studiengänge gibt es auch dual.',
    website: 'https://www.th-birkental.example',
    contactMethods:
      'E-Mail: studium@th-birkental.example\nTelefon: 069 90009 400\nCampus-Touren jeden ersten Freitag im Monat',
    jobs: ['Wissenschaftliche/r Mitarbeiter/in Informatik'],
    courses: [
      'Maschinenbau (B.Eng.)',
      'Mechatronik (B.Eng.)',
      'Elektrotechnik (B.Eng.)',
      'Erneuerbare Energien (B.Eng.)',
      'Bauingenieurwesen (B.Eng.)',
      'Architektur (B.A.)',
      'Fahrzeugtechnik (B.Eng.)',
      'Wirtschaftsingenieurwesen (B.Sc.)',
      'Medieninformatik (B.Sc.)',
      'Data Science (B.Sc.)',
      'Lebensmitteltechnologie (B.Sc.)',
      'Umweltingenieurwesen (B.Sc.)',
      'Landschaftsarchitektur (B.Sc.)',
      'Kommunikationsdesign (B.A.)',
      'Wirtschaftsinformatik (B.Sc.)',
      'Logistikmanagement (B.A.)',
    ],
  },
  {
    name: 'Hochschule Rosental für Soziales und Gesundheit',
    branch: 'Hochschule',
    location: 'Fulda',
    about:
      'Wir bilden Fachkräfte für Pflege, Therapie, Soziale Arbeit und Pädagogik aus: praxisnah, in kleinen Gruppen und mit vielen Kooperationspartnern. Unser Skills-Lab bildet Klinik- und Beratungssituationen realistisch nach. Ein Studium ist bei uns auch in Teilzeit möglich.',
    website: 'https://www.hs-rosental.example',
    contactMethods:
      'E-Mail: beratung@hs-rosental.example\nTelefon: 040 66969 440\nStudienberatung auch per Videocall',
    jobs: [],
    courses: [
      'Soziale Arbeit (B.A.)',
      'Kindheitspädagogik (B.A.)',
      'Pflege (B.Sc.)',
      'Physiotherapie (B.Sc.)',
      'Gesundheitsmanagement (B.A.)',
    ],
  },
  {
    name: 'Baukontor Brandt GmbH & Co. KG',
    branch: 'Bauunternehmen',
    location: 'Erfurt',
    about:
      'Wir planen und bauen Wohnhäuser, Schulen und Brücken, seit einigen Jahren vor allem in Holz-Hybrid-Bauweise. Zu unserem Team gehören 300 Fachleute vom Maurer bis zur Bauingenieurin und eine eigene Tischlerei. Azubis lernen bei uns auf der Baustelle und in unserem Ausbildungszentrum.',
    website: 'https://www.baukontor-brandt.example',
    contactMethods:
      'E-Mail: ausbildung@baukontor-brandt.example\nTelefon: 089 99998 520\nAnsprechpartner: Thomas Brandt',
    jobs: ['Maurer/in', 'Bauingenieur/in', 'Architekt/in (M.A.)', 'Tischler/in'],
    courses: ['Bauingenieurwesen (B.Eng.)', 'Architektur (B.A.)'],
  },
  {
    name: 'Nordlicht Logistik GmbH',
    branch: 'Logistik und Spedition',
    location: 'Duisburg',
    about:
      'Von unserem Logistikzentrum am Hafen beliefern wir Handel und Industrie in ganz Norddeutschland. 65 Lkw, ein vollautomatisches Hochregallager und 400 Kolleginnen und Kollegen sorgen dafür, dass alles pünktlich ankommt. Den Führerschein für Lkw und Stapler bezahlen wir.',
    website: 'https://www.nordlicht-logistik.example',
    contactMethods:
      'E-Mail: karriere@nordlicht-logistik.example\nTelefon: 040 66969 530\nSchnupperpraktika in den Ferien möglich',
    jobs: ['Fachkraft für Lagerlogistik', 'Berufskraftfahrer/in'],
    courses: ['Logistikmanagement (B.A.)', 'Wirtschaftsingenieurwesen (B.Sc.)'],
  },
  {
    name: 'Hotel Ostseeperle',
    branch: 'Hotellerie und Gastronomie',
    location: 'Lübeck',
    about:
      'Unser Vier-Sterne-Hotel direkt am Strand hat 140 Zimmer, zwei Restaurants und einen Wellnessbereich. Gäste aus aller Welt erleben bei uns norddeutsche Gastfreundschaft. Auszubildende wohnen auf Wunsch in unserem Mitarbeiterhaus und lernen alle Abteilungen kennen.',
    website: 'https://www.ostseeperle.example',
    contactMethods:
      'E-Mail: team@ostseeperle.example\nTelefon: 040 66969 610\nProbearbeiten jederzeit nach Absprache',
    jobs: ['Hotelfachmann/-frau', 'Koch/Köchin'],
    courses: ['Tourismus- und Hotelmanagement (B.A.)'],
  },
  {
    name: 'Steuerberatung Vogt & Partner mbB',
    branch: 'Steuerberatung',
    location: 'Bielefeld',
    about:
      'Unsere Kanzlei berät mit 35 Mitarbeitenden mittelständische Unternehmen, Handwerksbetriebe und Privatpersonen. Wir arbeiten papierlos und mit moderner Kanzleisoftware. Auszubildende besuchen bei uns zusätzlich interne Schulungen und werden auf Wunsch bei der Weiterbildung unterstützt.',
    website: 'https://www.vogt-partner.example',
    contactMethods:
      'E-Mail: kanzlei@vogt-partner.example\nTelefon: 0221 4710 620\nBürozeiten: Mo–Fr 8–17 Uhr',
    jobs: ['Steuerfachangestellte/r', 'Kaufmann/-frau für Büromanagement'],
    courses: ['Wirtschaftsrecht (LL.B.)', 'Betriebswirtschaftslehre (B.A.)'],
  },
  {
    name: 'Grünwerk Garten- und Landschaftsbau GmbH',
    branch: 'Garten- und Landschaftsbau',
    location: 'Potsdam',
    about:
      'Wir gestalten Gärten, Schulhöfe, Spielplätze und Dachbegrünungen und pflegen Parkanlagen für Städte und Gemeinden. Unsere 60 Gärtnerinnen und Gärtner arbeiten mit modernen, zum Teil elektrischen Maschinen. Nachhaltigkeit und Artenvielfalt stehen bei jedem Projekt im Mittelpunkt.',
    website: 'https://www.gruenwerk-galabau.example',
    contactMethods:
      'E-Mail: info@gruenwerk-galabau.example\nTelefon: 030 23125 640\nPraktikum? Ruf einfach an.',
    jobs: ['Gärtner/in im Garten- und Landschaftsbau'],
    courses: ['Landschaftsarchitektur (B.Sc.)', 'Umweltingenieurwesen (B.Sc.)'],
  },
  {
    name: 'ChemTal Labor AG',
    branch: 'Chemie und Labor',
    location: 'Ludwigshafen am Rhein',
    about:
      'Wir analysieren Lebensmittel, Trinkwasser und Umweltproben für Behörden und Unternehmen und entwickeln neue Prüfverfahren. In unseren Laboren arbeiten 500 Menschen mit modernsten Geräten. Unsere Ausbildung wurde mehrfach von der Industrie- und Handelskammer ausgezeichnet.',
    website: 'https://www.chemtal-labor.example',
    contactMethods:
      'E-Mail: ausbildung@chemtal-labor.example\nTelefon: 069 90009 660\nInfotag für Schülerinnen und Schüler jeden März',
    jobs: ['Chemielaborant/in', 'Lebensmitteltechnologe/-technologin (B.Sc.)'],
    courses: ['Chemie (B.Sc.)', 'Lebensmitteltechnologie (B.Sc.)'],
  },
  {
    name: 'Kreisverwaltung Auenstadt',
    branch: 'Öffentlicher Dienst',
    location: 'Göttingen',
    about:
      'Als Kreisverwaltung kümmern wir uns um Führerscheine, Schulen, Jugendhilfe, Umweltschutz und vieles mehr für 250.000 Menschen. Wir bieten sichere Arbeitsplätze, flexible Arbeitszeiten und Bezahlung nach Tarif. Jedes Jahr beginnen bei uns 30 Nachwuchskräfte.',
    website: 'https://www.kreis-auenstadt.example',
    contactMethods:
      'E-Mail: nachwuchs@kreis-auenstadt.example\nTelefon: 089 99998 680\nBewerbungsschluss ist jeweils der 30. September.',
    jobs: ['Verwaltungsfachangestellte/r', 'Sozialarbeiter/in (B.A.)'],
    courses: ['Öffentliche Verwaltung (B.A.)', 'Soziale Arbeit (B.A.)'],
  },
  {
    name: 'Autohaus Brenner GmbH',
    branch: 'Kfz-Handel und Werkstatt',
    location: 'Bremen',
    about:
      'Unser Autohaus mit drei Standorten verkauft und wartet Autos aller Antriebsarten, mit Schwerpunkt auf Elektromobilität. Die Werkstatt ist mit neuester Diagnosetechnik ausgestattet. Unsere Azubis gewinnen regelmäßig Preise bei Landeswettbewerben.',
    website: 'https://www.autohaus-brenner.example',
    contactMethods:
      'E-Mail: azubi@autohaus-brenner.example\nTelefon: 069 90009 690\nTag der offenen Werkstatt jeden Herbst',
    jobs: ['Kfz-Mechatroniker/in', 'Duales Studium BWL – Handel (B.A.)'],
    courses: ['Fahrzeugtechnik (B.Eng.)', 'Betriebswirtschaftslehre (B.A.)'],
  },
  {
    name: 'Agentur Farbenfroh GmbH',
    branch: 'Medien und Design',
    location: 'Düsseldorf',
    about:
      'Wir sind eine Agentur für Kommunikation mit 40 Kreativen aus Design, Text, Video und Entwicklung. Für Vereine, Kulturhäuser und nachhaltige Marken entwickeln wir Kampagnen, Websites und Social-Media-Auftritte. Bei uns zählt deine Idee – egal, ob du im ersten Lehrjahr bist oder Art Director.',
    website: 'https://www.farbenfroh-agentur.example',
    contactMethods:
      'E-Mail: hallo@farbenfroh-agentur.example\nTelefon: 0221 4710 700\nMappe gern als PDF oder Link mitschicken.',
    jobs: ['Mediengestalter/in Digital und Print', 'UX-Designer/in (B.A.)'],
    courses: ['Kommunikationsdesign (B.A.)', 'Medieninformatik (B.Sc.)'],
  },
  {
    name: 'Freie Gemeinschaftsschule am Auenpark',
    branch: 'Schule und Bildung',
    location: 'Göttingen',
    about:
      'Unsere staatlich anerkannte Gemeinschaftsschule begleitet 650 Kinder und Jugendliche von der ersten Klasse bis zum Abitur. Wir lernen in altersgemischten Gruppen, mit Projektwochen und einer eigenen Schulimkerei. Lehrkräfte, Sozialarbeit und Eltern arbeiten bei uns eng zusammen.',
    website: 'https://www.schule-auenpark.example',
    contactMethods:
      'E-Mail: sekretariat@schule-auenpark.example\nTelefon: 030 23125 720\nSekretariat: Mo–Fr 7:30–14 Uhr',
    jobs: ['Lehrer/in für Mathematik und Physik', 'Grundschullehrer/in'],
    courses: [],
  },
  {
    name: 'Praxisgemeinschaft Lächeln am Markt',
    branch: 'Arzt- und Zahnarztpraxis',
    location: 'Münster',
    about:
      'In unserer Praxisgemeinschaft arbeiten drei Zahnärztinnen, zwei Hausärzte und 20 Fachangestellte unter einem Dach. Wir behandeln Familien aus dem ganzen Stadtteil, auch in Türkisch, Englisch und Arabisch. Unsere Azubis bekommen feste Lernzeiten und Prüfungsvorbereitung im Team.',
    website: 'https://www.laecheln-am-markt.example',
    contactMethods:
      'E-Mail: praxis@laecheln-am-markt.example\nTelefon: 040 66969 730\nBewerbung gern auch persönlich an der Anmeldung abgeben.',
    jobs: ['Zahnmedizinische/r Fachangestellte/r', 'Medizinische/r Fachangestellte/r'],
    courses: ['Gesundheitsmanagement (B.A.)'],
  },
  {
    name: 'Haarwerk Friseure',
    branch: 'Friseurhandwerk',
    location: 'Augsburg',
    about:
      'Haarwerk sind vier Salons mit 30 Friseurinnen und Friseuren, die Schnitt, Farbe und Barbering lieben. Wir schulen regelmäßig in unserer eigenen Akademie und nehmen an Meisterschaften teil. Wer später einen eigenen Salon führen möchte, unterstützen wir bei Meisterschule und BWL-Studium.',
    website: 'https://www.haarwerk-friseure.example',
    contactMethods:
      'E-Mail: salon@haarwerk-friseure.example\nTelefon: 089 99998 740\nInstagram-Nachricht oder Anruf – beides ist willkommen.',
    jobs: ['Friseur/in'],
    courses: ['Betriebswirtschaftslehre (B.A.)'],
  },
];
