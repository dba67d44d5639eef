import type { Rule } from '../match.ts';
import { schoolPlaces } from './groups.ts';

/** Bullying, at school, at work and online. */
export const bullyingRules: Rule[] = [
  {
    all: [
      'mobben|mobbt|gemobbt|mobbing|cybermobbing|bully|bullying|bullys|bullies|gebullied|gebullyt|bullien|mobbingopfer|cybermob*|mobbingattack*',
    ],
    unless: [
      'arbeiten|berufe|beruf|welcher beruf|pravention*|trainer*|beauftragt*|workshop*|hausarbeit|melden|arbeitsplatz|studium|lernt|uber mobbing|seminar*|projekt*|schulsozial*|sozialarbeit*|vortrag|referat|hausaufgabe*|aufsatz|thema|präsentation|prasentation|presentation|kurs|psycholog*|umgang mit|beruf*',
    ],
  },
  {
    all: [
      'lachen|lacht|lachten|auslach*|ausgelacht|beleidig*|beschimpf*|lastern|lastert|schubs*|schlagen|schlagt|verprugel*|prugel*|hanseln|hanselt|gehanselt|ausgeschlos*|ausgegrenzt|ausgrenz*|ignorier*|fertig|fertigmachen|fertiggemacht|erniedrig*|demutig*|bedroh*|drohen|hassen|hasst|ekeln|abziehen|abgezogen|spucken|anspuck*|bewerfen|verarsch*|lustig|schikan*|disst|dissen|gedisst|fotografieren|filmen|gefilmt|treten|geschlagen|gehauen|hauen|schmeisen|werfen',
      'mich|mir|uber mich|von mir',
      `${schoolPlaces}|alle|andere*|die anderen|leute|jeden tag|jede pause|immer|standig|wieder|schon wieder|jeden|seit|monaten|wochen|lehrer*|ausbilder*`,
    ],
    within: 8,
    unless: [
      'vorschlag*|schlage vor|sprachen|witze|kunden|zuschauer|publikum|clown*|comedian|komik*|schauspiel*|kamera*|fotograf*|ausbildung als|beruf als',
    ],
  },
  {
    all: [
      'fake|fakeprofil*|fakeaccount*|fake profil|fake account',
      'von mir|uber mich|mich|meinem namen',
    ],
    within: 4,
  },
  {
    all: [
      'beleidig*|beschimpf*|hansel*|schikan*|demutig*|erniedrig*|drangsalier*|terrorisier*|mobben|verarsch*|dissen',
      'mich|mir',
    ],
    within: 2,
    unless: ['kunden|gaste|patient*|beruf*'],
  },
  {
    all: ['lachen|lacht|lachten', 'mich', 'aus'],
    inOrder: true,
    within: 4,
  },
  {
    all: [
      'lachen|lacht|lachten|lastern|lastert|reden|redet|tuscheln|tuschelt|witze|spruche|memes|scherze|posten|postet|geruchte|lugen|hetzen|hetze|lustig',
      'uber mich|hinter meinem rucken',
    ],
    within: 3,
    unless: ['kunden|gaste|publikum|zuschauer'],
  },
  {
    all: ['schlies*|schlos*|grenzen|grenzt', 'mich', 'aus'],
    inOrder: true,
    within: 5,
    unless: ['tur|fenster|laden|firma|auto|zimmer|schrank'],
  },
  {
    all: ['ziehen|zieht|zogen', 'mich', 'ab'],
    inOrder: true,
    within: 5,
  },
  {
    all: [
      'macht|machen|machte|machten|gemacht',
      'mich',
      'runter|fertig|nieder|klein|lacherlich|zur sau|zum gespott|schlecht',
    ],
    inOrder: true,
    within: 5,
    unless: [
      'mache mich|fertig fur|fertig zum|fertig machen fur|ausbildung macht|schule macht|arbeit macht|job macht|stress macht|lernen macht|hitze macht|schicht macht|studium macht|praktikum macht',
    ],
  },
  {
    all: [
      'fertig|fertig gemacht|runtermachen|runtergemacht|niedermachen',
      'machen|macht|gemacht|machte|machten|werde|wurde|werden',
      'mich|ich',
    ],
    within: 4,
    unless: [
      'ausbildung macht|schule macht|arbeit macht|job macht|stress macht|lernen macht|hitze macht|schicht macht|studium macht|praktikum macht',
    ],
  },
  {
    all: [
      'fertig gemacht|fertiggemacht|runtergemacht|niedergemacht',
      'werde|wurde|werd|worden',
      'ich|mich',
    ],
    within: 8,
  },
  {
    all: [
      'niemand|keiner|kein mensch|keine sau',
      'redet|spricht|spielt|sitzt|will|wollte|halt',
      'mit mir|neben mir|zu mir|mich',
    ],
    within: 5,
    unless: ['ausbildung|beruf*|firma|bewerb*|antwort*|zuruck|meldet'],
  },
  {
    all: [
      'hasslich|hasliche|fett|fette|dumm|dumme|behindert|opfer|loser|ekelhaft|missgeburt|spast*|schlampe|hure|nutte|freak|streber|schwuchtel|kanak*|stinker|stinke',
      'nennen|nennt|genannt|sagen|sagt|gesagt|schreiben|schreibt|geschrieben|rufen|ruft|beschimpf*|lachen|lastern|posten|kommentier*',
      'mich|ich|mir',
    ],
    within: 7,
    unless: ['kunden|gaste|patient*|beruf*|obwohl|finde mich|fuhle mich|fuhl mich'],
  },
  {
    all: [
      'ausgegrenzt|ausgeschlos*|gemieden|schikaniert|gedisst|beleidigt|ausgelacht|verarscht|bedroht|abgezogen|gehanselt|fertiggemacht|geschubst|verprugelt|bespuckt|angespuckt|ausgenutzt',
      'werde|wurde|worden|werd|ich|mich',
    ],
    within: 7,
    unless: [
      'bewerb*|absage*|firma|betrieb|email|mail|antwort|uni|hochschule|studium|prufung|kurs|verfahren|auswahl*|test|ausbildungsplatz|wettbewerb|turnier',
    ],
  },
  {
    all: [
      'post*|schreib*|verbreit*|erzahl*|teilen|geteilt',
      'uber mich|von mir',
      'fies*|gemein*|peinlich*|lugen|geruchte|hass*|beleidig*|scheise|scheis*|mist',
    ],
    within: 7,
  },
  {
    all: [
      'hasnachricht*|haskommentar*|hatenachricht*|hate|shitstorm|drohnachricht*|drohbrief*|beleidigende nachrichten',
      'mir|mich|ich|uber mich|gegen mich',
    ],
    within: 5,
  },
];
