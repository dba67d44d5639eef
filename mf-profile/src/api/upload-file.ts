import { uploadImage, useApi, useMutation } from '@kompass/shared';

/** Uploads a picture (`POST /files/upload`) → its object name, with the mutation's state. */
export function useUploadFile() {
  const api = useApi();
  return useMutation({ mutationFn: (file: File) => uploadImage(api, file) });
}
