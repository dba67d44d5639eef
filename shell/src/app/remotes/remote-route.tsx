import { loadRemote } from '@module-federation/enhanced/runtime';
import { LoadingState, type ExposedPage, type PageModule, type RemoteName } from '@kompass/shared';
import { Suspense, use, useCallback, useState, type ComponentType } from 'react';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { resetRemote } from './remote-registry';
import { RemoteRetryContext } from './remote-unavailable';

/** A promise that says how it settled the way React's `use` reads it. */
type TrackedPromise<T> = Promise<T> & {
  status?: 'fulfilled' | 'rejected';
  value?: T;
  reason?: unknown;
};

/**
 * One attempt at a page: its module is loaded once, by whoever asks first (the route when it
 * renders, or the shell's boot before its first render). Once loaded, the promise says so, and
 * `use` returns the module at once: a page loaded before it renders shows no loading state.
 */
function pageLoader(remote: RemoteName, expose: string): () => Promise<PageModule> {
  let loading: TrackedPromise<PageModule> | undefined;
  return () => {
    if (!loading) {
      const promise: TrackedPromise<PageModule> = (async () => {
        const module = await loadRemote<PageModule>(`${remote}/${expose.replace(/^\.\//, '')}`);
        if (!module) throw new Error(`${remote} did not provide ${expose}`);
        return module;
      })();
      promise.then(
        (value) => {
          promise.status = 'fulfilled';
          promise.value = value;
        },
        (reason: unknown) => {
          promise.status = 'rejected';
          promise.reason = reason;
        },
      );
      loading = promise;
    }
    return loading;
  };
}

function RemotePage({ load }: { load: () => Promise<PageModule> }) {
  const { default: Page } = use(load());
  return <Page />;
}

/** A route element for one exposed page, plus a way to start loading its code before it renders. */
export type RemoteRoute = ComponentType & {
  /** Starts loading the page's module (once per attempt) and resolves with it when it is there. */
  preload: () => Promise<PageModule>;
};

/**
 * A route element for one exposed page. Its loader is created here, at module scope, and again
 * only when the user asks to retry — never during render.
 */
export function createRemoteRoute<R extends RemoteName>(
  remote: R,
  expose: ExposedPage<R>,
): RemoteRoute {
  let load = pageLoader(remote, expose);

  function RemoteRoute() {
    const [attempt, setAttempt] = useState(0);
    const retry = useCallback(() => {
      resetRemote(remote);
      load = pageLoader(remote, expose);
      setAttempt((count) => count + 1);
    }, []);
    return (
      <RemoteRetryContext.Provider value={retry}>
        <RemoteErrorBoundary key={attempt}>
          <Suspense fallback={<LoadingState />}>
            <RemotePage load={load} />
          </Suspense>
        </RemoteErrorBoundary>
      </RemoteRetryContext.Provider>
    );
  }
  return Object.assign(RemoteRoute, { preload: () => load() });
}
