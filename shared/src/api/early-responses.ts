/**
 * Answers the page the server sends has already asked for (api/src/plugins/app/shell-page.ts):
 * the first reads of the opened page (contracts/src/first-reads.ts), started with the stored token
 * while the code downloads. The API client takes each answer once, in place of its own request,
 * so a page on a slow link shows its content a round trip sooner.
 */
export interface EarlyResponses {
  /** The token they were asked with: a different session never sees them. */
  token: string;
  /** When they were asked (Date.now()): after `maxAgeMs` the client asks afresh. */
  at: number;
  /** By absolute URL; null when the request failed (the client then asks itself). */
  responses: Record<string, Promise<Response | null>>;
}

declare global {
  // Set by the page's inline script on `window`, which is the global object.
  var __kompassEarlyResponses: EarlyResponses | undefined;
}

/** Older answers are not used: what the page shows must not be older than its opening. */
export const maxAgeMs = 10_000;

/** The URL with its query in a fixed order, so both sides name a read the same way. */
function canonical(url: string): string {
  const parsed = new URL(url);
  parsed.searchParams.sort();
  return parsed.href;
}

/**
 * The early answer to a GET of `url` with `authorization`, once: taken out as it is handed over.
 * Undefined when there is none, it was asked with another token, or it is too old.
 */
export function takeEarlyResponse(
  url: string,
  authorization: string | null,
): Promise<Response | null> | undefined {
  const early = globalThis.__kompassEarlyResponses;
  if (!early) return undefined;
  const otherSession = authorization !== null && authorization !== early.token;
  if (otherSession || Date.now() - early.at > maxAgeMs) {
    // Another session, or too old to show: what was not taken is dropped, not kept in memory.
    delete globalThis.__kompassEarlyResponses;
    return undefined;
  }
  // A request without a token (none is stored yet) is no reader of them.
  if (authorization === null) return undefined;
  const wanted = canonical(url);
  const key = Object.keys(early.responses).find((candidate) => canonical(candidate) === wanted);
  if (key === undefined) return undefined;
  const response = early.responses[key];
  delete early.responses[key];
  return response;
}
