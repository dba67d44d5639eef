import type { ApiClient, CreatedResponse } from '@kompass/shared';
import type { HintKind, HintOf } from './get-hints';

export type NewHint<K extends HintKind> = Omit<HintOf[K], 'id'>;

/** POST /hints/{kind} → 201 `{ id }` (admins only). */
export function createHint<K extends HintKind>(api: ApiClient, kind: K, hint: NewHint<K>) {
  return api
    .post(`hints/${kind}`, { json: hint, context: { silentStatuses: [400] } })
    .json<CreatedResponse>();
}
