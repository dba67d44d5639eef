/** An image message is `objectName + IMAGE_SEPARATOR + text` (docs/product.md#data). */
export const IMAGE_SEPARATOR = '\n\n\n';

/** The most characters of text a message may carry (docs/product.md#validation). */
export const MAX_MESSAGE_LENGTH = 4000;

/** Show a counter from this many characters on. */
export const COUNTER_FROM = 3500;

/**
 * A file name the server generated: no path, no spaces, ends in an image extension. SVG only
 * ever comes from the server's own demo pictures (uploads are raster images only), and an `<img>`
 * runs no script of it.
 */
const objectNamePattern = /^[\w.-]+\.(png|jpe?g|webp|gif|avif|svg)$/i;

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

export type TextPart =
  { kind: 'text'; text: string } | { kind: 'link'; href: string; text: string };

/** http(s) addresses up to the next space; trailing punctuation belongs to the sentence. */
const linkPattern = /\bhttps?:\/\/[^\s<>"]+/gi;
const trailingPunctuation = /[.,;:!?'")\]}»“]+$/;

/**
 * Splits message text into plain text and links. Only absolute http and https addresses become
 * links (never `javascript:` or other schemes); the parts are rendered as text nodes, so
 * nothing in a message is ever read as HTML.
 */
export function linkParts(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(linkPattern)) {
    let link = match[0];
    const trailing = trailingPunctuation.exec(link)?.[0] ?? '';
    link = link.slice(0, link.length - trailing.length);
    let href: URL;
    try {
      href = new URL(link);
    } catch {
      continue;
    }
    if (href.protocol !== 'http:' && href.protocol !== 'https:') continue;
    if (match.index > last) parts.push({ kind: 'text', text: text.slice(last, match.index) });
    parts.push({ kind: 'link', href: href.href, text: link });
    last = match.index + link.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}
