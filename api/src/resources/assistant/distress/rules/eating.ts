import type { Rule } from '../match.ts';
import { professional, career, accident, jobWords } from './groups.ts';

/** A weight that is already low for someone of 15–19: '30 kg' to '48 kg', as people write it. */
const lowWeights = Array.from({ length: 19 }, (_, index) => 30 + index)
  .flatMap((kilos) => [`${kilos} kilo`, `${kilos} kg`, `${kilos} kilogramm`])
  .join('|');

/** Eating problems. */
export const eatingRules: Rule[] = [
  {
    all: [
      'magersucht*|magersuchtig*|anorex*|bulimi*|esstorung*|essstorung*|esbrech*|binge*|fresattack*|fresanfal*|fressucht|heishungerattack*|proana|pro ana|pro mia|thinspo*|abfuhrmittel|abfuhrtabletten|kotzen nach dem essen',
    ],
    unless: [professional, 'ernahrungs*|diatassistent*|ökotroph*|okotroph*|werden|trotzdem'],
  },
  {
    all: [
      'esse|essen|gegessen|futter|frühstuck|fruhstuck|mittag|mahlzeit*',
      'nichts|kaum|nichts mehr|nicht mehr|seit tagen|seit gestern|seit wochen|nur noch|fast nichts|wenig|zu viel|verboten|verbiete|darf nicht|nichts essen|heimlich',
    ],
    within: 4,
    unless: [
      'gern*|kantine|beruf*|koch*|mittagspause|pause|fleisch|vegan*|vegetar*|schweinefleisch|halal|fisch|gemuse|schicht*|zeit|ramadan|fasten|scharf|sus|sus*|obst|brot|kuchen|essenszeit|restaurant|gaste|kunden|tier*|hund|katze|pferd*',
    ],
    unlessAnywhere: [
      'koch|koche|kochen|ausbildung als|gastronomie|hotel*|restaurant*|lebensmittel*|ramadan|fasten|fastenzeit|tagsuber',
    ],
  },
  {
    all: [
      'kotz*|erbrech*|ubergeb*|spuck*|brech*',
      'essen|abendessen|mittagessen|fruhstuck|mahlzeit*|wieder|absichtlich|finger|hals|extra|abnehm*|dunn*|fett|kalorien|jedes mal|jeder mahlzeit|immer nach|heimlich',
    ],
    within: 6,
    unless: [
      'krank|schwanger|magen*|bus|autofahren|auto|fliegen|seekrank|ubel|alkohol|besoffen|feier|party|virus|grippe|patient*|pflege*',
    ],
  },
  {
    all: [
      'fett|dick|zu fett|zu dick|fetter|dicker|schwabbel*|wal',
      'fuhl*|bin|hasse|ekel*|finde|sehe|aussehe',
      'abnehm*|hunger*|hungern|essen|korper|spiegel|wiege|wiegen|kilo|kg|kalorien|dunner|dunn|diat|ekel*|hasse|nichts|untergewicht|obwohl',
    ],
    within: 8,
    unless: ['polizei*|bundeswehr|beruf*|ausbildung|sport*|fitnes*|trainer*|model*'],
  },
  {
    all: ['essen|esse|mahlzeit*', 'horror|albtraum|alptraum|qual|folter|feind|angst|panik|ekel*'],
    within: 6,
    unless: ['kantine|schul*|mensa|gericht|restaurant|kochen|geschmack|kunden|gaste|koch*|beruf*'],
  },
  {
    all: [
      'fuhl*|finde|bin|sehe|fuhle',
      'mich fett|zu fett|so fett|fett aus|zu dick|so dick|dick aus|mich dick|fett an',
    ],
    within: 3,
    unless: ['polizei*|bundeswehr|beruf*|sport*|fitnes*|trainer*|model*|ausbildung|uniform'],
  },
  {
    all: [
      'zunehme|zunehmen|zuzunehmen|zugenommen|dick werde|fett werde|dick werden|fett werden',
      'nicht|angst|damit|panik|blos|bloss|keinesfalls|auf keinen fall|hasse|ekel*',
    ],
    within: 4,
    unless: [career, 'schicht*|muskel*|sport*|fitnes*|training'],
  },
  {
    all: ['finger', 'hals|rachen'],
    within: 4,
    unless: ['arzt|hno|untersuch*'],
  },
  {
    all: [
      'fresse|fres|fressen|frisst|fresattacke*|stopfe|stopfen|reinstopfen',
      'in mich rein|alles|heimlich|hasse|ekel*|schuldig|danach|kotz*|nicht aufhoren',
    ],
    within: 6,
    unless: ['tier*|hund|katze|pferd*|kuh|kuhe|schwein*|futter'],
  },
  {
    all: [
      'hasse|ekel*|hass|verabscheu*|schame mich',
      'mein*|mich',
      'korper|aussehen|spiegelbild|bauch|oberschenkel|figur|gewicht|beine|arme|hufte*',
    ],
    within: 4,
  },
  {
    all: [
      'hunger|hungere|hungern|hungert|gehungert|verhunger*|hungerst|hungerkur',
      'mich|absichtlich|selbst|tagelang|seit|dunner|abnehm*|fett|dunn|kilo|kg|wochen|tage',
    ],
    within: 5,
    unless: [
      'vor hunger|sterbe|hunger auf|pause|mittag*|kantine|essen gehen|hungerlohn|welt*|afrika|menschen',
    ],
  },
  {
    all: [
      'kalorien|kcal|gewicht|wiege|wiegen|abnehm*|abgenommen|kilo|kg|zunehmen|zuzunehmen|zugenommen|dunner|essen|esse|gegessen',
      'zwang*|besessen|panik|angst|nur noch|jeden tag|standig|immer|darf nicht|verboten|schuldig|schuld|schuldgefuhl*|hasse|ekel*|heimlich|bestrafe|nichts|unter|ganze zeit|nur an|immer an|denke|noch mehr|immer mehr|nicht genug|weiter|denken|bissen|jedem bissen',
    ],
    within: 5,
    unlessAnywhere: ['ramadan|fasten|fastenzeit|fastenmonat|intervallfasten|tagsuber'],
    unless: [
      'wissenschaft*|diatetik*|ernahrung*|beruf*|studium|ausbildung|koch*|fitness*|trainer*|sport*|model*|polizei*|bundeswehr|gewichtheben|pilot*|fahrzeug*|lkw|paket*|heben|tragen|gewichtsklasse|arbeitszeit|verdien*|gehalt|pause|mittagspause|job|jobs|gastro*',
    ],
  },
  {
    all: ['esse|essen|gegessen', 'loswerden|rauskotzen|wieder raus|erbrechen|rausbringen'],
    within: 6,
  },
  {
    all: [
      'esverhalten|essverhalten|essgewohnheit*|esgewohnheit*',
      'gestort|kaputt|schlimm|problem*|krank|zwanghaft|extrem|komisch|auser kontrolle|nicht normal|schlecht',
    ],
    within: 4,
    unless: ['beruf*|ausbildung|studium|ernahrung*|patient*|klient*|menschen'],
  },
  {
    // Starving as a verb, with the writer: 'hungere', 'kann nicht aufhören mit dem hungern'.
    all: [
      'hungere|hungern|gehungert|hungert|hungerst|aushungern|runterhunger*|hungerkur|hungerphase*|hungertag*',
    ],
    unless: [
      'man|model*|tanzer*|jockey*|sportler*|kinder|menschen|welt|afrika|hungersnot|spende*|tiere|hilfsorganisation*|entwicklung*|vor hunger|welthunger*',
    ],
  },
  {
    all: [
      'faste|fasten|gefastet|hungere|verzichte|verzicht|lass*|ausgelassen|auslassen',
      'dunner|dunn|abnehm*|abzunehmen|zuzunehmen|zunehmen|zunehme|kilo|kg|gewicht|kalorie*|fett|dick',
    ],
    within: 8,
    personal: true,
    unless: [
      jobWords,
      'ramadan|fastenzeit|religion*|arzt sagt|op|operation|blutabnahme|trainer*|kund*|fitness*|ernahrungsberat*|diatassist*|handy|social media|zucker|sussigkeit*|alkohol|fleisch|vegan*|vegetar*',
    ],
  },
  {
    all: [
      'hunger|hungergefuhl|appetit',
      'weggeht|unterdruck*|ignorier*|weg geht|austricks*|wegzumachen|wegmachen|verdrang*',
    ],
    within: 6,
    unless: [jobWords],
  },
  {
    all: [
      'sport|training|trainier*|joggen|laufen|workout',
      'nach jedem|nach dem essen|jedem bissen|verbrennen|verbrenne|abtrainier*|kalorien|zunehme|zuzunehmen|umkippe',
    ],
    within: 6,
    personal: true,
    unless: [jobWords, 'trainer*|kund*|fitnesskaufm*|beruf*'],
  },
  {
    all: [
      'essen|mahlzeit*|pausenbrot|fruhstuck|mittagessen|abendessen|mittag',
      'versteck*|wegwerf*|werf|weggeworfen|ausspuck*|spuck*|heimlich|ins klo|lass|auslassen|ausgelassen|lass*',
      'abnehm*|abzunehmen|dunn*|dick*|fett*|zunehm*|zuzunehmen|gewicht|kilo|kalorie*|schuld*|merken|heimlich|ekel*|lug*',
    ],
    within: 10,
    personal: true,
    unless: [
      'gastro*|restaurant|kantine|koch*|lebensmittel*|verschwendung|kunde*|reste|mull|zeit|stress|keine zeit',
    ],
  },
  {
    all: [
      'abgenommen|abnehmen|weniger|runter|unter|dunner',
      'kilo|kg|bmi|kalorien',
      'will weiter|noch mehr|noch weniger|krank|immer noch|trotzdem|will weniger|aber ich will|will noch|zu fett|zu dick|untergewicht',
    ],
    within: 10,
    unless: [jobWords],
  },
  {
    all: [
      'essanfall*|fressanfall*|fressattack*|essattack*|heishungerattack*|binge*|essstor*|essgestor*|magersucht*|magersuchtig*|bulimi*|anorexi*|untergewicht',
    ],
    unless: [professional],
  },
  {
    all: [
      'schling*|stopf*|in mich rein|alles rein|fress*',
      'ekel*|eklig|ekelhaft|schuld*|hass*|schlecht|kotz*|brech*|widerlich',
    ],
    within: 8,
    personal: true,
    unless: [jobWords, 'arbeit|chef|schule|lehrer|kollege*|mathe|krank|grippe|virus'],
  },
  {
    all: [
      'kotz*|gekotzt|ausgekotzt|erbrech*|erbroch*|ubergeb*|brechen|rausbring*|rauswurg*',
      'wieder|absichtlich|heimlich|jedes mal|nach jedem|nach dem essen|jedem essen|muss|alles|damit|essen|esse',
    ],
    within: 6,
    unless: [
      'konnte|krank|magen*|grippe|virus|schwanger*|betrunken|alkohol|achterbahn|bus|auto|schiff|migrane|kopfschmerz*|patient*|kind*|hund|katze|zum kotzen|mich an|kotzt mich|ankotz*|ankotzt|regeln|rekord*|brechen ab|abbrechen|eis|schweigen|versprechen|gesetz*|vertrag|stoff|lebensmittelvergift*',
    ],
  },
  {
    // Wanting to lose more at a weight that is already low: 'bin bei 44 kg und will runter'.
    all: [
      lowWeights,
      'abnehm*|abgenommen|runter|dunner|weniger wiegen|zu dick|zu fett|diat|hungern|noch weniger',
    ],
    within: 8,
    unless: [
      jobWords,
      'hund*|katze*|tier*|paket*|koffer|gepack|sack|sacke|zement|ladung|gewichtheb*',
    ],
  },
  {
    all: ['appetitzugler*|diatpille*|diattablett*|fatburner|schlankheitspille*|abfuhr*|entwasser*'],
    personal: true,
    within: 8,
    unless: [professional, jobWords],
  },
  {
    all: [
      'ana|mia|proana|thinspo*|meanspo*',
      'coach|tipps|tips|buddy|tagebuch|lifestyle|ideen|motivation|gruppe|chat',
    ],
    within: 3,
  },
  {
    all: [
      'waage|wiege mich|wiegen mich|wiege|gewicht',
      'mal am tag|jeden tag|entscheidet|standig|dauernd|angst|panik|hass*',
    ],
    within: 6,
    personal: true,
    unless: [jobWords, 'tier*|paket*|ware*|lebensmittel*|zutaten|kunde*'],
  },
  {
    all: [
      'rippen|knochen|oberschenkel|huftknochen|schlusselbein|thigh gap',
      'sehen|beruhren|sichtbar|raus|stechen|durfen',
    ],
    within: 6,
    personal: true,
    unless: [
      professional,
      accident,
      'gebrochen|bruch|rontgen*|arzt|anatomie|metzger*|fleischer*|schlacht*|hund|katze',
    ],
  },
  {
    all: [
      'kann nicht aufhoren|nicht aufhoren|kein ende|unkontrolliert|ohne ende|kontrollverlust',
      'esse|essen|fresse|fressen|zu essen',
      'kotz*|brech*|schlecht|hass*|ekel*|schuld*|hunger*',
    ],
    within: 10,
    unless: [jobWords],
  },
  {
    all: [
      'zu dunn|untergewicht|zu wenig|mager',
      'aber ich|trotzdem|will noch|noch weniger|noch dunner|immer noch zu|zu dick|zu fett',
    ],
    within: 8,
    unless: [jobWords],
  },
  {
    all: [
      'weniger wiegen|noch dunner|dunner werden|dunner sein|dunn sein|noch mehr abnehmen|weiter abnehmen',
      'will|muss|unbedingt|egal wie|um jeden preis|koste es',
    ],
    within: 5,
    personal: true,
    unless: [jobWords, 'polizei*|bundeswehr|sporttest|arzt sagt|gesund*'],
  },
  {
    all: [
      'essen|mahlzeit*|pausenbrot|fruhstuck|mittagessen|abendessen',
      'versteck*|ausspuck*|spuck*|ins klo|serviette|heimlich weg|wegschmeis*',
    ],
    within: 5,
    personal: true,
    unless: ['gastro*|restaurant|kantine|koch*|lebensmittel*|verschwendung|kunde*|reste'],
  },
  {
    all: [
      'essen|esse|zu essen',
      'versagen|schwache|sunde|sundig|verboten fur mich|wie versagen|schuldgefuhl*',
    ],
    within: 5,
    unless: [jobWords, 'unterricht|labor|werkstatt|bus|bahn|klasse|restaurant'],
  },
];
