import type { ApiClient, User } from '@kompass/shared';

/** GET /auth/info with a token that is not stored yet. */
export function getUserInfo(api: ApiClient, token: string): Promise<User> {
  return api.get('auth/info', { headers: { Authorization: token } }).json<User>();
}
