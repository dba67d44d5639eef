import type { Options } from 'ky';
import type { ApiClient } from './client';
import type { Paged } from './types';

/** The API's largest page: a collection rarely needs a second request. */
const LARGEST_PAGE = 100;
/** A guard against a server whose `total` never adds up. */
const MAX_PAGES = 50;

/**
 * Every item of a paged list (`GET path?page=&size=` answering `{ content, total }`, pages
 * count from 0), in the server's order, asked for a page at a time until `total` is reached.
 */
export async function getAllPages<T>(
  api: ApiClient,
  path: string,
  {
    signal,
    context,
    size = LARGEST_PAGE,
  }: { signal?: AbortSignal; context?: Options['context']; size?: number } = {},
): Promise<T[]> {
  const items: T[] = [];
  for (let page = 0; page < MAX_PAGES; page++) {
    const { content, total } = await api
      .get(path, { searchParams: { page, size }, signal, context })
      .json<Paged<T>>();
    items.push(...content);
    if (content.length === 0 || items.length >= total) break;
  }
  return items;
}
