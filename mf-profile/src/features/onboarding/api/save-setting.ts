import type { ApiClient, Setting } from '@kompass/shared';

/**
 * POST /settings `{ key, value }`; `value: null` stores a skipped question
 * (docs/product.md#onboarding).
 */
export type SaveSettingRequest = Setting;

export async function saveSetting(api: ApiClient, setting: SaveSettingRequest): Promise<void> {
  await api.post('settings', { json: setting });
}
