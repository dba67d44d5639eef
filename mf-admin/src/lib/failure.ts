import { isHTTPError, serverMessage, showAlert } from '@kompass/shared';

/**
 * The database's own words the admin SQL endpoint appends for the audit ('(Datenbank: new row
 * for relation …)'): English and technical, so an admin never reads them here.
 */
const DATABASE_TEXT = /\s*\(Datenbank:[\s\S]*\)\s*$/;

/** The server's German reason for a refused request (400), if it gave one. */
export function serverReason(error: unknown): string | null {
  if (!isHTTPError(error) || error.response.status !== 400) return null;
  const german = serverMessage(error)?.replace(DATABASE_TEXT, '').trim();
  return german || null;
}

/**
 * Tells the admin what failed (the sentence of docs/product.md#errors-and-messages) and why (the
 * server's reason on a 400; other statuses already had the catalogue alert). A text ending in ': '
 * takes the reason directly ('Das Unternehmen konnte nicht erstellt werden: ' plus the message).
 */
export function alertFailure(text: string, error: unknown): Promise<void> {
  const reason = serverReason(error);
  if (!reason) return showAlert({ message: text.replace(/:\s*$/, '.') });
  return showAlert({ message: text.endsWith(': ') ? text + reason : `${text} ${reason}` });
}
