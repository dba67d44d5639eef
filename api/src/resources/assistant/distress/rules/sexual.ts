import type { Rule } from '../match.ts';
import { me, professional, jobWords } from './groups.ts';

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
      'telefon*|werbung|anruf*|spam|larm|lautstark|kunden anrufe|hotline|newsletter|mails|e-mails|musik|wenn man|korperkontakt|beruf|berufe',
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
  {
    // Sextortion: pictures, a threat and spreading them, in any order and wording.
    all: [
      'bilder|fotos|videos|video|pics|screenshots|nudes|alles|aufnahmen',
      'sonst|erpress*|droht|drohen|gedroht|geld|euro|zahlen|bezahl*|fordert|verlangt|wenn ich nicht',
      'schick*|online|post*|hochlad*|hochgelad*|hochzulad*|veroffentlich*|verbreit*|an alle|rumschick*|zeig*|leak*|stellt|stellen|eltern|freund|geld',
    ],
    within: 10,
    personal: true,
    unless: [
      'bewerbung*|kunde*|firma|projekt|portfolio|shooting|fotograf*|chef will|handyvertrag|abo',
    ],
  },
  {
    all: [
      'meine fotos|meine bilder|meine videos|meine pics|meine nudes|fotos von mir|bilder von mir|videos von mir|privaten bilder|private bilder|private fotos|privaten fotos|intimen fotos|intime fotos',
      'geld|euro|zahlen|bezahl*|erpress*|droht|drohen|sonst|veroffentlich*|hochlad*|online|an alle',
    ],
    within: 8,
    unless: ['bewerbung*|portfolio|lebenslauf|shooting|fotograf*'],
  },
  {
    // Touched where and how one did not want.
    all: [
      'brust|busen|hintern|po|arsch|rock|bein|beine|schritt|zwischen die beine|intimbereich|unterleib|oberschenkel|unter mein*|in meine hose|in die hose|unters shirt|unter das shirt|stellen',
      'gefasst|fasst|fast|faste|gegrapscht|gegrabscht|grapscht|grabscht|gegriffen|greift|griff|angefasst|streichelt|gestreichelt|beruhrt|massiert|massieren|gekniffen|kneift|klatscht|getatscht|tatscht|hand|steckt|gesteckt',
    ],
    within: 5,
    personal: true,
    unless: [
      'patient*|kunde*|kundin*|physio*|arzt|arztin|pflege*|massage*ausbildung|beruf*|ausbildung als|training|fussball|sport*|verletz*|gebrochen|schmerz*|rock band|rockmusik',
    ],
  },
  {
    // Against the will: 'obwohl ich nein sage', 'stopp gesagt', 'gegen meinen willen'.
    all: [
      'obwohl ich|gegen meinen willen|ohne dass ich|nein gesagt|nein sage|nein sagte|nein sag|stopp gesagt|stop gesagt|aufhoren gesagt|wo ich das nicht will|was ich nicht will|was ich nicht wollte|die ich nicht will|die ich nicht wollte|obwohl ich nicht wollte|ich wollte das nicht|ich wollte nicht|nicht aufgehort|nicht aufhort|nicht losgelassen|nicht loslassen',
      'anfass*|angefasst|fasst|fast|beruhr*|massier*|kuss*|gekusst|weitergemacht|weitermacht|sex|ausziehen|ausgezogen|streichel*|gezwungen|zwingt|festgehalten|halt mich fest|aufgehort|angegrabscht|angegrapscht|begrapscht|gegrapscht|schlafen|bett|hose|brust',
    ],
    within: 10,
    unless: [
      'chef will|uberstunden|schicht|arbeit|ausbildung|praktikum|schule|studium|beruf*|bewerb*|mathe|lernen',
    ],
  },
  {
    all: [
      'zwing*|gezwungen|drang*|gedrangt|druck|genotigt|uberred*|uberredet',
      'sex|oralsex|blowjob|ausziehen|auszuziehen|ausgezogen|nackt|mit ihm zu schlafen|mit ihr zu schlafen|mit ihm schlafen|bett|anfassen|intim*|sexuell*|kamera|cam|webcam',
    ],
    within: 6,
    unless: [professional],
  },
  {
    all: [
      'porno*|pornos|sexvideo*|sexfilm*',
      'zeigt|zeigen|gezeigt|schickt|geschickt|mitmach*|gucken|anschauen|nachmachen|zwing*',
    ],
    within: 6,
    personal: true,
    unless: ['sucht|suchtig|abhangig'],
  },
  {
    // Drugged: 'k.o. getropft', 'was ins getränk getan'.
    all: [
      'getropft|kotropfen|ko tropfen|ins getrank|in mein getrank|in meinen drink|ins glas|in mein glas|in meinen becher|in meine cola',
    ],
    unless: ['barkeeper*|gastro*|kellner*|bedienung|rezept*|cocktail*|beruf*|ausbildung'],
  },
  {
    // Grooming: an adult who wants to meet alone, secrets, compliments, pictures.
    all: [
      'alleine|allein|heimlich|niemandem|keinem|geheimnis|privat',
      'treffen|sagen|erzahlen|verraten|geheimnis|schreibt|schreiben|chatten|bilder|fotos',
      'hubsch|sexy|su|suse|geil|fotos|bilder|angst|komisch*|unangenehm*|kuss*|korper|jahriger|erwachsen*|alter mann|alterer mann|viel alter',
    ],
    within: 10,
    personal: true,
    unless: ['beruf*|ausbildung als|studium|bewerb*|vorstellungsgesprach|chef|uberstunden|gehalt'],
  },
  {
    all: [
      'komisch*|seltsam*|eklig*|schlimme*|unangenehm*|sexuelle|ekelhafte',
      'sachen|dinge|zeug|spiele',
      'mit mir|an mir|allein|alleine|nachts|zimmer|bett|wenn wir|zu mir',
    ],
    within: 6,
    unless: [jobWords],
  },
  {
    all: [
      'onkel|opa|stiefvater|stiefopa|vater|papa|bruder|stiefbruder|cousin|nachbar|trainer|lehrer|nachhilfelehrer|betreuer|hausmeister|kollege|chef|ausbilder|meister|fahrlehrer|typ|mann',
      'fasst mich|fast mich|fasste mich|beruhrt mich|beruhrte mich|angefasst|begrapscht|angegrabscht|angegrapscht|grabscht|grapscht|befummelt|betatscht|tatscht|kommt nachts|kniff|gekniffen|drückt sich|druckt sich|starrt|sexuell*|gefummelt|ausgenutzt|ausgenutzt',
    ],
    within: 8,
    unless: [professional, 'schulter|arm|hand gegeben|begruß*|begrus*|hande'],
  },
  {
    all: [
      'vergewaltigt|missbraucht|genotigt|belastigt|angegrapscht|angegrabscht|ausgenutzt',
      'worden|wurde|wurd|bin|hat mich|haben mich|mich|ich',
    ],
    within: 5,
    unless: ['vertrauen|daten|drogen|alkohol|macht'],
  },
  {
    all: [
      'mich ausziehe|mich ausziehen|mich auszuziehen|nackt|oben ohne',
      'will dass ich|will das ich|soll ich|ich soll|ich solle|verlangt|fordert|zwingt|uberredet|drangt|schreibt',
    ],
    within: 6,
    unless: ['umkleide|arzt|arztin|untersuchung|schwimm*|sauna|beruf|berufe|model*|aktzeichnen'],
  },
  {
    all: [
      'langt|hinlangt|hinlangen|gelangt|fummelt|gefummelt|tatscht|grapscht',
      'mir|mich',
      'hin|an|wo|unter|zwischen|immer',
    ],
    within: 5,
    unless: ['essen|teller|geld|salz|brot|zu|gut|genug'],
  },
  {
    all: [
      'festgehalten|festhalten|fest gehalten|hielt mich|hielten mich|hat mich gepackt|haben mich gepackt',
      'angefasst|anfassen|gekusst|kussen|beruhrt|ausgezogen|begrapscht|gegrapscht|befummelt|sex|vergewaltigt|hose',
    ],
    within: 6,
  },
  {
    all: [
      'wurde|wurd|werde|bin|worden',
      'angefasst|begrapscht|befummelt|betatscht|gekusst|ausgezogen|angegrabscht',
    ],
    within: 8,
    unlessNegated: true,
    unless: ['arzt|arztin|untersuch*|physio*|patient*|kunde*|beruf|berufe'],
  },
  {
    all: [
      'obwohl ich|gegen meinen willen|wo ich das nicht will|obwohl ich das nicht will|ich will das nicht',
      'dusch*|badet|baden|filmt|gefilmt|fotografiert|guckt zu|schaut zu|nackt|umziehe|umziehen',
    ],
    within: 8,
    unless: [jobWords, 'schule|sport|schwimm*'],
  },
  {
    all: [
      'meine bilder|meine fotos|meine videos|meine nudes|bilder von mir|fotos von mir|videos von mir',
      'schickt|verschickt|weitergeleitet|weiterleitet|rumgeschickt|rumschickt|zeigt|gezeigt|postet|gepostet|verbreitet',
      'freunde|kumpels|alle|anderen|jungs|gruppe|rum|ohne',
    ],
    within: 8,
    unless: ['bewerbung*|portfolio|lebenslauf|kunde*|oma|opa|familie|eltern'],
  },
];
