/** An everyday activity is stored as `imagePath + '|' + text` (docs/product.md#data). */
export interface Activity {
  /** Object name or URL of the image; '' when there is none (a placeholder shows). */
  image: string;
  text: string;
}

/** Splits at the first `|`; a value without one is text only. */
export function parseActivity(value: string): Activity {
  const separator = value.indexOf('|');
  if (separator < 0) return { image: '', text: value.trim() };
  return { image: value.slice(0, separator).trim(), text: value.slice(separator + 1).trim() };
}

export function formatActivity({ image, text }: Activity): string {
  return `${image.trim()}|${text.trim()}`;
}
