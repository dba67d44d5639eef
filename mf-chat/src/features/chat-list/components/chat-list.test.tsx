import { json } from '@kompass/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aChat, aMessage, renderPage } from '../../../testing/fixtures';
import { ChatList } from './chat-list';

const today = new Date();
today.setHours(9, 5, 0, 0);
const yesterday = new Date(today);
yesterday.setDate(today.getDate() - 1);

describe('ChatList', () => {
  it('shows one row per chat: avatar, name, last message, time and unread count', async () => {
    renderPage(<ChatList />, {
      routes: {
        'GET /chats': () =>
          json([
            aChat({
              chatId: 'c1',
              usernames: ['ben', 'lena'],
              unread: 3,
              lastMessage: aMessage({ content: 'Kommst du morgen?', timestamp: today.getTime() }),
            }),
            aChat({
              chatId: 'c2',
              usernames: ['mia', 'lena'],
              otherUserId: 'user-3',
              lastMessage: aMessage({
                content: '0b6b7c2e-1111-4222-8333-444455556666.png\n\n\n',
                timestamp: yesterday.getTime(),
              }),
            }),
            aChat({ chatId: 'c3', usernames: ['tom', 'lena'], lastMessage: null }),
          ]),
      },
    });
    const list = await screen.findByRole('list', { name: 'Deine Chats' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(3);

    const ben = within(rows[0]!).getByRole('link', { name: /^ben 09:05 Kommst du morgen\?/ });
    expect(ben).toHaveAttribute('href', '/chats/c1');
    expect(ben).toHaveTextContent('Kommst du morgen?');
    expect(ben).toHaveTextContent('09:05');
    expect(ben).toHaveAccessibleName('ben 09:05 Kommst du morgen? 3 ungelesene Nachrichten');
    // The avatar is decorative here: the name stands next to it.
    expect(within(rows[0]!).getByRole('presentation')).toHaveAttribute('alt', '');

    const mia = within(rows[1]!).getByRole('link', { name: /^mia/ });
    expect(mia).toHaveTextContent('📷 Foto');
    expect(mia).not.toHaveTextContent('.png');
    expect(mia).toHaveTextContent('gestern');
    expect(within(mia).queryByLabelText(/ungelesene/)).not.toBeInTheDocument();

    expect(rows[2]).toHaveTextContent('Noch keine Nachrichten');
  });

  it('names the other person by display name, with the username as the second line', async () => {
    renderPage(<ChatList />, {
      routes: {
        'GET /chats': () =>
          json([
            aChat({ chatId: 'c1', usernames: ['ben', 'lena'], otherDisplayName: 'Ben Weber' }),
          ]),
      },
    });
    const list = await screen.findByRole('list', { name: 'Deine Chats' });
    const row = within(list).getByRole('link', { name: /^Ben Weber .*@ben/ });
    expect(row).toHaveAttribute('href', '/chats/c1');
    expect(within(row).getByText('Ben Weber').tagName).toBe('STRONG');
    expect(within(row).getByText('@ben')).toBeVisible();
    expect(
      screen.getByRole('button', { name: 'Aktionen für den Chat mit Ben Weber' }),
    ).toBeVisible();
  });

  it('says "Keine Chats" and how to start one', async () => {
    renderPage(<ChatList />, { routes: { 'GET /chats': () => json([]) } });
    expect(await screen.findByText('Keine Chats')).toBeVisible();
    expect(screen.getByText(/Schreib mir/)).toBeVisible();
  });

  it('shows the product’s text when the chats cannot be loaded', async () => {
    renderPage(<ChatList />, {
      routes: { 'GET /chats': () => json({ error: 'x', message: 'y' }, 404) },
    });
    expect(
      await screen.findByText(
        'Deine Chats konnten nicht geladen werden. Versuche es später erneut',
      ),
    ).toBeVisible();
  });

  it('deletes a chat from its row menu after a confirmation', async () => {
    let chats = [aChat({ chatId: 'c1', usernames: ['ben', 'lena'] })];
    const { events, calls } = renderPage(<ChatList />, {
      routes: {
        'GET /chats': () => json(chats),
        'DELETE /chats': () => {
          chats = [];
          return new Response(null, { status: 204 });
        },
      },
    });
    await events.click(
      await screen.findByRole('button', { name: 'Aktionen für den Chat mit ben' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Chat löschen?' });
    // Deleting is for oneself: the other person keeps the chat.
    expect(dialog).toHaveTextContent('aus deiner Liste. ben behält ihn.');
    await events.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    expect(calls()).not.toContain('DELETE /chats?chatId=c1');

    await events.click(screen.getByRole('button', { name: 'Aktionen für den Chat mit ben' }));
    await events.click(
      within(screen.getByRole('dialog', { name: 'Chat löschen?' })).getByRole('button', {
        name: 'Löschen',
      }),
    );
    expect(await screen.findByText('Keine Chats')).toBeVisible();
    await waitFor(() => expect(calls()).toContain('DELETE /chats?chatId=c1'));
  });

  it('lists a chat whose partner deleted their account as "Gelöschtes Konto"', async () => {
    renderPage(<ChatList />, {
      routes: {
        'GET /chats': () =>
          json([
            aChat({
              chatId: 'c1',
              otherUserId: null,
              usernames: ['Gelöschtes Konto', 'lena'],
              lastMessage: aMessage({ senderId: '', content: 'Tschüss!' }),
            }),
          ]),
      },
    });
    const list = await screen.findByRole('list', { name: 'Deine Chats' });
    const row = within(list).getByRole('link', { name: /^Gelöschtes Konto/ });
    expect(row).toHaveAttribute('href', '/chats/c1');
    expect(row).toHaveTextContent('Tschüss!');
    // The placeholder stands in for the picture; nothing is asked of /avatars.
    expect(within(list).queryByRole('img')).toBeNull();
    expect(within(list).queryByRole('presentation')).toBeNull();
    expect(within(row).getByText('GK')).toBeVisible();
  });

  it('shows the first letter without asking /avatars for someone who has no picture', async () => {
    renderPage(<ChatList />, {
      routes: {
        'GET /chats': () =>
          json([aChat({ chatId: 'c1', usernames: ['ben', 'lena'], otherHasAvatar: false })]),
      },
    });
    const list = await screen.findByRole('list', { name: 'Deine Chats' });
    const row = within(list).getByRole('link', { name: /^ben/ });
    // A decorative <img> would be a presentation; there is none, only the letter.
    expect(within(list).queryByRole('img')).toBeNull();
    expect(within(list).queryByRole('presentation')).toBeNull();
    expect(within(row).getByText('B')).toBeVisible();
  });
});
