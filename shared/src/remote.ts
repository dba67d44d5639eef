import type { ComponentType } from 'react';
import type { AppServices } from './providers/app-services';

export { remoteNames, type RemoteName, type ExposedPage } from '@kompass/contracts/apps';

/**
 * The contract of every exposed page: a module whose default export is a component that needs
 * no props. Route parameters come from the router, data from the shared API client.
 */
export interface PageModule {
  default: ComponentType;
  /**
   * What the page's first screen needs before it can be shown, for a page that wants it: the
   * host starts it as soon as the page's code is there, while its first render still waits (its
   * data into the query cache, the pictures it opens with). Resolves when the data is there;
   * never rejects (the page reports a failure when it asks itself).
   */
  prefetch?: (services: AppServices) => Promise<void>;
}
