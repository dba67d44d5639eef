import type { ApiClient } from '@kompass/shared';

/** DELETE /onboarding/{id} → 204 (admins only). */
export async function deleteOnboardingQuestion(api: ApiClient, id: string): Promise<void> {
  await api.delete(`onboarding/${encodeURIComponent(id)}`, { context: { silentStatuses: [400] } });
}
