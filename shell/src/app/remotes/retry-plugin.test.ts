import { describe, expect, it, vi } from 'vitest';
import remoteRetryPlugin from './retry-plugin';

const entryUrl = 'https://remotes.example/mf-chat/remoteEntry.js';

type LoadEntryError = NonNullable<ReturnType<typeof remoteRetryPlugin>['loadEntryError']>;
type HookArgs = Parameters<LoadEntryError>[0];

/** Calls the hook as the runtime does after the first load of the entry failed. */
async function retryEntry(retries: number, loadsThatFail: number) {
  const plugin = remoteRetryPlugin({ retries, delayMs: 0 });
  const asked: string[] = [];
  const globalLoading: Record<string, unknown> = { 'mf-chat': Promise.reject(new Error('x')) };
  void (globalLoading['mf-chat'] as Promise<unknown>).catch(() => undefined);
  const getRemoteEntry = vi.fn(
    async ({ getEntryUrl }: { getEntryUrl?: (url: string) => string }) => {
      asked.push(getEntryUrl ? getEntryUrl(entryUrl) : entryUrl);
      if (asked.length <= loadsThatFail) throw new Error('ScriptExternalLoadError');
      return { get: () => undefined, init: () => undefined };
    },
  );
  const args = {
    getRemoteEntry,
    origin: {},
    remoteInfo: { name: 'mf-chat', entry: entryUrl },
    globalLoading,
    uniqueKey: 'mf-chat',
  } as unknown as HookArgs;
  const entry = (await (plugin.loadEntryError!(args) as unknown as Promise<unknown>)) ?? null;
  return { entry, asked, globalLoading };
}

describe('the remote retry plugin', () => {
  it('loads a failed entry again under a fresh URL, and stops once one try succeeds', async () => {
    const { entry, asked, globalLoading } = await retryEntry(2, 1);

    expect(entry).not.toBeNull();
    expect(asked).toEqual([`${entryUrl}?retry=1`, `${entryUrl}?retry=2`]);
    // The failed load no longer stands in for the remote.
    expect(globalLoading['mf-chat']).toBeUndefined();
  });

  it('gives up after its tries, so the fallback page can take over', async () => {
    const { entry, asked } = await retryEntry(2, 5);

    expect(entry).toBeNull();
    expect(asked).toEqual([`${entryUrl}?retry=1`, `${entryUrl}?retry=2`]);
  });
});
