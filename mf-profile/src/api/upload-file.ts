import { useApi, type ApiClient, type UploadResponse, useMutation } from '@kompass/shared';

/** Thrown before anything is sent when the chosen file is no image (docs/product.md#validation). */
export class NotAnImageError extends Error {
  override name = 'NotAnImageError';
}

/**
 * POST /files/upload (multipart, field `file`) → `{ objectName }`. Only images are sent; the
 * server checks the bytes again. 413/415 are this form's business (it says the upload failed),
 * so they raise no generic alert.
 */
export async function uploadFile(api: ApiClient, file: File): Promise<string> {
  if (!file.type.startsWith('image/')) throw new NotAnImageError(file.type);
  const body = new FormData();
  body.append('file', file);
  const { objectName } = await api
    .post('files/upload', {
      body,
      timeout: 120_000,
      context: { silentStatuses: [400, 413, 415, 422] },
    })
    .json<UploadResponse>();
  return objectName;
}

export function useUploadFile() {
  const api = useApi();
  return useMutation({ mutationFn: (file: File) => uploadFile(api, file) });
}
