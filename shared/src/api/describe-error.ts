import { errorTexts, rateLimitMessage } from '../texts';
import type { ApiErrorBody } from './types';

export interface AlertContent {
  title: string;
  message: string;
}

function bodyOf(data: unknown): Partial<ApiErrorBody> {
  if (typeof data === 'object' && data !== null) return data as Partial<ApiErrorBody>;
  if (typeof data === 'string' && data.trim() !== '') return { message: data };
  return {};
}

/**
 * What the user is told for a failed response (docs/product.md#errors-and-messages).
 * `null` means the failure is silent (the calling page decides what to show, e.g. 'not found').
 */
export function describeHttpError(status: number, data: unknown): AlertContent | null {
  const body = bodyOf(data);
  switch (status) {
    case 400:
      return {
        title: errorTexts.badRequestTitle,
        message: errorTexts.badRequestMessage + (body.message ?? body.error ?? ''),
      };
    case 401:
      return { title: errorTexts.unauthorizedTitle, message: errorTexts.unauthorizedMessage };
    case 429: {
      const { maxCalls, perSeconds } = body;
      return {
        title: errorTexts.tooManyRequestsTitle,
        message:
          typeof maxCalls === 'number' && typeof perSeconds === 'number'
            ? rateLimitMessage(maxCalls, perSeconds)
            : (body.message ?? ''),
      };
    }
    case 502:
    case 503:
    case 504:
      // A restart or failover, already retried: a hiccup, not a broken server.
      return { title: errorTexts.unavailableTitle, message: errorTexts.unavailableMessage };
    default:
      if (status >= 500) {
        return { title: errorTexts.serverErrorTitle, message: errorTexts.serverErrorMessage };
      }
      return null;
  }
}
