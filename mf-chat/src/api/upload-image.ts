import type { ApiClient, UploadResponse } from '@kompass/shared';

/** POST /files/upload, multipart field `file` → `{ objectName }`. */
export function uploadImage(api: ApiClient, file: File) {
  const body = new FormData();
  body.append('file', file);
  return api
    .post('files/upload', { body, context: { silentStatuses: [400, 413, 415, 500] } })
    .json<UploadResponse>();
}
