import type { Rule } from '../match.ts';
import { me, professional, career } from './groups.ts';

/** Acute despair: weak signs, so career words nearby turn them down. */
export const despairRules: Rule[] = [
  {
    // 'Ich kann nicht mehr.', '… und kann einfach nicht mehr': the thought ends there.
    all: [
      'kann',
      'nicht mehr|einfach nicht mehr|echt nicht mehr|so nicht mehr|wirklich nicht mehr|bald nicht mehr|langsam nicht mehr|nicht mehr weiter',
    ],
    inOrder: true,
    within: 3,
    closes: true,
  },
  {
    all: [
      'will|mag',
      'nicht mehr|einfach nicht mehr|echt nicht mehr|so nicht mehr|wirklich nicht mehr|kein lust mehr',
    ],
    inOrder: true,
    within: 3,
    closes: true,
    unless: ['beruf*|ausbildung|studium|job|schule|praktikum|arbeiten'],
  },
  {
    all: ['kein lust|kein kraft|kein energie|kein sinn', 'mehr'],
    inOrder: true,
    within: 2,
    closes: true,
  },
  {
    all: [
      'kein lust|kein kraft|kein bock|kein sinn|kein energie|kein nerv',
      'alles|allem|nichts|existieren|auf mich|gar nichts|irgendwas|ueberhaupt nichts|aufstehen|mehr zu|mehr auf nichts',
    ],
    within: 4,
    unless: [career, 'schule|lernen|hausaufgabe*|mathe|deutsch|englisch|uni'],
  },
  {
    all: [
      'bin|sind|ist',
      'am ende|am boden|am limit|innerlich tot|fertig mit allem|fertig mit der welt|am verzweifeln',
    ],
    within: 3,
    inOrder: true,
    unless: [
      'ende meiner|ende meines|geduld|anschreiben|ende der|ende des|ende dieser|ende meiner ausbildung|ende vom|ende von|ende jeder|ende eines|ende einer|ende mit meiner ausbildung|ende mit der schule|am ende bin',
    ],
  },
  {
    all: [
      'bin|sind|ist|fuhl*',
      'kaputt|zerstort|leer|erschopft von allem|hoffnungslos|am boden zerstort',
    ],
    within: 3,
    inOrder: true,
    unless: [
      career,
      'schicht|arbeit|training|sport|mude|schlaf*|handy|akku|auto|fahrrad|drucker|laptop|computer|pc|gerat|batterie|tank|flasche|konto',
    ],
  },
  {
    all: ['verzweifelt|verzweifel*|verloren|verzweiflung'],
    unlessAnywhere: [
      career,
      'schule|noten|mathe|prufung*|klausur*|aufgabe|schulzeit|arbeitsmarkt|text|weg',
    ],
  },
  {
    all: ['ende|fertig|am limit', 'kraft|krafte|kraften|nerven'],
    within: 3,
  },
  {
    all: [
      'innerlich',
      'tot|kaputt|zerbreche|zerbrochen|leer|zerrissen|stirbt|sterbe|schreie|am ende|zerstort',
    ],
    within: 3,
  },
  {
    all: ['wird|werde|wirds', 'nie|nicht mehr|niemals|nie wieder', 'besser|gut|gluklich|glucklich'],
    inOrder: true,
    within: 3,
    unless: [career, 'noten|note|mathe|deutsch|englisch|sport|fach|zeugnis|wetter'],
  },
  {
    all: [
      'halte|halt|aushalten|aushalte|ertrage|ertrag|ertragen|packe|pack|schaffe|schaf|aus',
      'nicht mehr|nimmer|nicht lange|nicht langer',
    ],
    within: 4,
    unless: [
      career,
      'schule|prufung*|termin|zeit|frist|deadline|anmeld*|haltestelle|rechtzeitig|bus|zug|akku|klausur*|test|hausaufgabe*|mathe|urlaub|ferien|warten',
    ],
  },
  {
    all: [
      'weiß',
      'nicht mehr|nicht|echt nicht',
      'weiter|ein noch aus|was ich machen soll mit mir|wohin mit mir',
    ],
    within: 4,
    inOrder: true,
    unless: [career, 'schule|klausur|prufung*|aufgabe|mathe|text|ort|weg'],
  },
  {
    all: [
      'sinnlos|hoffnungslos|ausweglos|perspektivlos|lebensunlust|depri|deprimiert|niedergeschlagen|am boden zerstort|verloren',
    ],
    unless: [
      career,
      'schule|noten|mathe|prufung*|klausur*|diskussion|streit|frage|aufgabe|arbeitsmarkt|markt|lage|situation|wie',
    ],
  },
  {
    all: [
      'depression*|depressiv*|panikattack*|angststorung*|burnout|burn out|borderline|trauma|traumatisiert|ptbs|suchtig nach',
    ],
    unless: [
      career,
      professional,
      'macht|machen|wird man|lehrern|haufig|verbreitet|lernt man|lernen|unterricht|uber depression*|uber burnout|uber panik*|trotzdem|voraussetzung*|zulassung*|ausschlus*|polizei*|bundeswehr|verbeamt*|gesundheitsprufung|amtsarzt|tauglich*|eignung*|werden',
    ],
  },
  {
    all: [
      'einsam|allein|alleine|isoliert|verlassen',
      'so|total|voll|ganz|immer|fuhl*|bin|mega|richtig|komplett|nur noch|jeden tag|niemand|keiner|kein freund*|kein freunde',
    ],
    within: 3,
    unless: [
      'arbeiten|arbeit|wohnen|wohnung|beruf*|selbststandig|team|lieber|gern*|kann|konnen|stadt|umzug|ziehen|reisen|urlaub|schicht*|nachtdienst|homeoffice|ausbildung|verlassen auf|verlassen kann|verlassen konnen|schule verlassen|schule verlase|haus verlassen',
    ],
  },
  {
    all: [
      'hasse|verabscheu*|ekel mich',
      'mich|mein leben|mein ganzes leben|mein dasein|mich selbst|alles an mir|mein eigenes leben',
    ],
    within: 3,
  },
  {
    all: [
      'wertlos|nutzlos|uberflusig|nichtsnutz|bin ein fehler|bin nur ein fehler|eine last|nur eine last|bin nichts wert|nichts wert|versager|versagerin|enttauschung fur alle',
    ],
    unless: [
      'beruf*|mathe|in mathe|deutsch|englisch|sport|fach|welcher|firma|bewerb*|lebenslauf|fehler im|fehler in|fehler bei|aktie*|geld|auto|handy|abschlus*|zeugnis',
    ],
  },
  {
    all: [
      'niemand|keiner|kein mensch|keine sau',
      'versteht|hilft|liebt|braucht|interessiert|vermisst|mag|bemerkt|merkt|hort|sieht|kummert',
      'mich|mir',
    ],
    within: 5,
    unless: [
      'bewerb*|firma|betrieb|ausbildung|antwortet|meldet|anruf*|absage*|zuruck|aussprache|dialekt|deutsch|englisch|akzent',
    ],
  },
  {
    all: [
      'heul|heule|heulen|geheult|weine|weinen|weinte|geweint|flenne|flennen',
      'jeden tag|jede nacht|jeden abend|nur noch|standig|immer|nachts|ganze zeit|ohne grund|dauernd|abends|stundenlang|die ganze nacht|in den schlaf|nicht aufhoren|mich|nur|viel|oft',
    ],
    within: 5,
    unless: ['zwiebel*|film|serie|buch|vor lachen|lachen|freude|gluck*'],
  },
  {
    all: [
      'alles',
      'zu viel|zuviel|egal|sinnlos|scheisse|kacke|mist|kaputt|vorbei|schwarz|dunkel|grau|hoffnungslos|zusammen|uber den kopf|zu schwer|wachst mir',
    ],
    within: 3,
    unless: [
      career,
      'schule|lernen|prufung*|klausur*|hausaufgabe*|schulstress|gemacht|versucht|gegeben|essen|gericht*|farbe*|kleidung|outfit|schwarz-weis',
    ],
  },
  {
    all: [
      'leben|dasein|existenz|welt',
      'scheisse|kacke|mist|vorbei|zerstort|kaputt|hoffnungslos|sinnlos|die holle|ein albtraum|ein alptraum|dunkel|grau|leer|unertraglich|bedeutungslos|keinen sinn|kein sinn',
    ],
    within: 4,
    unless: [
      'arbeitswelt|berufsleben|berufswelt|studentenleben|azubileben|azubi*|ausbildung|beruf*|alltag als',
    ],
  },
  {
    all: [
      'fuhl*|fuhle',
      'nichts mehr|gar nichts|nichts|leer|wertlos|nutzlos|einsam|allein|tot|hoffnungslos|verloren|schrecklich|furchtbar|elend|scheisse|beschissen|kaputt|zerrissen|gefangen|wie ein nichts|wie nichts|so schwer|dreckig|hilflos|unsichtbar|uberflusig|ausgebrannt|innerlich|schuldig an allem',
    ],
    within: 4,
    unless: [
      career,
      'schicht|nach dem sport|nach dem training|muskel*|rucken|erkaltung|grippe|krank',
    ],
  },
  {
    all: [
      'traurig|unglucklich|bedruckt|down|niedergeschlagen',
      'nur noch|immer|standig|jeden tag|so|total|richtig|mega|voll|extrem|seit wochen|seit monaten|die ganze zeit|einfach',
    ],
    within: 3,
    unless: [career, 'film|buch|serie|abschied|ferien|urlaub|vorbei|weil|dass|das'],
  },
  {
    all: [
      'geht|ging|gehen',
      'schlecht|scheisse|mies|dreckig|beschissen|kacke|nicht gut|elend|richtig schlecht|so schlecht|total schlecht|uberhaupt nicht gut|gar nicht gut|schlechter|immer schlechter|jeden tag schlechter',
      'mir|ich',
    ],
    within: 4,
    unless: [
      career,
      'finanziel*|geld|noten|note|wirtschaft*|deutsch|mathe|englisch|physik|chemie|bio|fach|fachern|magen|bauch|kopf|erkaltet|erkaltung|grippe|krank|fieber|zahn*|allergie',
    ],
  },
  {
    all: [
      'kein ausweg|kein zukunft|kein hoffnung|kein perspektive|kein licht|kein sinn mehr|ausweglos',
      me,
    ],
    within: 6,
    unless: [career, 'klima*|welt|automatisier*|ki|zukunftssicher|zukunftsfahig|handwerk|digital*'],
  },
  {
    all: [
      'breche|bricht|brech|zerbreche|zerbricht|falle|fallt',
      'zusammen|auseinander|in ein loch|in ein tiefes loch',
    ],
    within: 4,
    unless: [career, 'firma|markt|system|server|netz|wirtschaft|gerust|haus|gebaude|brucke'],
  },
  {
    all: [
      'angst|panik',
      'standig|immer|jeden tag|nur noch|so gros|so sehr|panik|schlafen|atmen|luft|herzrasen|zittere|zittern|keine luft|die ganze zeit|ganze zeit',
    ],
    within: 4,
    unless: [
      career,
      'prufung*|vorstellung*|gesprach|test|klausur*|referat|prasentation|vortrag|fliegen|spinnen|hund*|hohe|dunkel|zahnarzt|zukunft|schule|noten|job|mathe|arbeit',
    ],
  },
  {
    all: [
      'help|hilfe|helft',
      'mir|mich|ich|bitte|dringend|sofort|schnell',
      'schlecht|nicht mehr|kaputt|kann nicht|halte|weiter|sterben|angst|allein|niemand|keiner',
    ],
    within: 6,
    unless: [career, 'bewerb*|lebenslauf|anschreiben|hausaufgabe*|mathe|aufgabe'],
  },
  {
    all: [
      'niemand wurde es merken|keiner wurde es merken|es wurde niemand merken|wurde keiner merken|keiner merkt es|niemand merkt es',
    ],
  },
  {
    all: [
      'loch|abgrund|tiefpunkt|dunkelheit',
      'dunkel*|dunkl*|tief*|schwarz*|fuhl*|falle|gefallen|stecke|sitze|raus',
    ],
    within: 4,
    unless: [career, 'bau|baustelle|graben|bohr*|stras*|zahn*|hose*|socke*|wand|boden|garten'],
  },
  {
    all: [
      'ersticke|erdruckt|erdrucken|zerquetscht|uberrollt|erdruckt mich',
      'allem|alles|mich|druck',
    ],
    within: 3,
    unless: [career],
  },
  {
    all: ['komm|komme|klarkommen', 'nicht mehr|nimmer|gar nicht mehr', 'klar|zurecht'],
    within: 4,
    unless: [career, 'mathe|schule|stoff|unterricht|technik|software|programm|lernen'],
  },
  {
    all: [
      'endet|aufhort|vorbei ist|vorbei sein|zu ende ist',
      'will nur noch|soll|wunsch*|nur noch|dass es|das es',
    ],
    within: 4,
    unless: [
      career,
      'ferien|schule|schuljahr|probezeit|stress|woche|tag|kurs|film|serie|regen|winter|pandemie|krieg',
    ],
  },
];
