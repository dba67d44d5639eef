import type { Rule } from '../match.ts';
import { me, professional } from './groups.ts';

/** Sexual harassment, abuse and sextortion. */
export const sexualRules: Rule[] = [
  {
    all: [
      'vergewaltig*|missbraucht|missbrauch*|kindesmisbrauch|sextortion|cybergrooming|grooming|begrapsch*|grapsch*|begrabsch*|betatsch*|befummel*|ubergriff*|sexualisiert*|genotigt|notigung|nacktbild*|nacktfoto*|nacktvideo*|nudes|nudez|dickpic*|penisbild*|schwanzbild*',
    ],
    unless: [
      professional,
      'drogen*|alkohol*|medikament*|daten*|vertrauensmisbrauch|macht|amt*|titel|substanz*|missbrauchsgefahr|kreditkart*|konto',
    ],
    unlessAnywhere: [
      'drogenmisbrauch|alkoholmisbrauch|datenmisbrauch|machtmisbrauch|amtsmisbrauch',
    ],
  },
  {
    all: [
      'sexuell*|sex|sexy|intim*',
      'belastig*|angefasst|anfassen|anfast|fast|gefasst|bedrang*|gedrangt|uberredet|gezwungen|zwingt|zwingen|will|wollte|erpress*|ubergriff*|angemacht|anmacht|bilder|fotos|videos|druck|drangt|nachrichten|schreibt|geschrieben|kommentare|spruche|sachen|sagt|sagen|witze|anspielung*|zu mir|betrunken|abgefullt|bewusstlos|geschlafen|nicht wach|gehabt|mit mir',
    ],
    within: 5,
    unless: ['aufklarung|unterricht|biologie|sexualkunde|pädagog*|padagog*|orientierung|identitat'],
  },
  {
    all: [
      'belastig*|bedrang*|angefasst|angegrabscht|angegrapscht|betatscht|befummelt|anfasst|fast mich an|fasst mich an|fasste mich an|beruhrt mich|hat mich beruhrt|angemacht',
      `${me}|brust|busen|po|hintern|arsch|intim*|korper|chef|lehrer|trainer|onkel|ausbilder|kollege|ehemann|typ|nachbar|stiefvater|vater|bruder|cousin|opa`,
    ],
    within: 8,
    unless: [
      'telefon*|werbung|anruf*|spam|larm|lautstark|kunden anrufe|hotline|newsletter|mails|e-mails|musik',
    ],
  },
  {
    all: [
      'nackt*|oben ohne|unterwasche|bikini|intime|freizugig*|bilder von mir|fotos von mir|video von mir|videos von mir|pics',
      'erpress*|droht|drohen|gedroht|bedroht|verbreit*|veroffentlich*|hochlad*|hochgeladen|schick*|geschickt|posten|gepostet|geleakt|leak*|fordert|verlangt|zwingt|weitergeleitet|rumgeschickt|rum|soll|will|wollte|geld',
    ],
    within: 7,
    unless: [
      'bewerb*|lebenslauf|portfolio|anschreiben|mappe|personal*|model*|fotograf*|shooting|kunst|aktzeichnen',
    ],
  },
  {
    all: [
      'fast|faste|fasst|beruhrt|grabscht|grapscht|tatscht|tatschelt',
      'mich|mir',
      'an|unten|brust|busen|po|hintern|intim*|zwischen|unter',
    ],
    within: 4,
    unless: ['fast alle|fast jeden|fast nichts|fast immer|fast nie|fast schon|fast ganz|nicht an'],
  },
  {
    all: [
      'komisch*|seltsam*|eklig*|anzuglich*|unangenehm*|creepy|privat*|sexy|versaut*|perverse*|pervers',
      'nachrichten|fotos|bilder|pics|spruche|kommentare|angebote|fragen|beruhr*|blicke',
    ],
    within: 5,
    unless: ['vorstellungsgesprach*|bewerb*|kunden|gaste|beruf*|ausbildung als|studium|fotograf*'],
  },
  {
    all: [
      'heimlich|versteckt*|ohne zu fragen|ohne erlaubnis|ohne dass ich|ohne mein',
      'fotos|foto|bilder|videos|video|gefilmt|filmt|fotografiert|aufgenommen',
    ],
    within: 5,
    unless: ['bewerb*|beruf*|fotograf*|kamera*|detektiv*'],
  },
  {
    all: [
      'gekusst|kussen|kusst|angefasst|anfassen|beruhrt|ausgezogen|ausziehen|festgehalten|gezogen',
      'obwohl ich|nicht wollte|gegen meinen willen|nein gesagt|ungefragt|ohne zu fragen|wollte das nicht|nicht will',
    ],
    within: 7,
    unless: ['ausbildung|beruf*|studium|schule|eltern wollen'],
  },
  {
    all: [
      'kotropfen|ko tropfen|drogen ins getrank|was ins getrank|etwas ins getrank|ins glas getan|was ins glas|etwas ins glas|ins getrank gemischt',
    ],
  },
  {
    all: [
      'niemandem sagen|niemandem erzahlen|niemandem verraten|keinem sagen|keinem erzahlen|geheim halten|unser geheimnis|unser kleines geheimnis|darf es keinem|darf es niemandem|soll es niemandem|soll es keinem',
      'treffen|fotos|bilder|anfassen|kerl|typ|er|onkel|trainer|lehrer|erwachsen*|alter*|internet|chat|schreibt|geschenke|geld',
    ],
    within: 8,
    unless: ['projekt|firma|bewerb*|geburtstag|uberraschung|party|geschenk fur'],
  },
  {
    all: [
      'kommt|kam|geht|platzt|schaut|guckt|starrt|beobachtet|filmt',
      'zimmer|bett|dusche|duschen|dusch*|bad|badezimmer|umkleide|umziehen|nackt',
    ],
    within: 8,
    unless: ['schicht|hotel*|pflege*|patient*|beruf*|hausmeister|reinigung|putz*'],
  },
  {
    all: ['gegromt|gegroomt|groomt|grooming|groomer*'],
  },
  {
    all: [
      'alter*|erwachsen*|fremd*|typ|kerl',
      'heimlich|geheim|niemandem|keinem|nicht verraten',
      'treffen|fotos|bilder|schreibt|chat*|videos|sachen',
    ],
    within: 8,
    unless: ['kollege* zum|bewerb*|praktikum*|chef zum gesprach'],
  },
  {
    all: ['sachen|dinge', 'nicht wollte|nicht will|nicht wolte|nicht machen wollte'],
    within: 6,
    unless: ['ausbildung|beruf*|studium|schule|eltern|job'],
  },
  {
    all: [
      'bilder|fotos|videos|bild|foto|video',
      'gedroht|droht|drohen|erpress*',
      'posten|verbreit*|schicken|verschick*|zeigen|hochlad*|veroffentlich*|weiterleiten|rumschicken|weiterschicken',
    ],
    within: 8,
  },
  {
    all: ['erpress*', 'bild*|foto*|video*|pics|screenshot*|chat*|nachrichten|sachen|cam|webcam'],
    within: 7,
  },
  {
    all: [
      'gegen meinen willen|obwohl ich nicht wollte|obwohl ich nein|ich wollte das nicht|nein gesagt',
    ],
    unless: ['ausbildung|beruf*|eltern wollen|studium'],
  },
  {
    all: [
      'nachts|nacht|abends|heimlich',
      'zimmer|bett|dusche|bad',
      'onkel|vater|stiefvater|bruder|cousin|opa|nachbar|ehemann|freund der familie|trainer|er',
    ],
    within: 8,
    unless: ['schicht*|arbeit|hotel*|pflege*|patient*|beruf*'],
  },
  {
    all: [
      'bilder|fotos|nudes|videos|video|nacktbild*',
      'geschickt|verschickt',
      'jetzt|ganze schule|alle|verbreitet|rum|weitergeleitet|klasse|gruppe',
    ],
    within: 8,
    unless: ['bewerb*|beruf*|ausbildung|firma|betrieb|portfolio|lebenslauf'],
  },
  {
    all: [
      'zwingt|zwang|gezwungen|drangt|notigt|zwingen',
      'mich|mir',
      'sachen|dinge|anfassen|sex|ausziehen|eklig*|mitmachen|anfasse',
    ],
    within: 6,
    unless: ['lernen|lern*|schule|ausbildung|studium|beruf*|aufraumen|hausaufgabe*|essen|eltern'],
  },
  {
    all: ['schos', 'sitze|sitzen|setzen|setze|zieht|sitz'],
    within: 5,
  },
  {
    all: [
      'ausziehe|ausziehen|ausgezogen|nackt|oben ohne',
      'kamera|cam|webcam|video|videocall|facetime|skype|live|stream',
    ],
    within: 6,
    unless: ['model*|fotograf*|beruf*|ausbildung|arzt|umkleide'],
  },
  {
    all: [
      'schlafen|geschlafen|sex',
      'gezwungen|zwingt|zwang|drangt|gedrangt|wollte nicht|nicht wollte|uberredet',
    ],
    within: 6,
    unless: ['arbeit*|schicht*|nachtdienst|beruf*|ausbildung'],
  },
];
