import { createStore } from 'jotai';

/**
 * The one jotai store of the page. It lives in `@kompass/shared`, which Module Federation
 * shares as a singleton, so the shell and every remote read and write the same atoms.
 */
export const appStore = createStore();
