import { objectUrl, useApi, useAppConfig, type ApiClient, useMutation } from '@kompass/shared';
import { useBumpAvatarVersion } from '../hooks/use-avatar-version';

/** POST /avatars?url= → `{ status: 'ok' }`: an uploaded image of the user becomes their avatar. */
export async function setAvatar(api: ApiClient, url: string): Promise<void> {
  await api.post('avatars', { searchParams: { url } });
}

/** After the change the avatar URL changes too, so the new image shows at once. */
export function useSetAvatar(userId: string) {
  const api = useApi();
  const config = useAppConfig();
  const bump = useBumpAvatarVersion();
  return useMutation({
    mutationFn: (objectName: string) => setAvatar(api, objectUrl(config, objectName)),
    onSuccess: () => bump(userId),
  });
}
