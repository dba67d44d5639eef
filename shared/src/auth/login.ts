/**
 * `@kompass/shared/login`: bundled by the shell's login page (loaded with it), not part of the
 * shell's first load.
 */
import { isHTTPError } from '@kompass/shared';
import type { ApiClient } from '../api/client';
import type { LoginRequest, LoginResponse } from '../api/types';

/** Thrown when the server refuses the credentials; `message` is the server's text. */
export class LoginFailedError extends Error {
  override name = 'LoginFailedError';
}

/**
 * POST /auth/login. Wrong credentials are this page's business ('Fehler beim Einloggen' with the
 * server's text), so the generic 401 alert is skipped. A response without a token is a failure too.
 */
export async function login(api: ApiClient, credentials: LoginRequest): Promise<{ token: string }> {
  let response: LoginResponse;
  try {
    response = await api
      .post('auth/login', { json: credentials, context: { silentStatuses: [401] } })
      .json<LoginResponse>();
  } catch (error) {
    if (isHTTPError(error) && error.response.status === 401) {
      throw new LoginFailedError(errorText(error.data));
    }
    throw error;
  }
  if (!response.token || response.error) throw new LoginFailedError(response.error ?? '');
  return { token: response.token };
}

function errorText(data: unknown): string {
  if (typeof data === 'object' && data !== null && 'error' in data) {
    return String((data as { error: unknown }).error);
  }
  return typeof data === 'string' ? data : '';
}
