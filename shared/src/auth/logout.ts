import type { ApiClient } from '../api/client';
import { endSession } from './session';

/**
 * POST /auth/logout, then the session ends here too (token, user id and the query cache).
 * The server revokes the token; when it cannot be reached the session still ends in this
 * browser, so a sign-out never leaves the user stuck.
 */
export async function logout(api: ApiClient): Promise<void> {
  try {
    await api.post('auth/logout', { retry: 0, context: { silentStatuses: [401] } });
  } catch {
    // Already alerted by the API client where it concerns the user; signing out goes on.
  } finally {
    // Loaded when needed: the push code is no part of the first load.
    void import('../push/push-subscription').then(({ forgetPushSubscription }) =>
      forgetPushSubscription(),
    );
    endSession();
  }
}
