/** Spec §3: an image message is `objectName + IMAGE_SEPARATOR + text`. */
export const IMAGE_SEPARATOR = '\n\n\n';

/** The most characters of text a message may carry (DESIGN §5). */
export const MAX_MESSAGE_LENGTH = 4000;

/** Show a counter from this many characters on. */
export const COUNTER_FROM = 3500;

/** A file name the server generated: no path, no spaces, ends in an image extension. */
const objectNamePattern = /^[\w.-]+\.(png|jpe?g|webp|gif|avif)$/i;

export interface MessageParts {
  image: string | null;
  text: string;
}

/** Splits stored content into an image object name (if any) and the text. */
export function splitContent(content: string): MessageParts {
  const end = content.indexOf(IMAGE_SEPARATOR);
  if (end > 0) {
    const candidate = content.slice(0, end);
    if (objectNamePattern.test(candidate)) {
      return { image: candidate, text: content.slice(end + IMAGE_SEPARATOR.length) };
    }
  }
  return { image: null, text: content };
}

/**
 * The body to send for a draft, or null when there is nothing to send: the text is trimmed,
 * and a pending image is prefixed (an image alone may be sent).
 */
export function composeContent(text: string, image: string | null): string | null {
  const trimmed = text.trim();
  if (image) return `${image}${IMAGE_SEPARATOR}${trimmed}`;
  return trimmed === '' ? null : trimmed;
}

/** Characters as the server counts them (code points). */
export function textLength(text: string): number {
  return Array.from(text).length;
}
