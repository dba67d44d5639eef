import type { ApiClient, Paged } from '@kompass/shared';
import { serverErrorShownInPlace } from '../../../api/shown-in-place';

/** The three lists of `/hints/{kind}`: application tips, learning tips and quotes. */
export type HintKind = 'applications' | 'learning' | 'quotes';

/** The API's largest page: the home page shows every tip, usually after one request. */
const PAGE_SIZE = 100;
/** A guard against a server whose `total` never adds up. */
const MAX_PAGES = 10;

/** GET /hints/{kind}, every page, in the order the admins gave them. */
export async function getHints<T>(
  api: ApiClient,
  kind: HintKind,
  signal?: AbortSignal,
): Promise<T[]> {
  const items: T[] = [];
  for (let page = 0; page < MAX_PAGES; page++) {
    const { content, total } = await api
      .get(`hints/${kind}`, {
        searchParams: { page, size: PAGE_SIZE },
        signal,
        context: serverErrorShownInPlace,
      })
      .json<Paged<T>>();
    items.push(...content);
    if (content.length === 0 || items.length >= total) break;
  }
  return items;
}

/** `['hints', kind]`: one cache entry per list, so an admin change can invalidate it by kind. */
export const hintsQueryKey = (kind: HintKind) => ['hints', kind] as const;
