import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { getFallbackPage } from './fallback-page';

/**
 * First layer of remote failure handling: when a remote's manifest, entry or module cannot be
 * loaded, `loadRemote` resolves to a fallback page instead of rejecting, so the route shows
 * 'Dieser Bereich ist gerade nicht erreichbar.' while the rest of the app keeps working.
 */
export default function remoteFallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'remote-fallback',
    errorLoadRemote({ id, error, lifecycle }) {
      // Earlier lifecycles (manifest resolution) end up here as 'onLoad' for the same request.
      if (lifecycle !== 'onLoad') return undefined;
      console.warn(`Remote module ${id} could not be loaded`, error);
      return getFallbackPage() ?? undefined;
    },
  };
}
