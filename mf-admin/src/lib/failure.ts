import { isHTTPError, serverMessage, showAlert } from '@kompass/shared';

/** The server's German reason for a refused request (400), if it gave one. */
export function serverReason(error: unknown): string | null {
  return isHTTPError(error) && error.response.status === 400 ? serverMessage(error) : null;
}

/**
 * Tells the admin what failed (the spec's sentence) and why (the server's reason on a 400;
 * other statuses already had the catalogue alert). A text ending in ': ' takes the reason
 * directly ('Das Unternehmen konnte nicht erstellt werden: ' plus the message).
 */
export function alertFailure(text: string, error: unknown): Promise<void> {
  const reason = serverReason(error);
  if (!reason) return showAlert({ message: text.replace(/:\s*$/, '.') });
  return showAlert({ message: text.endsWith(': ') ? text + reason : `${text} ${reason}` });
}
