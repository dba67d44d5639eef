import { useApi, useMutation } from '@kompass/shared';
import { uploadImage } from '@kompass/shared/upload';

/** Uploads a picture (`POST /files/upload`) → its object name, with the mutation's state. */
export function useUploadFile() {
  const api = useApi();
  return useMutation({ mutationFn: (file: File) => uploadImage(api, file) });
}
