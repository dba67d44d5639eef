import type { Rule } from '../match.ts';
import { professional, career } from './groups.ts';

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
      'wissenschaft*|diatetik*|ernahrung*|beruf*|studium|ausbildung|koch*|fitness*|trainer*|sport*|model*|polizei*|bundeswehr|gewichtheben|pilot*|fahrzeug*|lkw|paket*|heben|tragen|gewichtsklasse|arbeitszeit|verdien*|gehalt|pause',
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
];
