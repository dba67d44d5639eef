import { describe, expect, it, vi } from 'vitest';
import { addPushHandlers, type PushScope } from './push';

type Listener = (event: never) => void;

function fakeScope(windows: { url: string; focused?: boolean }[] = []) {
  const listeners = new Map<string, Listener>();
  const shown: { title: string; options: Record<string, unknown> }[] = [];
  const clients = windows.map((window) => ({
    url: window.url,
    focused: window.focused ?? false,
    focus: vi.fn(async () => undefined),
    navigate: vi.fn(async () => undefined),
  }));
  const openWindow = vi.fn(async () => undefined);
  const scope = {
    location: { origin: 'https://kompass.example' },
    registration: {
      showNotification: async (title: string, options: Record<string, unknown>) => {
        shown.push({ title, options });
      },
    },
    clients: { matchAll: async () => clients, openWindow },
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
  } as unknown as PushScope;
  addPushHandlers(scope, { icon: '/icon.png' });

  async function dispatch(type: string, event: object) {
    let work: Promise<unknown> = Promise.resolve();
    listeners.get(type)!({
      ...event,
      waitUntil: (promise: Promise<unknown>) => (work = promise),
    } as never);
    await work;
  }
  return {
    shown,
    clients,
    openWindow,
    push: (data: unknown) =>
      dispatch('push', {
        data:
          data === null
            ? null
            : { json: () => (typeof data === 'string' ? JSON.parse(data) : data) },
      }),
    click: (data: unknown) =>
      dispatch('notificationclick', { notification: { data, close: vi.fn() } }),
  };
}

describe('push handlers of the service worker', () => {
  it('shows the title the API sent, with its tag and where a tap leads', async () => {
    const sw = fakeScope();
    await sw.push({ title: 'Neue Nachricht in Kompass', url: '/chats/c1', tag: 'chat-c1' });
    expect(sw.shown).toEqual([
      {
        title: 'Neue Nachricht in Kompass',
        options: {
          tag: 'chat-c1',
          data: { url: '/chats/c1' },
          icon: '/icon.png',
          badge: '/icon.png',
        },
      },
    ]);
  });

  it('still shows a notification for an empty or broken push, and never a foreign link', async () => {
    const sw = fakeScope();
    await sw.push(null);
    await sw.push('{kaputt');
    await sw.push({ title: 'Hallo', url: 'https://evil.example/' });
    expect(sw.shown.map((n) => [n.title, n.options.data])).toEqual([
      ['Neues in Kompass', { url: '/' }],
      ['Neues in Kompass', { url: '/' }],
      ['Hallo', { url: '/' }],
    ]);
  });

  it('a tap focuses an open window and leads it to the chat, or opens one', async () => {
    const open = fakeScope([{ url: 'https://kompass.example/search' }]);
    await open.click({ url: '/chats/c1' });
    expect(open.clients[0]!.navigate).toHaveBeenCalledWith('https://kompass.example/chats/c1');
    expect(open.clients[0]!.focus).toHaveBeenCalled();
    expect(open.openWindow).not.toHaveBeenCalled();

    const closed = fakeScope();
    await closed.click({ url: '//evil.example/x' });
    expect(closed.openWindow).toHaveBeenCalledWith('https://kompass.example/');
  });
});
