import {
  fakePushBrowser,
  fakePushSubscription,
  json,
  pushRoutes,
  removeFakePushBrowser,
} from '@kompass/shared/testing';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aChat, renderPage } from '../../../testing/fixtures';
import { ChatView } from './chat-view';

function renderChat() {
  return renderPage(<ChatView chatId="chat-1" />, {
    routes: {
      'GET /chats/chat-1': () => json(aChat()),
      'GET /chats/chat-1/messages': () => json([]),
      ...pushRoutes,
    },
  });
}

describe('Benachrichtigen in the chat menu', () => {
  afterEach(() => {
    removeFakePushBrowser();
    vi.restoreAllMocks();
  });

  it('asks for permission only after the tap, then subscribes for chat messages', async () => {
    const browser = fakePushBrowser('granted');
    const { events, fake } = renderChat();
    await events.click(await screen.findByRole('button', { name: 'Chat-Menü' }));
    // Opening the chat and its menu asks nothing yet.
    expect(browser.requestPermission).not.toHaveBeenCalled();

    await events.click(screen.getByRole('button', { name: 'Benachrichtigen' }));
    expect(
      await screen.findByText(
        'Du bekommst jetzt eine Benachrichtigung, wenn eine neue Nachricht kommt – ohne ihren Text.',
      ),
    ).toBeVisible();
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    expect(browser.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: 'BServerKey',
    });
    const posted = fake.requests.filter(
      (request) => request.method === 'POST' && request.path === '/push/subscriptions',
    );
    expect(posted.map((request) => JSON.parse(request.body) as unknown)).toEqual([
      { subscription: fakePushSubscription, kinds: ['chat_message'] },
    ]);
  });

  it('says how to allow it when the permission is refused, and subscribes nothing', async () => {
    const browser = fakePushBrowser('denied');
    const { events, calls } = renderChat();
    await events.click(await screen.findByRole('button', { name: 'Chat-Menü' }));
    await events.click(screen.getByRole('button', { name: 'Benachrichtigen' }));
    expect(
      await screen.findByText(
        'Du hast Benachrichtigungen für Kompass nicht erlaubt. Du kannst das in den Einstellungen deines Browsers ändern.',
      ),
    ).toBeVisible();
    expect(browser.subscribe).not.toHaveBeenCalled();
    expect(calls()).not.toContain('POST /push/subscriptions');
  });

  it('tells an iPhone user to add Kompass to the home screen first', async () => {
    vi.stubGlobal('Notification', undefined);
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15',
    );
    const { events } = renderChat();
    await events.click(await screen.findByRole('button', { name: 'Chat-Menü' }));
    await events.click(screen.getByRole('button', { name: 'Benachrichtigen' }));
    expect(await screen.findByText(/Zum Home-Bildschirm/)).toBeVisible();
  });
});
