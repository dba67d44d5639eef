import type { ApiClient, Setting } from '@kompass/shared';

/** GET /settings with a token that is not stored yet. */
export function getSettings(api: ApiClient, token: string): Promise<Setting[]> {
  return api.get('settings', { headers: { Authorization: token } }).json<Setting[]>();
}
