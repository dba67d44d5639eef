import type { Rule } from '../match.ts';
import { professional, accident, family, jobWords } from './groups.ts';

/**
 * Thoughts of suicide and self-harm in the ways they are told without the words: a plan, goodbye
 * signs, being a burden, the traces of self-harm, life judged unbearable.
 */
export const suicideSigns: Rule[] = [
  {
    // 'ich mach heute nacht schluss': the end, without a someone to split up with.
    all: ['mach|mache|machen', 'schluss'],
    inOrder: true,
    within: 4,
    closes: true,
    unless: [
      'mit|freund*|beziehung|feierabend|arbeit|schule|job|fur heute|ausbildung|praktikum|pause',
    ],
  },
  {
    // How to die: 'schnellste art zu sterben', 'wie man sich umbringt', 'wie lange verbluten'.
    all: [
      'art|arten|methode*|weg|wege|wie|schnellste|schmerzlos*|ohne schmerzen',
      'sterben|umbring*|umzubring*|verblut*|suizid*|erhang*|tot|tod',
    ],
    within: 6,
    unless: [
      professional,
      'tier*|pflanze*|zelle*|bakterie*|film|serie|spiel|game|figur|buch|roman|krimi*|geschichte|bestatt*|pflege*|hospiz*|oma|opa|hund|katze|menschen|patient*',
    ],
    unlessAnywhere: ['bestatt*|hospiz*|palliativ*|sterbebegleit*|rechtsmedizin*|obduktion'],
  },
  {
    all: ['umbring*|umzubring*|verblut*', 'sich|mich|mir|selbst'],
    within: 4,
    unless: [
      professional,
      'er|sie|droht*|gedroht|vater|mutter|papa|mama|stiefvater|freund|exfreund|bringt mich',
    ],
  },
  {
    // A plan: 'ich hab nen plan wie ich es mache', 'alles geplant', 'samstag ist es soweit'.
    all: [
      'plan|geplant|planen|plane|beschlossen|entschieden|vorbereitet',
      'wie ich es|wann ich es|es mache|es tue|es tu|es tun|soweit|es passiert|es zu tun|es zu beenden|gehen werde|mich um',
    ],
    within: 5,
    unless: [jobWords],
  },
  {
    all: [
      'ist es soweit|ist es so weit|mach ich es|tu ich es|tue ich es|werde ich gehen|bin ich weg|bin ich nicht mehr da|ist es vorbei',
    ],
    unless: [
      jobWords,
      'urlaub|geburtstag|fuhrerschein|prufung*|klausur*|umzug|party|ferien|konzert',
    ],
  },
  {
    // Goodbye signs: things given away, a last letter, one's own funeral.
    all: [
      'verschenk*|verabschied*|letzten brief|letzter brief|letzte nachricht|letzten worte|abschiedsnachricht|abschiedsvideo|testament|meine beerdigung|meiner beerdigung|mein begrabnis|meinen sarg|mein grab|sarg',
    ],
    personal: true,
    unless: [
      'kollegen|schule|praktikum|klasse|kunde*|feier|umzug|ausland|sommer|urlaub|oma|opa|bestatt*|beruf*|ausbildung',
    ],
    // The rest of the message says why, often further away: a change of school or town, things
    // offered to whoever wants them ('… wer braucht die?').
    unlessAnywhere: [
      'schule wechsle|schule wechseln|schulwechsel|neue schule|neuen schule|umziehe|umziehen|ziehen weg|ziehe weg|wegziehe|wegziehen|abschlusfeier|abiball|abschiedsfeier|wer braucht|wer will|wer mochte|wer hat lust|flohmarkt|kleinanzeigen|vinted|ebay|verkaufe|verkaufen',
    ],
  },
  {
    // A burden to all: 'bin nur noch eine last', 'die wären froh wenn ich weg bin'.
    all: [
      'last|belastung|froh|erleichtert|besser',
      'fur alle|fur jeden|fur meine|wenn ich weg|wenn ich nicht|ohne mich|wenn es mich nicht',
    ],
    within: 6,
    personal: true,
    unless: [jobWords],
  },
  {
    // Self-harm by its traces: scars, blades, the pain that is needed.
    all: ['narbe*|klinge*|rasierklinge*|schnitte|schnittwunde*|wunden'],
    personal: true,
    within: 6,
    unlessAnywhere: [
      accident,
      'beruf|berufe|bewerb*|polizei*|polizist*|bundeswehr|soldat*|op|operation|ausbildung|tattoo*',
    ],
    unless: [
      accident,
      'op|operation|akne|tattoo*|pickel|impf*|kaiserschnitt|blinddarm|schlittschuh*|werkzeug|cutter|patient*|versorg*|chirurg*|pflege*|beruf*|ausbildung',
    ],
  },
  {
    all: [
      'schmerz|schmerzen',
      'brauch*|fuhl*|spur*|verdien*|bestraf*|damit ich|um was|um etwas|um uberhaupt',
    ],
    within: 5,
    personal: true,
    unless: [
      'patient*|kunde*|rucken*|kopf*|chronisch*|arzt|physio*|tattoo*|sport|training|muskel*|knie|zahn*|bauch*|regel|periode|migrane|tablett*',
    ],
  },
  {
    all: [
      'kratz*|beis*|hau|haue|schlag|schlage|drucke|druck|brenn*|verbrannt|gebrannt|zigarett*|feuerzeug|reis*',
      'mich|mir|selbst|selber|haut|arm|arme',
      'blut*|weh|wund*|narbe*|absichtlich|bestraf*|selbst|selber|aus|gesicht|fehler',
    ],
    within: 6,
    unless: [
      accident,
      family,
      'mucke*|insekt*|katze|hund|juck*|allergie|neurodermitis|ausschlag|kochen|herd|ofen|sonne|vorschlag*|rauch*|aufhor*|verkauf*|trommel*|ball',
    ],
  },
  {
    all: [
      'brucke|dach|hochhaus|gleis*|zug|ubahn|sbahn|balkon|fenster|klippe',
      'gesprungen|gestanden|stand|stehe|steh|sprung|runter|wollte',
    ],
    within: 8,
    personal: true,
    unless: [
      'fallschirm*|dachdeck*|bungee|wasser|schwimm*|sport|zugfuhr*|lokfuhr*|fahrer|fahre|fahren|trampolin|arbeit|kletter*|gerust|feuerwehr*|bewerb*|beruf*|ausbildung|parkour|stunt*|bahnhof|verspat*|warte*|pünktlich|punktlich|schule|aussicht',
    ],
  },
  {
    all: [
      'uberfahr*|uberfahrt|uberrollt|uberrollen|erwischt',
      'mich',
      'egal|gut|hoffe|wunsch*|ware|ware gut|endlich|besser',
    ],
    within: 7,
    unless: ['angst|aufpass*|vorsicht|fast'],
  },
  {
    // An accident hoped for: 'ich hoffe auf einen Unfall', 'hoffentlich kommt ein Laster'.
    all: [
      'hoffe|hoff|hoffentlich|wunsch*|wunschte',
      'ein auto kommt|auto kommt|lkw kommt|laster kommt|zug kommt|kommt ein auto|kommt ein lkw|kommt ein laster|kommt ein zug|unfall|autounfall',
    ],
    within: 6,
    personal: true,
    unless: [
      'kein|keinen|nicht|nie|niemals|versicher*|beruf*|ausbildung|gute|gutes|firmenwagen|dienstwagen|fuhrerschein*|fahrschul*|mitnimmt|mitnehmen|trampen|abholt|abholen|punktlich|bald|endlich da|verletzt|gesund',
    ],
  },
  {
    all: [
      'hoffe|wunsch*|will|lieber|am liebsten|bete|am besten',
      'wach|wache|wachen|aufwach*',
      'nicht|nie|nimmer',
    ],
    within: 5,
    unless: ['wecker|fruh|morgens|schicht*|arbeit|schule|uhr|punktlich|verschlaf*|prufung'],
  },
  {
    all: [
      'weitermach*|weiterzumach*|weiter zu machen|weiterleben|weiterzuleben|durchhalten|durchzuhalten',
      'kein|nicht|wozu|warum|wofur|sinn|grund|kraft',
    ],
    within: 5,
    personal: true,
    unless: [jobWords, 'schule|lernen|mathe|training|sport'],
  },
  {
    all: [
      'was soll ich|wozu bin ich|warum bin ich|wofur bin ich|was mach ich',
      'noch hier|noch da|auf der welt|auf dieser welt|uberhaupt hier|uberhaupt noch',
    ],
    within: 4,
    unless: [jobWords],
  },
  {
    all: ['wert|verdien*|verdiene', 'nicht|kein|keinen', 'leben|zu leben|lebe|am leben'],
    within: 5,
    unless: ['geld|euro|lohn|genug|miete|teuer|gehalt|ausbildung|job|brutto|netto|monat'],
  },
  {
    all: ['halt|halte|schaff*|pack*', 'nicht|nie', 'durch|so lang|so lange|bis dahin'],
    within: 4,
    personal: true,
    unless: [
      'ausbildung|studium|job|arbeit|schule|prufung*|klausur*|lernen|training|sport|marathon|diat|fasten',
    ],
  },
  {
    all: [
      'aufgeben|aufhoren|auflosen|verschwinden|weg sein|tot sein|nicht mehr sein',
      'fur immer|vom leben|mit dem leben|einfach so|nur noch',
    ],
    within: 4,
    personal: true,
    unless: [jobWords, 'schule|rauchen|zocken|handy|social media|insta*|tiktok'],
  },
  {
    all: ['herz', 'aufhort|aufhoren|stehen bleibt|stehenbleibt|stillsteht|nicht mehr schlagt'],
    within: 5,
    personal: true,
    unless: [
      'patient*|pflege*|arzt|reanimier*|notfall*|sanitater*|kurs|erste hilfe|beruf*|ausbildung',
    ],
  },
  {
    all: [
      'tabletten|pillen|paracetamol|ibu*|medikament*',
      'alle|heute|nacht|schlucken|nehm|nehme|nehmen|tödlich|todlich|wie viel|wie viele',
    ],
    within: 5,
    personal: true,
    unless: [
      'pta|apothek*|pharma*|pflege*|arzt|beruf*|ausbildung|kopfschmerz*|erkalt*|grippe|fieber|regel*|periode|verschrieben|allergie',
    ],
  },
  {
    all: ['messer|klinge|blut', 'weinendesgesicht|mich|mir|arm|arme'],
    within: 4,
    unless: [
      accident,
      family,
      'koch*|kuche|schleif*|werkzeug*|blutabnahme|blut abnehm*|spenden|beruf*|ausbildung',
    ],
  },
  {
    // Life judged unbearable: 'das leben ist nix für mich', 'mein leben ist die hölle'.
    all: [
      'leben|dasein|existenz',
      'nichts fur mich|zu schwer|zu viel|die holle|holle|qual|albtraum|will raus|nicht lebenswert|nicht ertragen|nicht aushalten|unertraglich|sinnlos|scheisse|kacke|ohne sinn',
    ],
    within: 5,
    personal: true,
    unlessBefore: [
      'davon|vom|von|in|im|bei|zuhause|daheim|zusammen|allein|alleine|hier|dort|mit|stadt',
    ],
    unless: [
      jobWords,
      'stadt|dorf|land|ausland|wg|miete|teuer|geld|studentenleben|schulleben|berufsleben|nachtleben|arbeitsleben',
    ],
  },
  {
    all: [
      'hoffe|wunsch*|bete',
      'sterbe|sterben|stirbt|umkomme|verungluck*|nicht mehr aufwache|tot umfalle|tot bin',
    ],
    within: 7,
    unless: [
      'nicht|vor|lachen|langeweile|hunger|durst|hitze|kalte|angst|aufregung|oma|opa|hund|katze|tier*|pflanze*',
    ],
  },
  {
    // The means at hand: 'das messer liegt schon neben meinem bett'.
    all: [
      'messer|klinge*|strick|seil|tabletten|pillen|waffe|pistole|rasierklinge*|schlinge',
      'schon|bereit|liegen|liegt|neben meinem bett|unterm kissen|unter meinem kissen|versteckt|parat|griffbereit|gesammelt',
    ],
    within: 6,
    personal: true,
    unless: [
      accident,
      jobWords,
      'kuche|koch*|werkzeug|schleif*|jagd*|jager*|schutzen*|verein|apothek*|arzt|verschrieben|kopfschmerz*|erkalt*|grippe|pille danach|verhutung',
    ],
  },
  {
    all: [
      'mein letzter tag|meinen letzten tag|mein letzter abend|meine letzte nacht|letzter tag meines lebens|letzte mal wach',
    ],
    unless: ['im|in|bei|an|auf|vor|urlaub|ferien|schule|arbeit'],
    unlessAnywhere: [jobWords],
  },
  {
    all: [
      'ob ich',
      'noch lebe|noch am leben|noch da bin|uberhaupt noch lebe|noch hier bin|dann noch lebe',
    ],
    within: 5,
  },
  {
    all: [
      'bereit|zeit|soweit',
      'zu gehen|zu sterben|zu springen|mich zu verabschieden|abschied zu nehmen',
    ],
    inOrder: true,
    within: 3,
    closes: true,
    unlessAnywhere: [jobWords, 'nach|ins|ausland|umzug|stadt|arbeit|schule|party|feier'],
  },
];
