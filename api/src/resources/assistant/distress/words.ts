import { normalizeSearchText } from '../../search/text.ts';

/**
 * How the distress check reads a message: as canonical words, the way young people write them
 * folded onto one spelling. 'Möchte', 'moechte' and 'mochte' become one word, 'nnnich' and 'net'
 * become 'nicht', 'kb' becomes 'kein lust'. Punctuation that ends a thought is kept as the word
 * '.', so a rule can ask whether a phrase closes a sentence ('Ich kann nicht mehr.').
 */

/** The word that stands for a sentence end (., !, ?, ;, :, a line break or the end). */
export const boundary = '.';

/** Umlauts and their spelled-out forms on one vowel, doubled letters once, digits as letters. */
export function foldWord(word: string): string {
  let folded = normalizeSearchText(word)
    .replace(/ae/g, 'a')
    .replace(/oe/g, 'o')
    .replace(/ue/g, 'u');
  // Leetspeak ('su1z1d'): only in words that mix letters and digits, so '116' stays a number.
  if (/\p{L}/u.test(folded) && /\d/.test(folded)) {
    folded = folded.replace(/[013457]/g, (digit) => leet[digit] ?? digit);
  }
  return folded.replace(/(\p{L})\1+/gu, '$1');
}

const leet: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't' };

/**
 * Spellings, typos, dialect and chat abbreviations → the canonical word(s). Written readable;
 * keys and values are folded like the message before use.
 */
const spellings: Record<string, string> = {
  nich: 'nicht',
  nicht: 'nicht',
  nit: 'nicht',
  ned: 'nicht',
  net: 'nicht',
  nid: 'nicht',
  nciht: 'nicht',
  nihct: 'nicht',
  nicth: 'nicht',
  nichz: 'nicht',
  nicjt: 'nicht',
  nivht: 'nicht',
  nimmer: 'nicht mehr',
  nimma: 'nicht mehr',
  nimmamehr: 'nicht mehr',
  nix: 'nichts',
  nischt: 'nichts',
  nüscht: 'nichts',
  nichtz: 'nichts',
  mer: 'mehr',
  mehe: 'mehr',
  mhr: 'mehr',
  meh: 'mehr',
  ic: 'ich',
  ih: 'ich',
  ik: 'ich',
  isch: 'ich',
  ech: 'ich',
  icj: 'ich',
  i: 'ich',
  mih: 'mich',
  misch: 'mich',
  mi: 'mich',
  mic: 'mich',
  mia: 'mir',
  mier: 'mir',
  wll: 'will',
  wiill: 'will',
  wil: 'will',
  möchte: 'will',
  möcht: 'will',
  möchd: 'will',
  mögte: 'will',
  wollte: 'will',
  wolt: 'will',
  wünsche: 'wünsch',
  wünschte: 'wünsch',
  wünscht: 'wünsch',
  hab: 'habe',
  hbe: 'habe',
  hba: 'habe',
  habs: 'habe',
  kb: 'kein lust',
  kbm: 'kein lust mehr',
  bock: 'lust',
  bok: 'lust',
  keine: 'kein',
  keinen: 'kein',
  keiner: 'keiner',
  keen: 'kein',
  kene: 'kein',
  kine: 'kein',
  keinn: 'kein',
  lebn: 'leben',
  lebem: 'leben',
  lebenn: 'leben',
  sterbn: 'sterben',
  sterbe: 'sterben',
  sterb: 'sterben',
  strben: 'sterben',
  umbring: 'umbringen',
  umbringe: 'umbringen',
  umbrinen: 'umbringen',
  umbrigen: 'umbringen',
  umzubringen: 'umbringen',
  gehts: 'geht',
  gehs: 'geht',
  gets: 'geht',
  wär: 'wäre',
  allet: 'alles',
  scheiß: 'scheisse',
  scheis: 'scheisse',
  shit: 'scheisse',
  kack: 'kacke',
  bn: 'bin',
  kan: 'kann',
  kannn: 'kann',
  weiss: 'weiß',
  weis: 'weiß',
  wei: 'weiß',
  halts: 'halte es',
  packs: 'packe es',
  schaffs: 'schaffe es',
  hass: 'hasse',
  has: 'hasse',
  tue: 'tu',
  tuh: 'tu',
  tuhe: 'tu',
  gemobt: 'gemobbt',
  ick: 'ich',
  icke: 'ich',
  wat: 'was',
  det: 'das',
  jz: 'jetzt',
  jzt: 'jetzt',
  grad: 'gerade',
  grade: 'gerade',
  vllt: 'vielleicht',
  vlt: 'vielleicht',
  iwie: 'irgendwie',
  iwann: 'irgendwann',
  kp: 'kein plan',
  nd: 'und',
  heut: 'heute',
  nen: 'einen',
  more: 'mehr',
  mei: 'mein',
  meim: 'meinem',
  vadda: 'vater',
  vatta: 'vater',
  mog: 'mag',
  des: 'das',
  tbh: 'ehrlich',
  sry: 'sorry',
};

const canonical = new Map<string, string[]>(
  Object.entries(spellings).map(([written, meant]) => [
    foldWord(written),
    meant.split(' ').map(foldWord),
  ]),
);

/** Spellings that folding would merge with another word ('ess' → 'es'): read before it. */
const beforeFolding: Record<string, string> = {
  ess: 'esse',
  iss: 'esse',
  isst: 'esse',
  // 'Mann' would fold onto 'man'.
  mann: 'kerl',
  männer: 'kerle',
};

/** One word in its canonical form(s); 'kb' is two words. */
export function canonicalWords(word: string): string[] {
  const folded = foldWord(beforeFolding[word.toLowerCase()] ?? word);
  return canonical.get(folded) ?? [folded];
}

/**
 * Emojis that carry a meaning in these messages, as words: a crying face is a sign of its own
 * ('ich schaff das nicht 😭'), a laughing one says it was a joke ('die prüfung bringt mich um 😂').
 */
const emojiWords: [RegExp, string][] = [
  [/[😭😢😞😔😿💔🥀😥😓😩😫🥺]/gu, ' weinendesgesicht '],
  [/[😂🤣😅😆😹]/gu, ' haha '],
  [/🔪/gu, ' messer '],
  [/🩸/gu, ' blut '],
  [/💊/gu, ' tabletten '],
  [/[⚰🪦]/gu, ' sarg '],
];

function emojiAsWords(text: string): string {
  return emojiWords.reduce((done, [emoji, word]) => done.replace(emoji, word), text);
}

/**
 * A message as canonical words. Apostrophes and hyphens inside words are dropped
 * ("geht's" → 'geht', 'Selbst-Mord' → 'selbstmord'); sentence ends become {@link boundary}.
 */
export function messageWords(text: string): string[] {
  const words: string[] = [];
  const joined = emojiAsWords(text)
    .replace(/\bk\.?\s?o\.?[-\s]?tropfen/giu, 'kotropfen')
    // 's e l b s t m o r d' is one word.
    .replace(/(?<!\p{L})\p{L}(?: \p{L}){3,}(?!\p{L})/gu, (letters) => letters.replace(/ /g, ''))
    .replace(/(\p{L})['’´`](\p{L})/gu, '$1$2')
    .replace(/(\p{L})[-‐‑–_*](?=\p{L})/gu, '$1');
  for (const piece of joined.split(/([.!?;:\n]+)|[^\p{L}\p{N}.!?;:\n]+/u)) {
    if (!piece) continue;
    if (/^[.!?;:\n]+$/.test(piece)) {
      if (words.length > 0 && words.at(-1) !== boundary) words.push(boundary);
      continue;
    }
    words.push(...canonicalWords(piece));
  }
  if (words.at(-1) !== boundary) words.push(boundary);
  return words;
}
