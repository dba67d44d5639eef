import type { Setting } from '@kompass/shared';
import {
  createFakeApi,
  fakePushBrowser,
  json,
  pushRoutes,
  removeFakePushBrowser,
  renderWithProviders,
} from '@kompass/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { me } from '../../../testing/fixtures';
import { NotificationSettings } from './notification-settings';

function renderSettings(initial: Setting[]) {
  let settings = initial;
  const fake = createFakeApi({
    'GET /settings': () => json(settings),
    'POST /settings': async (request) => {
      const saved = (await request.json()) as Setting;
      settings = [...settings.filter((row) => row.key !== saved.key), saved];
      return json(saved);
    },
    ...pushRoutes,
    'POST /push/subscriptions': async (request) => {
      const { kinds } = (await request.json()) as { kinds: string[] };
      settings = [...settings, ...kinds.map((kind) => ({ key: `push_${kind}`, value: 'true' }))];
      return json({ endpoint: 'https://fcm.googleapis.com/fcm/send/abc', kinds }, 201);
    },
  });
  renderWithProviders(<NotificationSettings />, { fetch: fake.fetch, user: me });
  return fake;
}

describe('NotificationSettings', () => {
  afterEach(() => removeFakePushBrowser());

  it('switches a kind off in the settings, and on again only after asking the browser', async () => {
    const browser = fakePushBrowser('granted');
    const events = userEvent.setup();
    const fake = renderSettings([{ key: 'push_chat_message', value: 'true' }]);
    const chat = await screen.findByRole('switch', { name: 'Neue Nachrichten in deinen Chats' });
    const deadlines = screen.getByRole('switch', {
      name: 'Fristen auf deiner Merkliste, am Tag davor',
    });
    await waitFor(() => expect(chat).toBeChecked());
    expect(deadlines).not.toBeChecked();

    await events.click(chat);
    await waitFor(() => expect(chat).not.toBeChecked());
    expect(fake.requests.find((r) => r.method === 'POST' && r.path === '/settings')?.body).toBe(
      JSON.stringify({ key: 'push_chat_message', value: 'false' }),
    );
    expect(browser.requestPermission).not.toHaveBeenCalled();

    await events.click(deadlines);
    await waitFor(() => expect(deadlines).toBeChecked());
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    const subscribed = fake.requests.filter((r) => r.path === '/push/subscriptions');
    expect(subscribed.map((r) => (JSON.parse(r.body) as { kinds: string[] }).kinds)).toEqual([
      ['deadline'],
    ]);
  });
});
