import type { ComponentType } from 'react';

/** The remotes the shell knows. Each is built and deployed on its own. */
export const remoteNames = ['mf-discover', 'mf-chat', 'mf-profile', 'mf-admin'] as const;
export type RemoteName = (typeof remoteNames)[number];

/**
 * The contract of every exposed page: a module whose default export is a component that needs
 * no props. Route parameters come from the router, data from the shared API client.
 */
export interface PageModule {
  default: ComponentType;
}

/** What each remote exposes; the shell's route table may load nothing else. */
export const exposedPages = {
  'mf-discover': ['./Home', './Search', './Company', './Bookmarks'],
  'mf-profile': ['./Profile', './Onboarding', './OnboardingCompleted'],
  'mf-chat': ['./Chats', './Chat'],
  'mf-admin': ['./AdminApp'],
} as const satisfies Record<RemoteName, readonly string[]>;

export type ExposedPage<R extends RemoteName> = (typeof exposedPages)[R][number];
