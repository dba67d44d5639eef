import { isObjectName } from '../../files/store.ts';

/**
 * The body of a chat message: plain text, or an image and text. An image message is
 * `objectName + IMAGE_SEPARATOR + text` (docs/product.md#data).
 */
export const IMAGE_SEPARATOR = '\n\n\n';

export interface MessageDraft {
  /** The object name of an attached image, when the body starts with one. */
  image: string | null;
  /** The trimmed text (may be empty only when there is an image). */
  text: string;
}

/**
 * Splits a plain-text body into an image candidate and the trimmed text. Whether the candidate
 * really is an image (a stored file) is for the caller to check; if not, the whole body is text.
 */
export function splitMessage(body: string): MessageDraft {
  const content = body.trimStart();
  const end = content.indexOf(IMAGE_SEPARATOR);
  if (end > 0) {
    const candidate = content.slice(0, end);
    if (isObjectName(candidate)) {
      return { image: candidate, text: content.slice(end + IMAGE_SEPARATOR.length).trim() };
    }
  }
  return { image: null, text: content.trim() };
}

export function joinMessage(draft: MessageDraft): string {
  return draft.image === null ? draft.text : `${draft.image}${IMAGE_SEPARATOR}${draft.text}`;
}

export function codePointLength(text: string): number {
  return Array.from(text).length;
}
