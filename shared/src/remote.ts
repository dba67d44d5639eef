import type { ComponentType } from 'react';
import type { apps, RemoteName } from './apps';

export { remoteNames, type RemoteName } from './apps';

/**
 * The contract of every exposed page: a module whose default export is a component that needs
 * no props. Route parameters come from the router, data from the shared API client.
 */
export interface PageModule {
  default: ComponentType;
}

/** What a remote exposes (from the app manifest); the shell's route table may load nothing else. */
export type ExposedPage<R extends RemoteName> = (typeof apps)[R]['exposes'][number];
