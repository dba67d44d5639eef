import { loadRemote } from '@module-federation/enhanced/runtime';
import { LoadingState, type ExposedPage, type PageModule, type RemoteName } from '@kompass/shared';
import { Suspense, use, useCallback, useState, type ComponentType } from 'react';
import { getFallbackPage } from './fallback-page';
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
function pageLoader(
  remote: RemoteName,
  expose: string,
  { afterFailure = false } = {},
): () => Promise<PageModule> {
  let loading: TrackedPromise<PageModule> | undefined;
  const id = `${remote}/${expose.replace(/^\.\//, '')}`;
  return () => {
    if (!loading) {
      const promise: TrackedPromise<PageModule> = (async () => {
        let module = await loadRemote<PageModule>(id);
        // After a failure the browser hands each of the page chunks' failed preloads (the
        // server's hints, sent while the remote was down) to one more load, one chunk at a
        // time, without asking the network; the loads after that ask it.
        for (let extra = 0; afterFailure && module === getFallbackPage() && extra < 3; extra++) {
          module = await loadRemote<PageModule>(id);
        }
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
      load = pageLoader(remote, expose, { afterFailure: true });
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
