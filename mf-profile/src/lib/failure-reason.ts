import { errorTexts, isHTTPError, serverMessage } from '@kompass/shared';

/** Why a save failed, in the server's words when it gave any. */
export function failureReason(error: unknown): string {
  return isHTTPError(error) ? (serverMessage(error) ?? '') : errorTexts.networkMessage;
}
