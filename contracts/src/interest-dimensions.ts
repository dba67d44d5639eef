/**
 * Holland's six RIASEC interest dimensions and the German words the product shows for them,
 * defined once for the API (reasons, assistant) and the browser (`@kompass/shared`). No imports:
 * the browser bundles this file alone, none of the API's code.
 */

export const dimensionLetters = ['R', 'I', 'A', 'S', 'E', 'C'] as const;
export type Dimension = (typeof dimensionLetters)[number];

/** The words shown to users instead of letters, in RIASEC order. */
export const dimensionNames = {
  R: 'Praktisch',
  I: 'Forschend',
  A: 'Kreativ',
  S: 'Sozial',
  E: 'Unternehmerisch',
  C: 'Ordnend',
} as const satisfies Record<Dimension, string>;

export function isDimension(letter: string): letter is Dimension {
  return (dimensionLetters as readonly string[]).includes(letter);
}

/** 'RI' → 'Praktisch, Forschend'; unknown letters are left out, '' stays ''. */
export function codeInWords(code: string): string {
  return [...code]
    .flatMap((letter) => (isDimension(letter) ? [dimensionNames[letter]] : []))
    .join(', ');
}
