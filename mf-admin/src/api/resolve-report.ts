import type { ApiClient } from '@kompass/shared';

/** POST /reports/{id}/resolve: the report leaves the queue. */
export async function resolveReport(api: ApiClient, id: string): Promise<void> {
  await api.post(`reports/${encodeURIComponent(id)}/resolve`, {
    context: { silentStatuses: [400] },
  });
}
