import type { ApiClient } from '@kompass/shared';
import type { NewHint } from './create-hint';
import type { HintKind, HintOf } from './get-hints';

/** PUT /hints/{kind}/{id} → 200 with the changed hint; it keeps its id and place (admins only). */
export function updateHint<K extends HintKind>(
  api: ApiClient,
  kind: K,
  id: string,
  hint: NewHint<K>,
) {
  return api
    .put(`hints/${kind}/${encodeURIComponent(id)}`, {
      json: hint,
      context: { silentStatuses: [400] },
    })
    .json<HintOf[K]>();
}
