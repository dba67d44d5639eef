import type { Rule } from '../match.ts';
import { jobWords } from './groups.ts';

/**
 * Despair said as a feeling, in word families rather than sentences: the writer feels empty,
 * worthless, broken, cries all the time, has panic attacks. Each needs the writer ('ich', 'mir')
 * near it; 'nicht' just before turns it down ('ich bin nicht einsam'), and career words near it
 * make it an everyday worry ('verzweifelt bei der Lehrstellensuche').
 */
const everyday = `${jobWords}|prufung*|klausur*|test|mathe|lernen|schule|haha|lol|xd`;

export const feelingRules: Rule[] = [
  {
    all: [
      'fuhl*|bin|ist|bist|war|werde|wird',
      'leer|so leer|innerlich leer|taub|wertlos|nutzlos|hoffnungslos|verzweifelt|einsam|so allein|ganz allein|allein gelassen|unsichtbar|wie ein versager|versager|wie der letzte dreck|wie dreck|wie mull|ein niemand|ein nichts|nichts wert|am boden|ganz unten|innerlich tot|innerlich kaputt|so kaputt|komplett kaputt|total kaputt|nicht mehr ich|uberflussig|unnutz|eine last|zu viel fur alle|leblos|gefuhllos|ausgebrannt|eine hulle|ein wrack|ein schatten|wie ein geist|ein geist',
    ],
    within: 4,
    personal: true,
    unlessNegated: true,
    unlessAnywhere: [everyday],
    unless: [
      'arbeit|bau|nach der|nach dem|nacht*|schicht|training|sport|akku|handy|laptop|wohnung|zimmer|wohne|urlaub|zuhause|hause|daheim|kuhlschrank|konto|tank|flasche|glas|teller|batterie|geldbeutel',
    ],
  },
  {
    all: [
      'weine|heule|heul|weinen|heulen|geweint|geheult|weinendesgesicht|trane*|tranen',
      'jeden|nur noch|standig|dauernd|die ganze zeit|jede nacht|jeden abend|immer|nur|seit|nicht aufhoren|ununterbrochen|heimlich|in den schlaf',
    ],
    within: 4,
    unless: ['baby*|kinder|kind|kunden|film|serie|zwiebel*|lach*|haha|lol|freude|gluck*'],
  },
  {
    all: [
      'panikattacke*|angstattack*|angstzustand*|angstzustande|angststorung*|depression*|depressiv*|depri|burnout|zusammenbruch|nervenzusammenbruch|heulkrampf*|suizidal',
    ],
    personal: true,
    within: 8,
    unlessBefore: ['mit|trotz|bei'],
    unless: [
      jobWords,
      'hat|mutter|vater|mama|papa|bruder|schwester|freundin|oma|opa|eltern|werden|psycholog*|therapeut*|behandel*|behandl*|studium|studier*|referat|prasentation|facharbeit|hausarbeit|vortrag|patient*|klient*|pflege*|beruf*|thema',
    ],
  },
  {
    all: [
      'kaputt|zerbrech*|zerbrich*|zerreist|zerreis*|zerfrisst|frisst mich|erdruckt|ertrink*|ersticke|ersticken|zerfall*|zusammenbrech*|breche zusammen|breche gleich',
      'mich|ich|innerlich|mein kopf|meine gedanken|mir|alles|weinendesgesicht',
    ],
    within: 4,
    unless: [
      everyday,
      'training|nach der|nach dem|sport|handy|laptop|auto|pc|computer|drucker|fahrrad|arbeit|display|gerat*|rucken|knie|schuhe|wasser|schwimm*|rettungs*|rettungsschwimmer',
    ],
  },
  {
    all: ['aufgegeben|aufgeben', 'mich|mich selbst|selbst'],
    within: 3,
    unless: [everyday],
  },
  {
    all: ['albtraum|alptraum|qual|holle|folter', 'leben|jeder tag|jeden tag|alles|mein|tag'],
    within: 8,
    unless: [everyday, 'film|serie|spiel|buch'],
  },
  {
    all: [
      'komm|komme|kommen|klarkommen|klar',
      'nicht klar|nicht mehr klar|damit nicht klar|nicht klarkommen|klar komm',
      'gestorben|tod|tot|verloren|trennung|scheidung|scheiden|verlassen|mit mir|mit mir selbst|gefuhl*|mit allem|mit dem leben',
    ],
    within: 8,
    personal: true,
    unless: [everyday, 'chef|kollegen|stoff|software|programm'],
  },
  {
    all: ['bett', 'nicht|kaum', 'seit|wochen|tagen|komm*|schaff*|raus|aufzustehen'],
    within: 5,
    personal: true,
    unless: [everyday, 'fruh|morgens|wecker|arbeit|schicht|uhr|krank|grippe|fieber|erkalt*'],
  },
  {
    all: ['dreh|drehe|drehen', 'durch'],
    inOrder: true,
    within: 2,
    unless: [everyday, 'freude|lachen|aufregung|vorfreude|tor|tur|schlussel|wurst|fleisch'],
  },
  {
    all: [
      'pack*|schaff*|krieg*|ertrag*|aushalt*',
      'das leben|mein leben|leben nicht|das alles nicht|alles nicht mehr|nicht mehr aus|es nicht mehr',
    ],
    within: 4,
    personal: true,
    unless: [everyday],
  },
  {
    all: [
      'wird|werden',
      'nie besser|nicht besser|nie wieder gut|nicht mehr gut|immer schlimmer|nur schlimmer',
    ],
    inOrder: true,
    within: 3,
    unless: [everyday, 'noten|wetter|akku|verbindung|internet|handy'],
  },
  {
    all: ['mude|erschopft|satt', 'von allem|vom kampfen|vom leben|von allen|zu kampfen|vom dasein'],
    within: 3,
  },
  {
    all: [
      'keine luft|kaum luft|nicht atmen|nicht mehr atmen|schwer atmen',
      'denk*|angst|panik|gedanken|morgen|zukunft|wenn ich',
    ],
    within: 6,
    unless: [everyday, 'asthma|allergie|sport|laufen|maske|staub|chemie*|labor|erkalt*|schnupfen'],
  },
  {
    all: ['verlier*|verloren', 'mich selbst|mich'],
    within: 2,
    unless: [
      everyday,
      'in der|in den|in einem|in meinem|in meiner|in meinen|hobby|musik|beim|in buch*|spiel|game|zeit|stundenlang|arbeit',
    ],
  },
  {
    all: [
      'innerlich|seelisch|in mir drin|im herzen',
      'weh|schmerz*|kaputt|leer|tot|dunkel|zerbroch*|schlecht|am ende|fertig|zerrissen',
    ],
    within: 4,
    unless: [everyday, 'patient*|tablett*|arzt'],
    unlessNegated: true,
  },
  {
    all: [
      'innerlich|seele|seelisch|psychisch|herz|in mir|im herzen|mein kopf|meine gedanken|kopf',
      'weh|schmerz*|kaputt|leer|tot|dunkel|schwarz|zerbroch*|schlecht|am ende|fertig|chaos',
    ],
    within: 4,
    personal: true,
    unless: [everyday, 'kopfschmerz*|patient*|beruf*|tablett*|migrane|arzt'],
    unlessNegated: true,
  },
  {
    all: ['alles', 'schwarz|dunkel|grau|sinnlos|zu viel|zuviel|schwer|scheisse|kacke|kaputt'],
    within: 4,
    personal: true,
    unless: [everyday, 'farbe*|klamotten|kleidung|maler*|design*|mode'],
  },
  {
    all: [
      'keiner|niemand|kein mensch',
      'hort mir zu|versteht mich|fur mich da|ist da|da ist|da wenn|merkt|interessiert sich|hilft mir|bemerkt|kummert sich',
    ],
    within: 6,
    unless: [everyday, 'bewerb*|firma|betrieb|chef|meldet|zuruck'],
  },
  {
    all: [
      'hoffnung|ausweg|kraft|energie|lebensfreude|freude|lebenswille|willen',
      'kein|keine|keinen|nichts|nix|verloren|null|ohne',
    ],
    within: 3,
    personal: true,
    unlessAnywhere: [everyday],
    unless: ['nacht*|schicht|nach der|nach dem|arbeit|training|sport'],
  },
  {
    all: [
      'weinendesgesicht',
      'schaff*|kann nicht|halt|pack|allein|keiner|niemand|leer|mude|fertig|scheisse|kaputt|hilfe|warum',
    ],
    within: 6,
    unless: [everyday],
  },
  {
    all: [
      'nichts|nix|gar nichts|alles',
      'macht mehr sinn|macht sinn mehr|mehr sinn|mehr spass|spass mehr|macht keinen sinn|macht keinen spass|macht mir mehr spass|freut mich mehr',
    ],
    within: 4,
    unless: [everyday],
  },
  {
    all: ['bin', 'einfach durch|komplett durch|total durch|vollig durch|voll durch|so durch'],
    inOrder: true,
    within: 3,
    unless: ['die|den|der|das|mit|prufung*|test|klausur*|gefallen|gerasselt'],
  },
  {
    all: [
      'angst|panik',
      'nicht mehr raus*|nicht mehr aus dem haus|nicht mehr vor die tur|nicht mehr schlafen|kaum noch schlafen|nicht mehr essen|lahmt mich|frisst mich auf|krieg keine luft',
    ],
    within: 6,
    unless: [everyday],
  },
  {
    all: [
      'aushalte|aushalten|ertrage|ertragen|durchhalte|durchhalten',
      'wie lang|wie lange|noch lange|nicht mehr lange|kaum noch|bald nicht mehr',
    ],
    within: 5,
    unless: [everyday],
  },
  {
    all: [
      'leere|dunkelheit|traurigkeit|einsamkeit|verzweiflung|hoffnungslosigkeit',
      'in mir|ich habe|fuhle|fuhl|spure|so eine|diese|mich',
    ],
    within: 4,
    personal: true,
    unless: [everyday],
  },
];
