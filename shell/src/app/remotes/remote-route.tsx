import { loadRemote } from '@module-federation/enhanced/runtime';
import { LoadingState, type ExposedPage, type PageModule, type RemoteName } from '@kompass/shared';
import { lazy, Suspense, useCallback, useState, type ComponentType } from 'react';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { resetRemote } from './remote-registry';
import { RemoteRetryContext } from './remote-unavailable';

function lazyPage(remote: RemoteName, expose: string) {
  return lazy(async () => {
    const module = await loadRemote<PageModule>(`${remote}/${expose.replace(/^\.\//, '')}`);
    if (!module) throw new Error(`${remote} did not provide ${expose}`);
    return module;
  });
}

/**
 * A route element for one exposed page. The lazy component is created here, at module scope,
 * and again only when the user asks to retry — never during render.
 */
export function createRemoteRoute<R extends RemoteName>(
  remote: R,
  expose: ExposedPage<R>,
): ComponentType {
  let Page = lazyPage(remote, expose);

  return function RemoteRoute() {
    const [attempt, setAttempt] = useState(0);
    const retry = useCallback(() => {
      resetRemote(remote);
      Page = lazyPage(remote, expose);
      setAttempt((count) => count + 1);
    }, []);
    return (
      <RemoteRetryContext.Provider value={retry}>
        <RemoteErrorBoundary key={attempt}>
          <Suspense fallback={<LoadingState />}>
            <Page />
          </Suspense>
        </RemoteErrorBoundary>
      </RemoteRetryContext.Provider>
    );
  };
}
