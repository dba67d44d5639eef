import { afterEach, describe, expect, it, vi } from 'vitest';
import remoteRetryPlugin from './retry-plugin';

const manifestUrl = 'https://remotes.example/mf-chat/mf-manifest.json';

function fetchHook(retries: number) {
  const plugin = remoteRetryPlugin({ retries, delayMs: 0 });
  return (url: string) => plugin.fetch!(url, {}) as Promise<Response>;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the remote retry plugin', () => {
  it('tries a manifest again after a refused connection and a server error', async () => {
    const network = vi
      .fn<typeof fetch>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(new Response('', { status: 502 }))
      .mockResolvedValueOnce(Response.json({ name: 'mf-chat' }));
    vi.stubGlobal('fetch', network);

    const response = await fetchHook(2)(manifestUrl);

    expect(await response.json()).toEqual({ name: 'mf-chat' });
    expect(network.mock.calls.map(([url]) => url)).toEqual([
      manifestUrl,
      `${manifestUrl}?retry=1`,
      `${manifestUrl}?retry=2`,
    ]);
  });

  it('gives up after its tries, so the fallback page can take over', async () => {
    const network = vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', network);

    await expect(fetchHook(2)(manifestUrl)).rejects.toThrow('Failed to fetch');
    expect(network).toHaveBeenCalledTimes(3);
  });

  it('hands back the last answer when the server keeps failing', async () => {
    const network = vi.fn<typeof fetch>(async () => new Response('', { status: 503 }));
    vi.stubGlobal('fetch', network);

    expect((await fetchHook(1)(manifestUrl)).status).toBe(503);
    expect(network).toHaveBeenCalledTimes(2);
  });
});
