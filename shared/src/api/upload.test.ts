import { describe, expect, it, vi } from 'vitest';
import { createFakeApi, json, type FakeRoute } from '../testing/fake-api';
import { createApiClient } from './client';
import { NotAnImageError, uploadImage } from './upload';

function setup(upload: FakeRoute) {
  const fake = createFakeApi({ 'POST /files/upload': upload });
  const onError = vi.fn();
  const api = createApiClient({
    baseUrl: 'http://localhost/api',
    getToken: () => 'token',
    onError,
    onUnauthorized: vi.fn(),
    fetch: fake.fetch,
    retryDelay: () => 0,
  });
  return { api, onError, requests: fake.requests };
}

const picture = new File(['png-bytes'], 'bild.png', { type: 'image/png' });

describe('uploadImage', () => {
  it('sends the picture as the multipart field "file" and answers its object name', async () => {
    const { api, requests } = setup(() => json({ objectName: 'abc.png' }, 201));

    await expect(uploadImage(api, picture)).resolves.toBe('abc.png');

    expect(requests).toHaveLength(1);
    expect(requests[0]!.headers.get('Content-Type')).toMatch(/^multipart\/form-data/);
    expect(requests[0]!.body).toContain('name="file"');
    expect(requests[0]!.body).toContain('Content-Type: image/png');
  });

  it('sends nothing for a file that is no image', async () => {
    const { api, requests } = setup(() => json({ objectName: 'x' }, 201));
    const text = new File(['hello'], 'notiz.txt', { type: 'text/plain' });

    await expect(uploadImage(api, text)).rejects.toBeInstanceOf(NotAnImageError);
    expect(requests).toHaveLength(0);
  });

  it.each([400, 413, 415, 422, 500])(
    'leaves a %i to the caller, which says the upload failed in its own words',
    async (status) => {
      const { api, onError } = setup(() => json({ message: 'Nein.' }, status));

      await expect(uploadImage(api, picture)).rejects.toThrow();
      expect(onError).not.toHaveBeenCalled();
    },
  );
});
