/** `@kompass/shared/upload`: bundled by the forms that upload, outside the shell's first load. */
import type { ApiClient, UploadResponse } from '@kompass/shared';

/** Thrown before anything is sent when the chosen file is no image (docs/product.md#validation). */
export class NotAnImageError extends Error {
  override name = 'NotAnImageError';
}

/**
 * POST /files/upload (multipart, field `file`) → the object name. Only images are sent; the
 * server checks the bytes again. Every caller tells a failed upload in its own words, so a
 * refusal (400, 413, 415, 422) or a server failure raises no generic alert. Large pictures on a
 * slow phone connection take a while: the timeout is generous.
 */
export async function uploadImage(api: ApiClient, file: File): Promise<string> {
  if (!file.type.startsWith('image/')) throw new NotAnImageError(file.type);
  const body = new FormData();
  body.append('file', file);
  const { objectName } = await api
    .post('files/upload', {
      body,
      timeout: 120_000,
      context: { silentStatuses: [400, 413, 415, 422, 500] },
    })
    .json<UploadResponse>();
  return objectName;
}
