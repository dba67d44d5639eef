import type { ApiClient } from '@kompass/shared';
import type { HintKind } from './get-hints';

/** DELETE /hints/{kind}/{id} → 204 (admins only). */
export async function deleteHint(api: ApiClient, kind: HintKind, id: string): Promise<void> {
  await api.delete(`hints/${kind}/${encodeURIComponent(id)}`, {
    context: { silentStatuses: [400] },
  });
}
