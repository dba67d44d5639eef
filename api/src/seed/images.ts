import { Buffer } from 'node:buffer';
import type { Queryable } from '../db/database.ts';
import { newObjectName, type FileStore } from '../files/store.ts';

/**
 * Images of the demo content, drawn here as small SVGs: the product never loads anything from a
 * third-party host. Tiles are teal gradients with a white pictogram; logos and avatars show
 * initials. Every SVG carries a `<title>` so it has an accessible name on its own.
 */

/** Pictograms in a 64×64 box, drawn in white. */
const pictograms = {
  // A gear: a thick dashed ring makes the teeth.
  technik:
    '<circle cx="32" cy="32" r="19" fill="none" stroke="#fff" stroke-width="9" stroke-dasharray="6.5 5.4"/><circle cx="32" cy="32" r="14" fill="none" stroke="#fff" stroke-width="5"/><circle cx="32" cy="32" r="5" fill="#fff"/>',
  elektro: '<path d="M37 4 14 36h15l-4 24 25-34H34z" fill="#fff"/>',
  it: '<rect x="8" y="12" width="48" height="32" rx="4" fill="none" stroke="#fff" stroke-width="4"/><path d="M24 54h16M32 44v10M27 22l-6 6 6 6M37 22l6 6-6 6" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>',
  gesundheit: '<path d="M25 10h14v15h15v14H39v15H25V39H10V25h15z" fill="#fff"/>',
  soziales:
    '<path d="M32 54C10 40 8 26 14 18c5-6 14-5 18 2 4-7 13-8 18-2 6 8 4 22-18 36z" fill="#fff"/>',
  buero:
    '<rect x="8" y="20" width="48" height="32" rx="4" fill="none" stroke="#fff" stroke-width="4"/><path d="M24 20v-6h16v6M8 34h48" fill="none" stroke="#fff" stroke-width="4" stroke-linejoin="round"/>',
  finanzen:
    '<circle cx="32" cy="32" r="24" fill="none" stroke="#fff" stroke-width="4"/><path d="M41 21a12 12 0 1 0 0 22M17 29h18M17 36h18" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round"/>',
  handwerk:
    '<path d="M12 16h26l8 7-8 7H12z" fill="#fff"/><path d="M26 30v26" stroke="#fff" stroke-width="7" stroke-linecap="round"/>',
  lebensmittel:
    '<path d="M8 38c0-13 11-20 24-20s24 7 24 20v10H8z" fill="#fff"/><path d="M22 26l-4 10M33 24l-3 12M44 26l-4 10" stroke="#0f766e" stroke-width="3" stroke-linecap="round"/>',
  bau: '<path d="M8 32 32 12l24 20" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/><path d="M16 30h32v24H16z" fill="#fff"/><rect x="28" y="40" width="8" height="14" fill="#0f766e"/>',
  bildung:
    '<path d="M32 18c-6-4-14-6-22-6v36c8 0 16 2 22 6 6-4 14-6 22-6V12c-8 0-16 2-22 6zM32 18v36" fill="none" stroke="#fff" stroke-width="4" stroke-linejoin="round"/>',
  handel:
    '<rect x="12" y="22" width="40" height="32" rx="4" fill="#fff"/><path d="M24 22v-4a8 8 0 0 1 16 0v4" fill="none" stroke="#fff" stroke-width="4"/>',
  logistik:
    '<path d="M4 18h32v26H4zM36 26h12l10 10v8H36z" fill="#fff"/><circle cx="16" cy="48" r="6" fill="#fff" stroke="#0f766e" stroke-width="3"/><circle cx="46" cy="48" r="6" fill="#fff" stroke="#0f766e" stroke-width="3"/>',
  natur:
    '<path d="M12 52C12 26 28 12 54 10c0 26-14 42-42 42z" fill="#fff"/><path d="M12 52 38 26" stroke="#0f766e" stroke-width="3" stroke-linecap="round"/>',
  medien:
    '<rect x="8" y="14" width="48" height="36" rx="6" fill="none" stroke="#fff" stroke-width="4"/><path d="M27 23v18l15-9z" fill="#fff"/>',
  gastro:
    '<path d="M10 46h44M14 46a18 18 0 0 1 36 0" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round"/><circle cx="32" cy="24" r="3" fill="#fff"/><path d="M8 52h48" stroke="#fff" stroke-width="4" stroke-linecap="round"/>',
  wissenschaft:
    '<path d="M24 8h16M28 8v18L14 54h36L36 26V8" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/><path d="M19 44h26l4 8H15z" fill="#fff"/>',
  verwaltung:
    '<path d="M8 24 32 10l24 14z" fill="#fff"/><path d="M14 28v20M25 28v20M39 28v20M50 28v20M8 54h48" stroke="#fff" stroke-width="5" stroke-linecap="round"/>',
  sport:
    '<circle cx="32" cy="32" r="23" fill="none" stroke="#fff" stroke-width="4"/><path d="M32 22l9 7-3 11H26l-3-11z" fill="#fff"/><path d="M32 22V9M41 29l12-4M38 40l7 11M26 40l-7 11M23 29l-12-4" stroke="#fff" stroke-width="3"/>',
  musik:
    '<path d="M24 46V14l28-6v32" fill="none" stroke="#fff" stroke-width="4" stroke-linejoin="round"/><circle cx="18" cy="46" r="7" fill="#fff"/><circle cx="46" cy="40" r="7" fill="#fff"/>',
  gaming:
    '<path d="M18 20h28c7 0 12 6 12 14v8c0 6-7 9-11 4l-5-6H22l-5 6c-4 5-11 2-11-4v-8c0-8 5-14 12-14z" fill="#fff"/><path d="M20 28v10M15 33h10" stroke="#0f766e" stroke-width="3" stroke-linecap="round"/><circle cx="42" cy="30" r="2.5" fill="#0f766e"/><circle cx="47" cy="36" r="2.5" fill="#0f766e"/>',
  kamera:
    '<path d="M8 22h12l4-6h16l4 6h12v30H8z" fill="#fff"/><circle cx="32" cy="36" r="9" fill="none" stroke="#0f766e" stroke-width="4"/>',
} as const;

export type Pictogram = keyof typeof pictograms;

/** Gradient pairs, all in the teal family of the theme. */
const palettes: [string, string][] = [
  ['#0f766e', '#2dd4bf'],
  ['#0e7490', '#22d3ee'],
  ['#047857', '#34d399'],
  ['#115e59', '#5eead4'],
  ['#0369a1', '#67e8f9'],
  ['#134e4a', '#14b8a6'],
];

/** A stable small number from a text, so the same name always gets the same colours. */
function hashOf(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 16777619);
  }
  return hash >>> 0;
}

function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}

const fillerWords = new Set([
  'GmbH',
  'gGmbH',
  'AG',
  'KG',
  'eG',
  'mbB',
  'e.K.',
  '&',
  'Co.',
  'und',
  'für',
  'der',
  'die',
  'das',
  'am',
  'an',
  'im',
]);

/** Up to two capital letters: "Klinikum Nordstadt" → "KN", "Pixelhafen GmbH" → "PI". */
export function initialsOf(name: string): string {
  const words = name
    .split(/[\s\-–/]+/)
    .filter((word) => !fillerWords.has(word) && /^\p{L}/u.test(word));
  const letters =
    words.length >= 2 ? words[0]!.charAt(0) + words[1]!.charAt(0) : (words[0] ?? '?').slice(0, 2);
  return letters.toUpperCase();
}

function gradient(id: string, seed: string): string {
  const [from, to] = palettes[hashOf(seed) % palettes.length]!;
  return `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
}

function svg(width: number, height: number, title: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img"><title>${escapeXml(title)}</title>${body}</svg>`;
}

/** A 16:10 card image: gradient, two soft circles placed by the name, pictogram in the middle. */
export function tileSvg(title: string, pictogram: Pictogram): string {
  const hash = hashOf(title);
  const cx = 40 + (hash % 240);
  const cy = 20 + ((hash >>> 8) % 160);
  const body =
    `<defs>${gradient('g', title)}</defs>` +
    `<rect width="320" height="200" fill="url(#g)"/>` +
    `<circle cx="${cx}" cy="${cy}" r="90" fill="#fff" opacity="0.08"/>` +
    `<circle cx="${320 - cx}" cy="${200 - cy}" r="60" fill="#fff" opacity="0.1"/>` +
    `<g transform="translate(108.8 48.8) scale(1.6)">${pictograms[pictogram]}</g>`;
  return svg(320, 200, title, body);
}

/** A square logo with the initials of the name. */
export function logoSvg(name: string): string {
  const body =
    `<defs>${gradient('g', name)}</defs>` +
    `<rect width="200" height="200" rx="40" fill="url(#g)"/>` +
    `<circle cx="160" cy="40" r="70" fill="#fff" opacity="0.1"/>` +
    `<text x="100" y="100" dy="0.35em" text-anchor="middle" font-family="system-ui, Arial, sans-serif" font-size="76" font-weight="700" fill="#fff">${escapeXml(initialsOf(name))}</text>`;
  return svg(200, 200, `Logo von ${name}`, body);
}

/** A round avatar with the initials of a person. */
export function avatarSvg(name: string): string {
  const body =
    `<defs>${gradient('g', name)}</defs>` +
    `<circle cx="100" cy="100" r="100" fill="url(#g)"/>` +
    `<text x="100" y="100" dy="0.35em" text-anchor="middle" font-family="system-ui, Arial, sans-serif" font-size="72" font-weight="600" fill="#fff">${escapeXml(initialsOf(name))}</text>`;
  return svg(200, 200, `Profilbild von ${name}`, body);
}

/**
 * Writes SVGs to the file store and records them in `files` (no owner: the seed drew them), in
 * one statement. Returns the bare object names, in input order: image columns store these.
 */
export async function storeSvgs(
  db: Queryable,
  files: FileStore,
  svgTexts: string[],
): Promise<string[]> {
  const names = svgTexts.map(() => newObjectName('svg'));
  await Promise.all(names.map((name, i) => files.put(name, svgTexts[i]!)));
  await db.query(
    `INSERT INTO files (object_name, user_id, content_type, size)
     SELECT name, NULL, 'image/svg+xml', size FROM unnest($1::text[], $2::int[]) AS t(name, size)`,
    [names, svgTexts.map((text) => Buffer.byteLength(text))],
  );
  return names;
}
