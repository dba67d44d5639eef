import { mostSearchedRead, popularJobsRead, topCompaniesRead } from '@kompass/shared';

/**
 * Top content tiles 6; top company logos 8; popular jobs 3 (docs/product.md#constants): the
 * limits of the reads the server starts as the search page's first reads.
 */
export const MOST_SEARCHED_LIMIT = Number(mostSearchedRead.query?.limit);
export const TOP_COMPANIES_LIMIT = Number(topCompaniesRead.query?.limit);
export const POPULAR_JOBS_LIMIT = Number(popularJobsRead.query?.limit);

/** Results as you type, without a request per key. */
export const SEARCH_DEBOUNCE_MS = 300;
