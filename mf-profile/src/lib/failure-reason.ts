import { errorTexts, isHTTPError } from '@kompass/shared';

/** Why a save failed, in the server's words when it gave any. */
export function failureReason(error: unknown): string {
  if (isHTTPError(error)) {
    const data = error.data as { message?: unknown; error?: unknown } | undefined;
    const text = data?.message ?? data?.error;
    return typeof text === 'string' ? text : '';
  }
  return errorTexts.networkMessage;
}
