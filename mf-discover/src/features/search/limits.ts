import { topCardsRead } from '@kompass/shared/reads';

/**
 * Top content tiles 6; top company logos 8; popular jobs 3 (docs/product.md#constants): the
 * lengths the search page's ranked lists are asked in, the read the server starts as the page's
 * first read.
 */
export const MOST_SEARCHED_LIMIT = Number(topCardsRead.query?.all);
export const TOP_COMPANIES_LIMIT = Number(topCardsRead.query?.company);
export const POPULAR_JOBS_LIMIT = Number(topCardsRead.query?.job);

/** Results as you type, without a request per key. */
export const SEARCH_DEBOUNCE_MS = 300;
