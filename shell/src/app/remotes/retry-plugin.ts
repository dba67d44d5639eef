import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export interface RetryOptions {
  /** Further tries after the first failure. */
  retries: number;
  /** Pause before each further try. */
  delayMs: number;
}

/** A couple of quick tries ride out a deployment or a dropped connection; then the fallback. */
export const defaultRetryOptions: RetryOptions = { retries: 2, delayMs: 300 };

type LoadEntryErrorHook = NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A fresh query per try, so no cache hands back the failed answer. */
function withRetryQuery(url: string, attempt: number): string {
  return `${url}${url.includes('?') ? '&' : '?'}retry=${attempt}`;
}

/**
 * Retries a remote's entry script (`loadEntryError` hook) before `remote-fallback` gives up on
 * the remote (the runtime loads the entry directly; there is no manifest to fetch). A page's own chunks are not retried here: their
 * failure shows the fallback, whose 'Erneut versuchen' starts the remote afresh.
 */
export default function remoteRetryPlugin(
  options: RetryOptions = defaultRetryOptions,
): ModuleFederationRuntimePlugin {
  const { retries, delayMs } = options;
  return {
    name: 'remote-retry',

    loadEntryError({ getRemoteEntry, origin, remoteInfo, globalLoading, uniqueKey }) {
      const retry = async () => {
        for (let attempt = 1; attempt <= retries; attempt += 1) {
          await pause(delayMs);
          // The failed load is still registered under this key; a try must start a new one.
          delete globalLoading[uniqueKey];
          try {
            const entry = await getRemoteEntry({
              origin,
              remoteInfo,
              getEntryUrl: (url) => withRetryQuery(url, attempt),
            });
            if (entry) return entry;
          } catch {
            // The next try, or the original error once none is left.
          }
        }
        return undefined;
      };
      // The hook's declared type nests one Promise more than the runtime awaits.
      return retry() as unknown as ReturnType<LoadEntryErrorHook>;
    },
  };
}
