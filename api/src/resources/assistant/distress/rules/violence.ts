import type { Rule } from '../match.ts';
import { professional, family, hitting, schoolPlaces, accident, jobWords } from './groups.ts';

/** Violence at home or in a relationship. */
export const violenceRules: Rule[] = [
  {
    all: [hitting, 'mich|mir|ich|uns|mein*|meine mutter|meine schwester'],
    within: 4,
    unless: [
      'boxen|box*|kampfsport*|training|sparring|judo|karate|polizei*|polizist*|soldat*|bundeswehr|security|sicherheitsdienst*|turstehe*|beruf*|tennis|ball|trommel*|schlagzeug*|tiere*|teig|sahne|eier|nagel*|hammer|herz|herzschlag|schlage vor|schlagt vor|schlag vor|vorschlag*|vorschlagen|blitz|uhr|wurzel*|alarm|wellen|kamera|wurde mich|opfer*|opfern|helfen|durch|durchschlage*',
      schoolPlaces,
      // 'sich schlagen' as doing well: 'wie schlag ich mich im Vorstellungsgespräch', 'hab mich
      // gut geschlagen'.
      'wie schlage ich mich|wie schlag ich mich|wie schlagt man sich|wie schlagst du dich|gut geschlagen|tapfer geschlagen|wacker geschlagen|ganz gut geschlagen|mich gut|mich wacker|mich tapfer|vorstellungsgesprach*|bewerbungsgesprach*|assessment*|einstellungstest*|probetag*|interview*',
    ],
  },
  {
    all: [hitting, family],
    within: 5,
    unless: [
      'boxen|kampfsport*|polizei*|polizist*|sozialarbeit*|beruf*|ausbildung|studium|opfer*|betroffen*|menschen|helfen|frauenhaus*|einrichtung*|herz|vorschlag*|schlagt vor|tennis|ball|schlagzeug',
      schoolPlaces,
    ],
  },
  {
    all: [
      'wand|boden|tur|schrank|treppe|bett',
      'gedruckt|gestosen|geworfen|geschmissen|geschleudert|geschubst|gepresst|gedrangt',
      'mich|mir',
    ],
    within: 6,
    unless: ['sport|training|ringen|judo|kampfsport*|spiel|fusball|handball|eishockey'],
  },
  {
    all: [
      'angst|furcht|panik',
      'vor',
      'vater|mutter|papa|mama|stiefvater|stiefmutter|stiefpapa|eltern|bruder|freund|exfreund|partner|ehemann|onkel|zuhause|zu hause|daheim|nach hause|meiner familie',
    ],
    inOrder: true,
    within: 5,
  },
  {
    all: [
      'freund|exfreund|partner|ehemann|vater|mutter|papa|mama|stiefvater|stiefmutter|eltern|bruder|onkel|er|sie',
      'tut mir weh|tat mir weh|weh getan|tut mir gewalt|hat mir was angetan|tut mir was an|verletzt mich|drangsaliert mich|terrorisiert mich|quält mich|qualt mich',
    ],
    within: 5,
    unless: ['leid|tut mir leid|gefuhl*|worte|gesagt|beruf*|ausbildung'],
  },
  {
    all: [
      'angst|traue mich nicht|trau mich nicht|will nicht',
      'nach hause|heimzugehen|heim|nachhause|heimgehen',
    ],
    within: 5,
    unless: ['dunkel*|nachts allein|bus|bahn|weg|umzug|auszieh*|ausziehen'],
  },
  {
    all: [
      'kontrolliert|kontrolliert mein|droht|bedroht|erpresst|sperrt|sperren|eingesperrt|einsperr*|verfolgt|stalkt|stalker|stalking|beschimpft|erniedrigt|rastet|ausgerastet|brullt|schreit mich|schreien mich|wirft|geworfen|zerstort meine|nimmt mir',
      'freund|exfreund|ex|partner|ehemann|vater|mutter|papa|mama|stiefvater|stiefmutter|eltern|bruder|familie',
    ],
    within: 6,
    unless: ['beruf*|ausbildung*|studium|kunden|chef|firma|polizei*|noten'],
  },
  {
    all: [
      'droht*|gedroht|will|wird|bringt|sagt|wollen|werden',
      'mich',
      'umbringen|toten|abstechen|umlegen|kaputtschlagen|totschlagen|erwurgen',
    ],
    within: 6,
  },
  {
    all: [
      'er|sie|vater|mutter|papa|mama|stiefvater|freund|exfreund|bruder|onkel',
      'bringt|bringen|bring',
      'mich',
      'um',
    ],
    inOrder: true,
    within: 6,
    // Said laughing ('… wenn ich zu spät komme lol') it is a figure of speech; the second tier
    // still gives the help above the answer when the rest sounds like a threat.
    unlessAnywhere: ['lol|haha*|hihi*|xd|lmao'],
  },
  {
    all: [
      'hauslich* gewalt|gewalt zuhause|gewalt zu hause|gewalt daheim|gewalt in der familie|gewalt in meiner|gewalt in unserer',
    ],
    unless: [professional, 'polizist*|polizei*|lernt|lernen|ausbildung|studium|beruf*|uber'],
  },
  {
    all: [
      'trinkt|besoffen|betrunken|sauft|alkohol*|drogen',
      'aggressiv*|gewalt*|schlagt|schreit|brullt|rastet|ausrasten|wirft|haut|angst',
    ],
    within: 8,
    unless: ['kunden|gaste|patient*|beruf*|ausbildung|polizei*'],
  },
  {
    all: [
      'zwangsheirat*|zwangsverheirat*|heiraten muss|verheiratet werden|ehrenmord|genitalverstumm*|beschneidung',
    ],
    unless: [professional],
  },
  {
    all: [
      'darf nicht|nicht erlaubt|verbieten mir|verbietet mir|sperren mich|lassen mich nicht',
      'raus|rausgehen|aus dem haus|haus verlassen|freunde treffen|essen',
    ],
    within: 6,
    unless: ['beruf*|ausbildung*|studium|praktikum|job|handy|zocken|party|feiern|spat*|abends'],
  },
  {
    all: [
      'handgreiflich|gewalttatig|zusammengeschlagen|zusammengetreten|zusammenschlagen|runtergeschubst|verdroschen|verdresch*|vermobelt|verkloppt|krankenhausreif|totschlag*|totgeschlagen|abstechen|abzustechen|niedergestochen|uberfallen|ausgeraubt|angegriffen|abgezogen',
    ],
    personal: true,
    within: 8,
    unless: [professional, 'film|serie|spiel|game|buch|nachrichten|zeitung|tier*'],
  },
  {
    // Hurt by a family member or partner: 'hat mir die nase gebrochen', 'verbrüht'.
    all: [
      'gebrochen|bricht|brach|angebrochen|verbruht|verbrannt|aufgeplatzt|aufgeschlagen|geprellt|blau|blaues auge|blauen flecken|blaue flecken|knochen',
      family,
      'mir|mich',
    ],
    within: 6,
    unless: [
      accident,
      'fussball|ski*|gefallen|hingefallen|gesturzt|selbst|sich|herz|versprechen|regeln|vertrag|schweigen',
    ],
  },
  {
    all: [
      'zur strafe|als strafe|bestraf*|bestrafen',
      'schlag*|geschlagen|einsperr*|eingesperrt|nichts zu essen|nix zu essen|kein essen|essen weg|verbruht|gurtel|prugel*|hauen|haut|treten|tritt',
    ],
    within: 8,
    unless: [professional, jobWords, 'hund|katze|tier*'],
  },
  {
    all: [
      'fliegen|flogen|fliegt|gibts|gibt es|gab es|eskaliert|eskalieren|eskalierte',
      'fauste|faust|schlage|prugel|prugeleien|ohrfeigen|gewalt|teller|glaser|polizei',
      'hause|zuhause|daheim|bei uns|eltern|vater|mutter|papa|mama|stiefvater|uns',
    ],
    within: 10,
    unless: [
      jobWords,
      professional,
      'fetzen|funken|federn|flugzeug*|film|spiel|einsatz|einsatze|beruf|berufe',
    ],
  },
  {
    all: [
      'er|sie|freund|partner|ex|vater|mutter|papa|mama|stiefvater',
      'tut er mir was an|tut sie mir was an|mir was antut|mir was antun|mir was anzutun|mir etwas antun|mir etwas antut|tut mir was an|tut mir etwas an|uns was an|uns was antut|uns was antun',
    ],
    within: 6,
  },
  {
    // Forced marriage.
    all: [
      'verheirat*|heirat*|hochzeit',
      'mich|zwing*|muss|mussen|schicken|gegen meinen willen|soll',
    ],
    within: 6,
    unless: [
      'hochzeitsplaner*|standesamt*|beruf*|ausbildung als|fotograf*|cousine|schwester|bruder|freundin will',
    ],
    personal: true,
  },
  {
    all: [
      'schmeis*|wirft|geworfen|druckt|gedruckt|knallt|geknallt|schleudert|geschleudert|stost|gestosen|schubst|geschubst',
      'mich|uns|mama|mutter',
      'gegen|wand|schrank|boden|tur|treppe|runter',
    ],
    within: 5,
    unless: ['sport|judo|ringen|training|spiel|welle*'],
  },
  {
    all: [
      'vater|mutter|papa|mama|dad|mum|mom|stiefvater|stiefpapa|eltern|bruder|freund|partner|er|sie',
      'schlagt|schlagen|prugelt|prugeln|tritt|treten|wurgt|verprugelt|schubst',
    ],
    within: 6,
    unless: [
      professional,
      schoolPlaces,
      'boxen|kampfsport*|vorschlag*|schlagen vor|schlagt vor|schlagen sie vor|schlagen sie mir|tennis|ball|schlagzeug|trommel*|teig|sahne|eier|alarm|wurzel*|herz|uhr|rekord*|tor|tore|punkte|bei|in kraft|auf|ein|bewerb*|beruf*|ausbildung',
    ],
  },
  {
    all: [
      'messer|waffe|pistole|schere|flasche|gurtel|stock|kabel|kochloffel|latschen|hausschuh',
      'an den hals|an die kehle|an den kopf|ins gesicht|gehalten|bedroht|droht|gedroht|geworfen|geschlagen|schlagt|geschmissen|auf mich|schlage|schlag|prugel|verhauen|verprugelt',
    ],
    within: 6,
    personal: true,
    unless: [accident, 'koch*|werkzeug|beruf|berufe|training|film|spiel|gesprungen'],
  },
];
