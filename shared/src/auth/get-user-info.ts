import type { ApiClient } from '../api/client';
import type { User } from '../api/types';

/**
 * GET /auth/info: the user a token belongs to. The token is passed in, because at sign-in it is
 * not stored yet; `silentStatuses` are refusals the caller handles itself (no alert).
 */
export function getUserInfo(
  api: ApiClient,
  token: string,
  { silentStatuses }: { silentStatuses?: readonly number[] } = {},
): Promise<User> {
  return api
    .get('auth/info', { headers: { Authorization: token }, context: { silentStatuses } })
    .json<User>();
}
