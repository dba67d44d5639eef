import type { ApiClient } from '@kompass/shared';

/**
 * POST /profiles/create: creates the caller's profile (docs/product.md#api: idempotent, so a retry
 * after a lost answer is harmless). It takes no body; an empty JSON object is sent.
 */
export async function createProfile(api: ApiClient): Promise<void> {
  await api.post('profiles/create', { json: {} });
}
