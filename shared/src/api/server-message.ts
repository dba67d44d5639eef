import { isHTTPError } from 'ky';

/**
 * The server's own German sentence for a failed call: the `message` of its error body, else its
 * `error`; null for a network failure or a body without either.
 */
export function serverMessage(error: unknown): string | null {
  if (!isHTTPError(error)) return null;
  const data = (error as { data?: unknown }).data;
  if (typeof data !== 'object' || data === null) return null;
  const { message, error: title } = data as { message?: unknown; error?: unknown };
  if (typeof message === 'string' && message.trim() !== '') return message;
  if (typeof title === 'string' && title.trim() !== '') return title;
  return null;
}
