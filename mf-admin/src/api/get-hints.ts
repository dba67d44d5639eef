import {
  getAllPages,
  queryKeys,
  type ApiClient,
  type ApplicationTip,
  type LearningTip,
  type Quote,
} from '@kompass/shared';

/** The three lists of `/hints/{kind}`. */
export type HintKind = 'applications' | 'learning' | 'quotes';

export interface HintOf {
  applications: ApplicationTip;
  learning: LearningTip;
  quotes: Quote;
}

/** GET /hints/{kind}, every page, in display order. */
export function getHints<K extends HintKind>(
  api: ApiClient,
  kind: K,
  signal?: AbortSignal,
): Promise<HintOf[K][]> {
  return getAllPages<HintOf[K]>(api, `hints/${kind}`, { signal });
}

/** Shared with mf-discover, so home shows an admin's change at once in one tab. */
export const hintsQueryKey = queryKeys.hints;
