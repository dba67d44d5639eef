import ky, { isHTTPError, isNetworkError, isTimeoutError, type KyInstance } from 'ky';
import { isQueuedWrite, noteOfflineAnswer } from '../offline/offline-data';
import { errorTexts, offlineTexts } from '../texts';
import {
  BackOffGates,
  backOffStatuses,
  gateKey,
  markRepeatableAt,
  type ClosedGate,
} from './back-off';
import { describeHttpError, type AlertContent } from './describe-error';
import { takeEarlyResponse } from './early-responses';
import { idempotencyKeyHeader } from './idempotency';

/**
 * Per-request options, passed as ky's `context`:
 * `silentStatuses` lists statuses the caller handles itself (login shows its own 401 text).
 */
// A type, not an interface: it is passed where ky expects a `Record<string, unknown>`.
export type RequestContext = {
  silentStatuses?: readonly number[];
  /**
   * No alert at all, network failures included: the caller shows every failure itself (a chat
   * poll every 2.4 s says once, inline, that it cannot reach the server).
   */
  silent?: boolean;
};

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
  /** Milliseconds before retry n (1, 2, …) when the server sent no Retry-After. */
  retryDelay?: (attempt: number) => number;
}

/** Statuses that mean "the service is briefly unavailable", not "the request was wrong". */
const transientStatuses = [502, 503, 504];

/**
 * Whether a failed try may be repeated. Reads may always; a write only when it carries an
 * Idempotency-Key, so the server carries it out once however often it arrives.
 */
function mayRepeat(error: Error): boolean | undefined {
  const request = (error as { request?: Request }).request;
  if (request?.method === 'POST' && !request.headers.has(idempotencyKeyHeader)) return false;
  return undefined;
}

export type ApiClient = KyInstance;

/** The answer a request held back by a closed gate gets at once, without asking the server. */
function heldBack(gate: ClosedGate, now: number): Response {
  return new Response(gate.body, {
    status: gate.status,
    headers: {
      'Content-Type': gate.contentType,
      'Retry-After': String(Math.max(1, Math.ceil((gate.until - now) / 1000))),
    },
  });
}

function bodyText(data: unknown): { body: string; contentType: string } {
  if (typeof data === 'string') return { body: data, contentType: 'text/plain; charset=utf-8' };
  return { body: JSON.stringify(data ?? {}), contentType: 'application/json' };
}

/**
 * The one HTTP client: raw token header, JSON, and the error alerts of
 * docs/product.md#errors-and-messages on failure.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const gates = new BackOffGates();
  /** Answers given by a closed gate: the user has been told once already. */
  const heldBackResponses = new WeakSet<Response>();

  /**
   * A 429 or 503 closes its gate until Retry-After has passed; requests that meet the closed
   * gate fail at once with the same answer (docs/decisions/client-request-policy.md). Returns
   * whether the user is still to be told: only for the first refusal of a burst.
   */
  function backOff(error: Error): boolean {
    if (!isHTTPError(error)) return true;
    const { response, request } = error;
    if (heldBackResponses.has(response)) {
      const gate = gates.closedFor(request);
      if (gate) markRepeatableAt(error, gate.until);
      return false;
    }
    if (!(backOffStatuses as readonly number[]).includes(response.status)) return true;
    const { first, until } = gates.close(
      gateKey(request, response.status),
      { status: response.status, ...bodyText(error.data) },
      response.headers.get('Retry-After'),
    );
    markRepeatableAt(error, until);
    return first;
  }

  return ky.create({
    prefix: options.baseUrl,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    // A network hiccup or a restarting server (503) is retried with growing pauses (honouring
    // Retry-After) before the user is told once. Writes are repeated only with an
    // Idempotency-Key; a timeout or a 500 is not retried (the request may have been carried out,
    // or would fail again).
    retry: {
      limit: 3,
      methods: ['get', 'head', 'post'],
      statusCodes: transientStatuses,
      afterStatusCodes: [503],
      maxRetryAfter: 10_000,
      backoffLimit: 8_000,
      jitter: true,
      shouldRetry: ({ error }) => mayRepeat(error),
      ...(options.retryDelay ? { delay: options.retryDelay } : {}),
    },
    timeout: 30_000,
    hooks: {
      beforeRequest: [
        ({ request }) => {
          const token = options.getToken();
          // The token goes raw, without a 'Bearer' scheme (docs/product.md#api). A caller that
          // passes its own header (the login flow, before the session is stored) keeps it.
          if (token && !request.headers.has('Authorization')) {
            request.headers.set('Authorization', token);
          }
        },
        // A read the page the server sent has already made is answered from there.
        async ({ request }) => {
          if (request.method !== 'GET') return undefined;
          const early = takeEarlyResponse(request.url, request.headers.get('Authorization'));
          return (await early) ?? undefined;
        },
        // While the server has asked this client to wait, the request is not sent at all.
        ({ request }) => {
          const gate = gates.closedFor(request);
          if (!gate) return undefined;
          const response = heldBack(gate, Date.now());
          heldBackResponses.add(response);
          return response;
        },
      ],
      // An answer the service worker kept from before (offline): its age is shown.
      // A write the service worker keeps until the network is back: the user is told so.
      afterResponse: [
        ({ response, options: requestOptions }) => {
          noteOfflineAnswer(response);
          // A silent request (a chat message) shows that it waits where it was made.
          if (isQueuedWrite(response) && !(requestOptions.context as RequestContext).silent) {
            options.onError({ title: offlineTexts.queuedTitle, message: offlineTexts.queued });
          }
        },
      ],
      beforeError: [
        ({ error, options: requestOptions, request }) => {
          const context = requestOptions.context as RequestContext;
          const tell = backOff(error);
          if (!tell) return error;
          if (context.silent) {
            // Still end a session the server no longer accepts.
            if (isHTTPError(error) && error.response.status === 401) options.onUnauthorized?.();
            return error;
          }
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
