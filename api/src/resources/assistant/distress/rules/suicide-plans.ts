import type { Rule } from '../match.ts';
import { professional } from './groups.ts';

/**
 * Suicide told as a method question, a plan that ends, a goodbye to the world or a wish to be
 * with the dead: wording that names neither 'sterben' nor 'umbringen' beside the writer.
 */
export const suicidePlans: Rule[] = [
  {
    // 'das Leben ist mir zu anstrengend, ich will Schluss machen': life and the end, further
    // apart than the rule on 'leben' reaches; 'Schluss machen mit ihm' is a break-up.
    all: ['leben', 'schluss machen|schluss mache|schlus machen'],
    within: 10,
    personal: true,
    unless: ['mit|freund*|freundin|beziehung|ihm|ihr|job|ausbildung|schule|praktikum'],
  },
  {
    // A plan that ends there: 'ich warte bis Freitag und dann ist Schluss', '… dann war es das
    // mit mir'.
    all: [
      'dann ist schluss|dann ist alles vorbei|dann ist es vorbei|dann ist ende|dann wars das|dann war es das mit mir|dann wars das mit mir|dann bin ich weg',
    ],
    closes: true,
    personal: true,
    within: 10,
    unless: [
      'mit der|mit dem|mit meiner|mit meinem|mit ihm|mit ihr|schule|ausbildung|prufung*|ferien|feierabend|arbeit|schicht|urlaub|praktikum|probezeit|semester|schuljahr|saison|umzug|ausland',
    ],
  },
  {
    // A goodbye to the world: 'tschüss Welt', 'bye world ich bin raus', 'Zeit für mich zu gehen'.
    all: [
      'tschuss welt|tschus welt|tschau welt|ciao welt|ade welt|adieu welt|bye welt|bye world|goodbye world|bye bye welt|lebewohl welt|lebt wohl|lebe wohl|mein letzter post|mein letztes video',
    ],
    closes: true,
  },
  {
    all: [
      'zeit fur mich zu gehen|zeit zu gehen|meine zeit ist gekommen',
      'danke fur alles|macht es gut|machts gut|lebt wohl|fur immer',
    ],
    within: 8,
    unless: ['feierabend|schicht|party|feier|arbeit|praktikum|ausbildung|schule|verein|team'],
  },
  {
    // How deep, how high, how much: 'wie tief muss man schneiden', 'ab wie viel Metern überlebt
    // man nicht', 'welche Pillen nimmt man, um friedlich zu gehen'.
    all: ['wie tief|tief genug|tief muss', 'schneid*|schnitt*|ritz*|geschnitten'],
    within: 4,
    // Not the accident group: 'gefährlich' belongs to the question here.
    unless: [
      professional,
      'beim|versehen*|unfall*|praktikum*|arbeit|finger|kochen|kuche|gemuse|zwiebel*|brot|fleisch|holz|stoff|papier|schnitzen|gravier*|fliese*|haare|hecke|rasen|werkstatt|glas|blech',
    ],
  },
  {
    all: [
      'hoch genug|stock|stockwerk*|meter|metern|hohe|etage|brucke|hochhaus|dach',
      'nicht uberlebt|nicht uberlebe|nicht uberleben|uberlebt man nicht|uberlebt man einen sturz nicht|sicher stirbt|sicher tot|sofort tot|todlich',
    ],
    within: 8,
    unless: [
      'fallschirm*|bungee|wasser|schwimm*|sprungturm|trampolin|kletter*|sport|dachdeck*|gerust*|arbeit*|beruf*|ausbildung|sicherung*|helm|ski*|schanze|pferd*|reit*|statistik|unfallstatistik|arbeitsschutz|absturzsicherung',
    ],
  },
  {
    all: [
      'tabletten|pillen|paracetamol|ibuprofen|ibus|medikament*|schlaftablett*|gift|rattengift|insulin',
      'friedlich zu gehen|friedlich gehen|einschlafen und nicht|nicht mehr aufwacht|nicht mehr aufwachen|todlich|sterben|stirbt',
    ],
    within: 8,
    unless: [
      'pta|apothek*|pharma*|pflege*|arzt|arztin|beruf*|ausbildung|patient*|tier*|hund*|katze*|pflanze*|garten|schadling*|ratten|mause|labor|kind|kinder|kleinkind*|baby|babys|allergi*',
    ],
  },
  {
    // To be with the dead: 'ich will zu meiner verstorbenen Oma, egal wie'.
    all: [
      'will zu|mochte zu|will bei|mochte bei|wil zu|wil bei|zu ihm|zu ihr|will ihm folgen|will ihr folgen|hinterher',
      'verstorben*|gestorben*|im himmel|im grab|toten|tot ist',
    ],
    within: 6,
    personal: true,
    unlessAnywhere: [
      'besuch*|friedhof|beerdigung|grab besuchen|bestatt*|beruf*|ausbildung|trauerbegleit*',
    ],
  },
  {
    // Gone for good, not moved away: 'ich will ganz weg', 'einfach für immer weg sein'.
    all: [
      'will|mochte|wil|wunsch*|ware gern',
      'ganz weg|fur immer weg|einfach weg sein|nicht mehr da sein',
    ],
    within: 6,
    personal: true,
    // A place named beside it is a move ('für immer weg aus diesem Kaff'); 'nicht in eine
    // andere Stadt, sondern ganz weg' is not, so a town further off does not count.
    unless: [
      'ausland|kaff|dorf|wohnung|wg|aus diesem kaff|aus dem kaff|aus dem dorf|aus der stadt|aus deutschland|von hier',
    ],
    unlessAnywhere: ['umzug|umziehen|auswander*|urlaub|reisen'],
  },
  {
    // A crash thought of: 'beim Fahren denk ich ans Lenkrad rumreißen', 'gegen einen Baum fahren'.
    all: [
      'lenkrad rumreisen|lenkrad verreisen|gegen einen baum|gegen den baum|in den gegenverkehr|gegen eine wand fahren|gegen die wand fahren',
    ],
    personal: true,
    within: 8,
    unless: ['unfall gesehen|fahrschul*|fahrlehrer*|beruf*|ausbildung|polizei*'],
  },
];
