/** Top content tiles 6; top company logos 8; popular jobs 3 (docs/product.md#constants). */
export const MOST_SEARCHED_LIMIT = 6;
export const TOP_COMPANIES_LIMIT = 8;
export const POPULAR_JOBS_LIMIT = 3;

/** Results as you type, without a request per key. */
export const SEARCH_DEBOUNCE_MS = 300;
