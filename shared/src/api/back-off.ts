/**
 * The client's back-off after "too many requests" (429) or "briefly unavailable" (503): the
 * request waits until the server's Retry-After has passed, with jitter so that a class of phones
 * does not come back in the same second. While it waits, the client fails at once with the same
 * status instead of asking (docs/decisions/client-request-policy.md).
 */

/** Statuses that close the gate. */
export const backOffStatuses = [429, 503] as const;

/** When the server names no Retry-After. */
const defaultWaitMs = 5_000;
/** A phone left open must not wait longer than this for one answer. */
const longestWaitMs = 5 * 60_000;
/** Up to this share of the wait is added at random. */
const jitterShare = 0.2;

/** Seconds or an HTTP date (RFC 9110, 10.2.3), in milliseconds from now; undefined if neither. */
export function retryAfterMs(value: string | null, now = Date.now()): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/**
 * Which requests one refusal holds back. The general limit counts every request of a client
 * and a 503 means the whole service, so those close the gate for the whole API; a write refused
 * with 429 may have its own budget (login, register, upload, assistant) and holds back only
 * itself.
 */
export function gateKey(request: Request, status: number): string {
  const url = new URL(request.url);
  if (status === 503 || request.method === 'GET' || request.method === 'HEAD') return url.origin;
  return `${request.method} ${url.origin}${url.pathname}`;
}

export interface ClosedGate {
  until: number;
  status: number;
  /** The refusal's body, given again to the requests held back. */
  body: string;
  contentType: string;
}

export class BackOffGates {
  readonly #gates = new Map<string, ClosedGate>();
  readonly #now: () => number;
  readonly #random: () => number;

  constructor(now: () => number = Date.now, random: () => number = Math.random) {
    this.#now = now;
    this.#random = random;
  }

  /** The gate that holds `request` back now, if any. */
  closedFor(request: Request): ClosedGate | undefined {
    const url = new URL(request.url);
    const now = this.#now();
    for (const key of [url.origin, `${request.method} ${url.origin}${url.pathname}`]) {
      const gate = this.#gates.get(key);
      if (gate && gate.until > now) return gate;
      if (gate) this.#gates.delete(key);
    }
    return undefined;
  }

  /**
   * Closes the gate for a refusal until its Retry-After (with jitter) has passed. `first` is
   * true when the gate was open: the first refusal of a burst, which the user is told about.
   */
  close(
    key: string,
    refusal: Omit<ClosedGate, 'until'>,
    retryAfter: string | null,
  ): { first: boolean; until: number } {
    const now = this.#now();
    const wait = Math.min(retryAfterMs(retryAfter, now) ?? defaultWaitMs, longestWaitMs);
    const until = now + wait * (1 + jitterShare * this.#random());
    const gate = this.#gates.get(key);
    const first = !gate || gate.until <= now;
    if (first || until > gate.until) this.#gates.set(key, { ...refusal, until });
    return { first, until: Math.max(until, gate?.until ?? 0) };
  }
}

/** When each failed request may be repeated: errored queries are not refetched before. */
const repeatableAt = new WeakMap<object, number>();

export function markRepeatableAt(error: object, at: number): void {
  repeatableAt.set(error, at);
}

/** Whether `error` came from a refusal whose Retry-After has not yet passed. */
export function isBackingOff(error: unknown, now = Date.now()): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const at = repeatableAt.get(error);
  return at !== undefined && at > now;
}
