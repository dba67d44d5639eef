/**
 * Sample data for this remote's component tests, shaped like the API's answers. Tests render
 * pages with the real providers (`@kompass/shared/testing`); only the network is replaced.
 */
import type { Chat, Message, User } from '@kompass/shared';
import {
  createFakeApi,
  renderWithProviders,
  testUser,
  type FakeRoute,
} from '@kompass/shared/testing';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';

export { testUser };

export function aMessage(overrides: Partial<Message> = {}): Message {
  return {
    id: 'message-1',
    senderId: 'user-2',
    content: 'Hallo Lena!',
    timestamp: Date.now() - 60_000,
    ...overrides,
  };
}

export function aChat(overrides: Partial<Chat> = {}): Chat {
  return {
    chatId: 'chat-1',
    usernames: ['ben', 'lena'],
    otherUserId: 'user-2',
    otherDisplayName: null,
    otherHasAvatar: true,
    lastMessage: aMessage(),
    unread: 0,
    blocked: false,
    ...overrides,
  };
}

export interface RenderPageOptions {
  routes?: Record<string, FakeRoute>;
  route?: string;
  path?: string;
  user?: User;
  otherRoutes?: Record<string, ReactElement>;
}

/** Renders a page of this remote signed in as `testUser`. */
export function renderPage(
  element: ReactElement,
  { routes = {}, route = '/', path, user = testUser, otherRoutes }: RenderPageOptions = {},
) {
  const fake = createFakeApi(routes);
  const events = userEvent.setup();
  const result = renderWithProviders(element, {
    fetch: fake.fetch,
    user,
    route,
    path,
    otherRoutes,
  });
  /** Requests so far, as 'METHOD /path?query'. */
  const calls = () => fake.requests.map((request) => `${request.method} ${request.path}`);
  return { ...result, fake, events, calls };
}
