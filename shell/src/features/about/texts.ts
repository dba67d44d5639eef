/**
 * 'Über Kompass': what Kompass is, what it decides automatically and how, the human route, and
 * the data sources with the credit their licences ask for. Its own file: only /about loads it.
 */
export const aboutTexts = {
  title: 'Über Kompass',
  intro:
    'Kompass hilft dir herauszufinden, welcher Beruf zu dir passt – und wo du ihn in deiner Nähe anfangen kannst: Ausbildungen, Studiengänge, Unternehmen und Angebote an einem Ort.',
  automaticTitle: 'Was Kompass automatisch macht',
  automaticIntro:
    'Drei Dinge entscheidet ein Programm, kein Mensch. Keines davon liest deinen Namen, dein Alter oder dein Geschlecht.',
  automatic: [
    {
      name: 'Vorschläge („Für dich“)',
      how: 'Vergleichen deine Antworten im Interessen-Check mit dem Interessen-Code jedes Berufs und Angebots (sechs Bereiche nach Holland: praktisch, forschend, kreativ, sozial, unternehmerisch, ordnend) und mischen dabei verschiedene Bereiche und Wege.',
    },
    {
      name: 'Assistent („Frag unsere KI“)',
      how: 'Antwortet nur aus den Berufen, Angeboten und Tipps in Kompass und nennt dir dazu jedes Mal die Quelle; er entscheidet nichts für dich.',
    },
    {
      name: 'Suche',
      how: 'Findet Berufe, Angebote, Unternehmen und Studiengänge nach den Wörtern, die du eingibst – auch mit Tippfehlern und alten Berufsnamen – und sortiert danach, wie gut die Wörter passen.',
    },
  ],
  humanTitle: 'Lieber mit einem Menschen sprechen?',
  human:
    'Die Berufsberatung der Bundesagentur für Arbeit berät dich kostenlos, persönlich und unabhängig.',
  phoneLabel: 'Servicenummer der Bundesagentur für Arbeit (kostenfrei):',
  phone: '0800 4 5555 00',
  phoneHref: 'tel:+498004555500',
  website: 'arbeitsagentur.de',
  websiteHref: 'https://www.arbeitsagentur.de/bildung',
  sourcesTitle: 'Woher die Daten kommen',
  sources: [
    {
      name: 'Ausbildungsberufe',
      credit:
        'Bundesinstitut für Berufsbildung (BIBB): Erhebungsberufe der Berufsbildungsstatistik mit Berufsschlüsseln der KldB 2010, Berichtsjahr 2024.',
      href: 'https://www.bibb.de/',
      linkText: 'bibb.de',
    },
    {
      name: 'Mindestvergütung in der Ausbildung',
      credit:
        'Berufsbildungsgesetz (BBiG) § 17: gesetzliche Mindestvergütung je Ausbildungsjahr, für Ausbildungen mit Beginn 2026.',
      href: 'https://www.gesetze-im-internet.de/bbig_2005/__17.html',
      linkText: 'gesetze-im-internet.de',
    },
    {
      name: 'Interessen-Codes der Berufe',
      credit:
        'Als Methode genutzt: die Interessenprofile von O*NET, CC BY 4.0. O*NET® ist eine Marke des U.S. Department of Labor, Employment and Training Administration. Die Zuordnung zu deutschen Berufen hat das Kompass-Team vorgenommen.',
      href: 'https://www.onetcenter.org/',
      linkText: 'onetcenter.org',
    },
    {
      name: 'Orte und Postleitzahlen',
      credit:
        'GeoNames (geonames.org), CC BY 4.0. Aus den Postleitzahlen für Deutschland abgeleitet.',
      href: 'https://www.geonames.org/',
      linkText: 'geonames.org',
      licenceHref: 'https://creativecommons.org/licenses/by/4.0/deed.de',
    },
  ],
  licenceLink: 'Lizenz CC BY 4.0',
} as const;
