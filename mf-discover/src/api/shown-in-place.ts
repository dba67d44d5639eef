import type { RequestContext } from '@kompass/shared';

/**
 * Failures a page shows where the data would be (an error with "Erneut versuchen", a notice):
 * the global alert stays silent for them, so the user is not told twice. A lost connection,
 * a rate limit or an expired session are still told by the alert: they are not the page's.
 */
export const serverErrorShownInPlace = { silentStatuses: [500] } satisfies RequestContext;

/**
 * The detail calls: the company page says "not found" itself, the popup shows a notice, a list
 * leaves the item out. An invalid id in a link (400) is a link to nothing, like an unknown
 * one (404).
 */
export const lookupShownInPlace = { silentStatuses: [400, 404, 500] } satisfies RequestContext;

/**
 * A filtered list (a place, a kind of work): a filter the server refuses (400, e.g. an unknown
 * place) is told beside that filter, in the server's words.
 */
export const filterErrorShownInPlace = { silentStatuses: [400, 500] } satisfies RequestContext;
