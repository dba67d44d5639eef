import { errorTexts, isHTTPError, serverMessage } from '@kompass/shared';

/** The German sentence to show for a failed call: the server's message, else a generic one. */
export function failureMessage(error: unknown): string {
  const fromServer = serverMessage(error);
  if (fromServer) return fromServer;
  if (isHTTPError(error) && error.response.status >= 500) return errorTexts.serverErrorMessage;
  return errorTexts.networkMessage;
}

/** The HTTP status of a failed call, or null for a network failure. */
export function failureStatus(error: unknown): number | null {
  return isHTTPError(error) ? error.response.status : null;
}
