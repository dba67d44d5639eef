import type { ApiClient, RegisterRequest } from '@kompass/shared';

/** POST /auth/register. Validation problems come back as 400 and show the catalogue alert. */
export async function register(api: ApiClient, request: RegisterRequest): Promise<void> {
  await api.post('auth/register', { json: request });
}
