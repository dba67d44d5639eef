import ky, { isHTTPError, isNetworkError, isTimeoutError, type KyInstance } from 'ky';
import { errorTexts } from '../texts';
import { describeHttpError, type AlertContent } from './describe-error';

/**
 * Per-request options, passed as ky's `context`:
 * `silentStatuses` lists statuses the caller handles itself (login shows its own 401 text).
 */
export interface RequestContext {
  silentStatuses?: readonly number[];
}

export interface ApiClientOptions {
  /** Base URL of the API, e.g. '/api' or 'https://api.example.org'. */
  baseUrl: string;
  /** Read at every request, so a login takes effect without rebuilding the client. */
  getToken: () => string | null;
  /** Shows a catalogue message to the user. */
  onError: (alert: AlertContent) => void;
  /** Called on 401 for a request that carried a token: the session is over. */
  onUnauthorized?: () => void;
  fetch?: typeof fetch;
}

export type ApiClient = KyInstance;

/** The one HTTP client: raw token header, JSON, and the spec's error catalogue on failure. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  return ky.create({
    prefix: options.baseUrl,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    // Writes must never be sent twice behind the user's back; reads are cheap to redo by hand.
    retry: 0,
    timeout: 30_000,
    hooks: {
      beforeRequest: [
        ({ request }) => {
          const token = options.getToken();
          // The spec sends the token raw, without a 'Bearer' scheme. A caller that passes its own
          // header (the login flow, before the session is stored) keeps it.
          if (token && !request.headers.has('Authorization')) {
            request.headers.set('Authorization', token);
          }
        },
      ],
      beforeError: [
        ({ error, options: requestOptions, request }) => {
          const context = requestOptions.context as RequestContext;
          if (isHTTPError(error)) {
            const status = error.response.status;
            if (context.silentStatuses?.includes(status)) return error;
            const alert = describeHttpError(status, error.data);
            if (alert) options.onError(alert);
            if (status === 401 && request.headers.has('Authorization')) {
              options.onUnauthorized?.();
            }
          } else if (isNetworkError(error) || isTimeoutError(error)) {
            options.onError({ title: errorTexts.networkTitle, message: errorTexts.networkMessage });
          }
          return error;
        },
      ],
    },
  });
}
