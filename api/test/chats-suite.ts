import { afterAll, beforeAll, expect } from 'vitest';
import type { App } from '../src/app.ts';
import { adminToken, build, type DatabaseKind, signUp } from './helper.ts';

export type User = Awaited<ReturnType<typeof signUp>>;

export interface Message {
  id: string;
  senderId: string;
  content: string;
  timestamp: number;
}

export interface ChatSummary {
  chatId: string;
  usernames: string[];
  otherDisplayName: string | null;
  lastMessage: Message | null;
  unread: number;
}

export interface ChatSuite {
  app: App;
  admin: string;
  anna: User;
  ben: User;
  carla: User;
}

/**
 * Starts an app on the given database with an admin and three users for the calling `describe`,
 * and the chat requests the chat test files share. The suite's fields are set in `beforeAll`.
 */
export function chatSuite(kind: DatabaseKind) {
  const suite = {} as ChatSuite;
  beforeAll(async () => {
    suite.app = await build(kind);
    suite.admin = await adminToken(suite.app);
    [suite.anna, suite.ben, suite.carla] = [
      await signUp(suite.app),
      await signUp(suite.app),
      await signUp(suite.app),
    ];
  });
  afterAll(async () => {
    await suite.app.close();
  });

  const auth = (token?: string) => (token ? { authorization: token } : {});

  const startChat = (token: string | undefined, userId: string) =>
    suite.app.inject({ method: 'POST', url: `/api/chats?userId=${userId}`, headers: auth(token) });

  async function chatBetween(a: User, b: User): Promise<string> {
    const response = await startChat(a.token, b.id);
    expect([200, 201]).toContain(response.statusCode);
    return response.json<{ chatId: string }>().chatId;
  }

  const send = (
    token: string | undefined,
    chatId: string,
    text: string,
    contentType = 'text/plain',
  ) =>
    suite.app.inject({
      method: 'POST',
      url: `/api/chats/${chatId}/messages`,
      headers: { ...auth(token), 'content-type': contentType },
      payload: text,
    });

  const poll = (token: string | undefined, chatId: string, query = '') =>
    suite.app.inject({ url: `/api/chats/${chatId}/messages${query}`, headers: auth(token) });

  const list = (token: string | undefined) =>
    suite.app.inject({ url: '/api/chats', headers: auth(token) });

  return { suite, auth, startChat, chatBetween, send, poll, list };
}
