import type { ApiClient, ApplicationTip, LearningTip, Paged, Quote } from '@kompass/shared';

/** The three lists of `/hints/{kind}`. */
export type HintKind = 'applications' | 'learning' | 'quotes';

export interface HintOf {
  applications: ApplicationTip;
  learning: LearningTip;
  quotes: Quote;
}

const PAGE_SIZE = 100;
/** A guard against a server whose `total` never adds up. */
const MAX_PAGES = 50;

/** GET /hints/{kind}, every page, in display order. */
export async function getHints<K extends HintKind>(
  api: ApiClient,
  kind: K,
  signal?: AbortSignal,
): Promise<HintOf[K][]> {
  const items: HintOf[K][] = [];
  for (let page = 0; page < MAX_PAGES; page++) {
    const { content, total } = await api
      .get(`hints/${kind}`, { searchParams: { page, size: PAGE_SIZE }, signal })
      .json<Paged<HintOf[K]>>();
    items.push(...content);
    if (content.length === 0 || items.length >= total) break;
  }
  return items;
}

/** Shared with mf-discover's key, so home shows an admin's change at once in one tab. */
export const hintsQueryKey = (kind: HintKind) => ['hints', kind] as const;
