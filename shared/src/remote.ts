import type { ComponentType } from 'react';

export { remoteNames, type RemoteName, type ExposedPage } from './apps';

/**
 * The contract of every exposed page: a module whose default export is a component that needs
 * no props. Route parameters come from the router, data from the shared API client.
 */
export interface PageModule {
  default: ComponentType;
}
