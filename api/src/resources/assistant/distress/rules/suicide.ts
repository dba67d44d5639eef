import type { Rule } from '../match.ts';
import { professional, accident, family } from './groups.ts';
import { suicideSigns } from './suicide-signs.ts';
import { suicidePlans } from './suicide-plans.ts';

/** Thoughts of suicide and self-harm. */
export const suicideRules: Rule[] = [
  ...suicideSigns,
  ...suicidePlans,
  {
    all: [
      'suizid*|suicid*|suizit*|suzid*|suizd*|sucid*|suizied*|selbstmord*|selbsmord*|selbstmort*|selbstmrd*|freitod|sewerslide|unaliv*|kms|lebensmud*|suicidal|abschiedsbrief*|uberdosis|overdose|todessehnsucht|todeswunsch*',
    ],
    unless: [professional],
    unlessAnywhere: ['selbstmordattentat*|suizidprav*|selbstmordrate|suizidrate'],
  },
  {
    // The writer's own therapist or doctor is near: a patient speaks, not a professional
    // ('bin suizidgefährdet, sagt meine Therapeutin').
    all: [
      'suizid*|suicid*|suizit*|selbstmord*|selbsmord*|lebensmud*|todeswunsch*|todessehnsucht',
      'meine therapeutin|mein therapeut|meiner therapeutin|meinem therapeuten|meine psychologin|mein psychologe|meiner psychologin|meinem psychologen|mein psychiater|meine psychiaterin|meinem psychiater|meiner psychiaterin|meine arztin|mein arzt|meiner arztin|meinem arzt|meine betreuerin|mein betreuer',
    ],
    within: 8,
    unlessAnywhere: [
      'selbstmordattentat*|suizidprav*|selbstmordrate|suizidrate|vortrag|referat|beruf*|ausbildung|studium|studier*|praktikum',
    ],
  },
  {
    // 'leben' with 'nicht mehr', 'wozu', 'beenden', 'schluss machen', 'keine lust' …
    all: [
      'leben',
      'nicht mehr|nicht länger|nie mehr|kein lust|ka lust|ka bock|koa lust|koan bock|kein sinn|sinn mehr|wozu|wofur|warum noch|weshalb noch|wieso noch|beenden|beende|beendet|schluss|ende|nehmen|nehme|nehm|genommen|satt|aufgeben|sinnlos|ohne sinn|nicht lebenswert|lebenswert|wegwerfen|loswerden|aufhoren|keinen wert|kraft mehr|kein bock|nicht weiter|enden|endet|zu ende|vorbei ist|soll aufhoren|kein grund|grund mehr',
    ],
    unlessBefore: [
      'davon|vom|von|in|im|bei|zuhause|daheim|zusammen|allein|alleine|hier|dort|mit|gesund|vegan|vegetarisch|lang|langer',
    ],
    unless: [
      'retten*|rettung*|rettet|gerettet|lang|lebenslang|unterhalt|miete|gehalt|lohn|geld|stadt|dorf|kaff|land|wg|ausland|mittel|ohne handy|ohne internet|tier*|pflanze*|zelle*|bakterie*|organism*',
    ],
    within: 6,
  },
  {
    all: [
      'sterben|tot|tod|toter',
      'will|wünsch*|lieber|liebsten|ware|wurde|gern|gerne|bereit|einfach|endlich|besser|sein|plane|plan|hoffe|sehnsucht|denke|denk|dachte|gedacht|gedanken|nachdenken|ans',
    ],
    within: 4,
    unless: [
      'sterbe vor|sterben vor|tot vor|vor langeweile|vor lachen|vor angst|vor hunger|vor aufregung|vor hitze|vor kalte|vor scham|vor neugier|vor stress|vor mudigkeit|pflege*|begleit*|patient*|tier*|menschen|bestatt*|langweil*|lachen|fast|gleich|hunger|hitze|kalte|gelacht|angst|neugier*|pflanze*|zelle*|bakterie*|tote|toten|leiche*|serie|film|spiel|game|figur|charakter|buch|roman|oma|opa|hund|katze|rechtsmedizin*|obduktion|hospiz*|palliativ*|ofen|akku|handy|batterie',
    ],
    unlessAnywhere: ['sterbebegleit*|hospiz*|palliativ*|bestatt*|bestatter*|rechtsmedizin*'],
  },
  {
    all: [
      'aufwach*|aufzuwachen|aufstehen',
      'nicht mehr|nie mehr|nie wieder|nicht wieder|einfach nicht',
    ],
    within: 4,
    unless: ['wecker|fruh|morgens|schicht*|arbeit|schule|uhr|punktlich'],
  },
  {
    all: ['umbringen|toten|tote|umlegen|erschiesen|erhang*|erschies*', 'mich|selbst|mir'],
    within: 3,
    unless: [
      'er|sie|droht*|gedroht|vater|mutter|papa|mama|stiefvater|freund|exfreund|tiere|bringt|bringen',
    ],
  },
  {
    all: ['bring|bringe|bringen|brin|bringt mich ich', 'mich', 'um'],
    inOrder: true,
    within: 5,
    unless: ['er|sie|droht*|vor lachen|lachen|bringt|stress'],
  },
  {
    all: ['antun|anzutun|antue|antu|antuen', 'mir|selbst|mich'],
    within: 4,
    unless: ['damit|beruf*|ausbildung|studium|job|stress|schicht*|nicht antun'],
  },
  {
    all: ['aufhangen|aufzuhangen|aufhange|erhangen', 'mich|mir|selbst'],
    within: 4,
    unless: ['bild*|poster|jacke|wasche|regal|lampe|plakat*|gardine*'],
  },
  {
    all: ['hang|hange|hangen|erhangen', 'mich', 'auf'],
    inOrder: true,
    within: 3,
    unless: ['rein|ran|an|bild*|poster|wasche|jacke'],
  },
  {
    all: [
      'strick|schlinge|seil',
      'kaufen|gekauft|besorgt|besorgen|geholt|versteckt|liegt|nehmen|knote*|geknotet|aufhang*|hangen|hals|bereit|decke|balken',
    ],
    within: 5,
    unless: ['stricken|wolle|mutze|klettern|kletter*|springseil'],
  },
  {
    all: [
      'tablett*|pillen|medikament*|schlaftablett*|paracetamol|ibu*|antidepressiva',
      'gesammelt|sammle|sammeln|gehortet|horte|gebunkert|bunker*|packung|alle|uberdosis|auf einmal|schlucken|schlucke|geschluckt|zu viele|viel zu viele|einwerfen|eingeworfen',
    ],
    within: 6,
    unless: [
      'pta|apothek*|pharma*|kennen|beruf*|lernen|verkauf*|wissen|ausbildung|studium|welche|arzt|arztin|pflege*|patient*|ausgeben|dosierung|kunden',
    ],
  },
  {
    all: [
      'spring*|sprung|sturze|sturzen|werfe|werfen|schmeis*|lauf*|lege|legen',
      'dach|brucke|hochhaus|fenster|zug|gleis*|balkon|klippe|tiefe|bahn|ubahn|auto|lkw|autobahn|turm',
    ],
    within: 5,
    unless: [
      'fallschirm*|dachdeck*|bungee|wasser|schwimm*|sport|zugfuhr*|lokfuhr*|triebfahr*|fahrer|fahren|fahre|springer|trampolin|arbeit|kletter*|gerust|feuerwehr*|bewerb*|beruf*|ausbildung|auto fahren|parkour|stunt*',
    ],
    unlessAnywhere: ['lokfuhr*|zugfuhr*|triebfahrzeug*|dachdeck*|fallschirm*|stunt*'],
  },
  {
    all: [
      'nicht mehr|nie mehr|nicht|nie',
      'existier*|da sein|dasein|da ware|da bin|hier sein|hier ware|auf der welt|auf dieser welt|auf der erde|auf erden',
    ],
    within: 3,
    unless: [
      'firma|betrieb|beruf*|job*|unternehmen|gibt|geschaft|laden|stelle|termin|praktikum|schule|unterricht|pünktlich|uhr|urlaub|umzug|umziehe|ausland',
    ],
  },
  {
    all: ['besser|besser dran|leichter|glucklicher|schoner', 'ohne mich'],
    within: 5,
    unless: ['team|projekt|firma|betrieb|gruppe|klasse|arbeit'],
  },
  {
    all: ['niemand|keiner|kein mensch|wurde', 'mich', 'vermiss*'],
    within: 5,
  },
  {
    all: [
      'fur immer',
      'einschlafen|schlafen|weg|verschwinden|ruhe|gehen|aufhort|aufhoren|enden|vorbei|auflosen|aufzulosen|in luft|weg sein|nicht mehr da',
    ],
    within: 3,
    // Away from a place for good: 'für immer weg aus diesem Kaff'.
    unless: ['kaff|dorf|stadt|land|ausland|auswander*|umzug|umzieh*|wohnung|deutschland'],
  },
  {
    all: [
      'schluss|ende',
      'mit allem|allem|alles|fur immer|endgultig|ein ende setzen|ein ende machen',
    ],
    within: 4,
    unless: ['beruf*|ausbildung|schule|schuljahr|praktikum|freund|freundin|beziehung|job'],
  },
  {
    all: [
      'springe|springen|spring|runterspringen|runterzuspringen',
      'einfach|runter|hinunter|jetzt|heute|bald|uberlegt|gedanken|denk|denke|dachte|ans|will|tief|hoch|oben',
    ],
    within: 4,
    unless: [
      'wasser|schwimm*|sport|trampolin|fallschirm*|bungee|ein|ins|kalte|bewerb*|beruf*|ausbildung|job|chance|schatten|seil|springseil|pferd*|reit*|turnen|ski',
    ],
  },
  {
    all: [
      'arm|arme|armen|haut|bein|beine|handgelenk*|oberschenkel|unterarm*',
      'blutet|bluten|blutig|aufgekratzt|aufgeschnitten|aufgeritzt|wunden|schnitte|klinge',
    ],
    within: 6,
    unless: [accident, 'arzt|pflege*|patient*|blut abnehm*|blutabnahme|spenden'],
  },
  {
    all: [
      'klinge|klingen|rasierklinge*|scherbe|scherben|messer|cutter',
      'mich|mir|arm|arme|haut|selbst',
    ],
    within: 4,
    unless: [
      accident,
      family,
      'bedroht|droht|wechseln|tausch*|scharf*|schleif*|werkzeug*|beruf*|ausbildung|koch*',
    ],
  },
  {
    all: ['vergift*|gift', 'mich|mir|selbst'],
    within: 3,
    unless: ['lebensmittel*|pilz*|essen|kantine|beruf*|chemie*|labor*|versehen*'],
  },
  {
    all: ['schlusstrich'],
    unless: ['beziehung|freund*|beruf*|ausbildung|job|schule|studium|firma'],
  },
  {
    all: [
      'weiterleben|weiterzuleben|weiter leben|uberleben',
      'nicht|kein|nie|wozu|warum|sinn|grund|lust|will',
    ],
    within: 4,
    unless: ['firma|betrieb|branche|beruf*|markt|pflanze*|tier*|zelle*|bakterie*|insolvenz'],
  },
  {
    all: ['nicht|nie', 'geboren', 'ware|war|wurde|wunsch*|besser|einfacher|lieber'],
    within: 4,
  },
  {
    all: [
      'niemand|keiner|kein mensch',
      'wurde|wurds|wirds',
      'merken|auffallen|mitbekommen|interessieren|kummern|fehlen',
    ],
    within: 5,
    unless: ['bewerb*|firma|betrieb|chef|arbeit|schule|unterricht|praktikum'],
  },
  {
    all: ['mude|satt|erschopft', 'vom leben|des lebens|vom dasein|zu leben|zu existieren'],
    within: 3,
  },
  {
    all: [
      'kill myself|want to die|end my life|end it all|wanna die|suicide|dont want to live|do not want to live|dont wanna live|no reason to live|hate my life|self harm|selfharm|cutting myself|cut myself|hurt myself',
    ],
  },
  {
    all: ['pulsader*|handgelenk*|arme aufschneiden|adern'],
    unless: ['anatomie|medizin*|pflege*|arzt|blut abnehm*|blutabnahme|mfa|lernen'],
  },
  {
    // Self-harm: cutting, hurting oneself on purpose.
    all: ['ritz*|geritzt|cutten|cutte|gecuttet|svv|selbstverletz*|selbst verletz*'],
    unless: [
      'glas*|stein*|holz|metall*|gravur*|gravier*|fliese*|boden*|fugen|tur|fenster|ritzel|kerbe|schrift|muster|lack|auto',
    ],
  },
  {
    all: [
      'schneide|schneid|schneiden|schneidest|geschnitten|aufschneiden|aufgeschnitten|aufzuschneiden|aufgeschlitzt',
      'mich|mir|arm|arme|armen|handgelenk*|bein|beine|oberschenkel|haut|selbst',
    ],
    within: 4,
    unless: [accident],
  },
  {
    all: [
      'verletz*',
      'mich|mir|selbst',
      'ich|will|absichtlich|wieder|immer|oft|manchmal|damit|muss|drang|aufhoren|selbst|heimlich|nachts',
    ],
    within: 5,
    unless: [
      accident,
      'verletzungsgefahr|verletzt mich|verletzen mich|er|sie|gefuhl*|worte|gesagt',
    ],
  },
  {
    all: [
      'weh|wehtun|wehzutun|wehtu|schmerz*',
      'mir|mich|selbst',
      'tu|tun|zu|zufugen|absichtlich|will|damit|selbst',
    ],
    within: 4,
    unless: [
      'tut|taten|tat|kopf|rucken|fus|fuse|knie|bauch|zahn*|zahne|nach|vom|beim|nacken|hals|auge*|ohr*|tuts|tutet',
    ],
  },
  {
    all: [
      'verbrenn*|brenn*|kratz*|beis*|schlage|schlag|haue|bestraf*',
      'mich|mir',
      'selbst|absichtlich|blutig|wund|zigarette*|feuerzeug|damit ich',
    ],
    within: 4,
    unless: ['beim|kochen|herd|ofen|grill*|sonne|sonnenbrand|vorschlag*|vor'],
  },
  {
    all: ['kopf', 'wand|tur|tisch', 'schlage|schlag|haue|hau|knall*|ramme'],
    within: 5,
    unless: ['fuhlt sich an|wie'],
  },
  {
    all: ['geschnippelt|schnippel*|schnipple', 'wieder|mich|mir|arm*|haut|heute|heut|bein*'],
    within: 4,
    unless: ['gemuse|zwiebel*|papier|basteln|kuche|kochen|salat'],
  },
  {
    all: [
      'todlich|totlich|todliche|todlichen|umbringt|stirbt|sterben|stirbst',
      'tablett*|pillen|medikament*|ibu*|paracetamol|aspirin|dosis|menge|wie viel|wieviele|wie viele',
    ],
    within: 5,
    unless: ['pta|apothek*|pflege*|arzt|beruf*|ausbildung|tier*|hund*|katze*|pflanze*|kinder|baby'],
  },
];
