import { getAllPages, queryKeys, type ApiClient } from '@kompass/shared';
import { serverErrorShownInPlace } from '../../../api/shown-in-place';

/** The three lists of `/hints/{kind}`: application tips, learning tips and quotes. */
export type HintKind = 'applications' | 'learning' | 'quotes';

/** GET /hints/{kind}, every page, in the order the admins gave them. */
export function getHints<T>(api: ApiClient, kind: HintKind, signal?: AbortSignal): Promise<T[]> {
  return getAllPages<T>(api, `hints/${kind}`, { signal, context: serverErrorShownInPlace });
}

/** One cache entry per list, shared with mf-admin, so an admin change refreshes it by kind. */
export const hintsQueryKey = queryKeys.hints;
