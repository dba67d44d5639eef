import { errorTexts, isHTTPError } from '@kompass/shared';

/** The German sentence to show for a failed call: the server's message, else a generic one. */
export function failureMessage(error: unknown): string {
  if (isHTTPError(error)) {
    const data = (error as { data?: unknown }).data;
    if (typeof data === 'object' && data !== null) {
      const { message, error: title } = data as { message?: unknown; error?: unknown };
      if (typeof message === 'string' && message !== '') return message;
      if (typeof title === 'string' && title !== '') return title;
    }
    if (error.response.status >= 500) return errorTexts.serverErrorMessage;
  }
  return errorTexts.networkMessage;
}

/** The HTTP status of a failed call, or null for a network failure. */
export function failureStatus(error: unknown): number | null {
  return isHTTPError(error) ? error.response.status : null;
}
