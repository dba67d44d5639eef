import { json, type FakeRoute } from '@kompass/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aChat, aMessage, renderPage, testUser } from '../../../testing/fixtures';
import { ChatView } from './chat-view';

const objectName = '0b6b7c2e-1111-4222-8333-444455556666.png';
const now = Date.now();

/** The message (list item) that shows this text. */
const messageWith = (list: HTMLElement, text: string) =>
  within(list)
    .getAllByRole('listitem')
    .find((item) => within(item).queryByText(text))!;

function renderChat(routes: Record<string, FakeRoute> = {}, chat = aChat()) {
  return renderPage(<ChatView chatId="chat-1" />, {
    routes: {
      'GET /chats/chat-1': () => json(chat),
      'GET /chats/chat-1/messages': () => json([]),
      ...routes,
    },
  });
}

const postedBodies = (requests: { method: string; path: string; body: string }[]) =>
  requests
    .filter((r) => r.method === 'POST' && r.path === '/chats/chat-1/messages')
    .map((r) => r.body);

describe('ChatView', () => {
  it('shows the other person in the header and lays out own messages right, theirs left', async () => {
    renderChat({
      'GET /chats/chat-1/messages': () =>
        json([
          aMessage({ id: 'm0', content: 'Von vorgestern', timestamp: now - 2 * 86_400_000 }),
          aMessage({ id: 'm1', content: 'Hallo Lena!', timestamp: now - 60_000 }),
          aMessage({
            id: 'm2',
            senderId: testUser.id,
            content: `${objectName}\n\n\nSchau mal`,
            timestamp: now - 30_000,
          }),
        ]),
    });
    expect(await screen.findByRole('link', { name: 'Profil von ben' })).toHaveAttribute(
      'href',
      '/profile/user-2',
    );
    const list = await screen.findByRole('list', { name: 'Nachrichten' });
    const theirs = messageWith(list, 'Hallo Lena!');
    const mine = messageWith(list, 'Schau mal');
    expect(theirs).toHaveAttribute('data-own', 'false');
    expect(theirs).toHaveAccessibleName(/^ben, \d\d:\d\d$/);
    expect(mine).toHaveAttribute('data-own', 'true');
    expect(within(mine).getByRole('img', { name: 'Bild von Du' })).toHaveAttribute(
      'src',
      `/files/${objectName}`,
    );
    expect(list).not.toHaveTextContent(objectName);
    // Day separators: one before the old message, one for today.
    expect(within(list).getByText('Heute')).toBeVisible();
  });

  it('shows the display name in the header with the username below', async () => {
    renderChat({}, aChat({ otherDisplayName: 'Ben Weber' }));
    const heading = await screen.findByRole('heading', { name: 'Profil von Ben Weber' });
    expect(heading).toHaveTextContent('Ben Weber');
    expect(screen.getByText('@ben')).toBeVisible();
  });

  it('opens a chat that is not in the list (deleted before, opened again)', async () => {
    const { calls } = renderChat({ 'GET /chats': () => json([]) });
    expect(await screen.findByRole('link', { name: 'Profil von ben' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Nachricht' })).toBeVisible();
    expect(calls()).toContain('GET /chats/chat-1');
  });

  it('makes http(s) links clickable and keeps markup as text', async () => {
    renderChat({
      'GET /chats/chat-1/messages': () =>
        json([
          aMessage({
            content:
              'Infos: https://www.arbeitsagentur.de/bildung. <b>fett</b> javascript:alert(1)',
          }),
        ]),
    });
    const link = await screen.findByRole('link', { name: 'https://www.arbeitsagentur.de/bildung' });
    expect(link).toHaveAttribute('href', 'https://www.arbeitsagentur.de/bildung');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAttribute('target', '_blank');
    const list = screen.getByRole('list', { name: 'Nachrichten' });
    expect(within(list).queryByText('fett', { selector: 'b' })).toBeNull();
    expect(list).toHaveTextContent('<b>fett</b> javascript:alert(1)');
    expect(within(list).getAllByRole('link')).toHaveLength(1);
  });

  it('shows the demo chat’s SVG picture as an image, not its name', async () => {
    const svg = '1f41d875-0c4b-4d2e-9a53-5b8f0e4f2a11.svg';
    renderChat({
      'GET /chats/chat-1/messages': () => json([aMessage({ content: `${svg}\n\n\nMein Platz` })]),
    });
    const list = await screen.findByRole('list', { name: 'Nachrichten' });
    expect(await within(list).findByRole('img', { name: 'Bild von ben' })).toHaveAttribute(
      'src',
      `/files/${svg}`,
    );
    expect(list).not.toHaveTextContent(svg);
  });

  it('opens an image large on tap', async () => {
    const { events } = renderChat({
      'GET /chats/chat-1/messages': () => json([aMessage({ content: `${objectName}\n\n\n` })]),
    });
    await events.click(await screen.findByRole('button', { name: 'Bild von ben – Bild' }));
    const dialog = screen.getByRole('dialog', { name: 'Bild' });
    expect(within(dialog).getByRole('img', { name: 'Bild von ben' })).toBeVisible();
    await events.click(within(dialog).getByRole('button', { name: 'Schließen' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('sends trimmed text with Enter, ignores blank input, Shift+Enter makes a new line', async () => {
    const { events, fake } = renderChat({
      'POST /chats/chat-1/messages': async (request) =>
        json(aMessage({ id: 'new', senderId: testUser.id, content: await request.text() }), 201),
    });
    const input = await screen.findByRole('textbox', { name: 'Nachricht' });
    await events.type(input, '   {Enter}');
    await events.click(screen.getByRole('button', { name: 'Senden' }));
    expect(postedBodies(fake.requests)).toEqual([]);

    await events.clear(input);
    await events.type(input, '  Hallo{Shift>}{Enter}{/Shift}Ben  {Enter}');
    await waitFor(() => expect(postedBodies(fake.requests)).toEqual(['Hallo\nBen']));
    expect(input).toHaveValue('');
    const list = screen.getByRole('list', { name: 'Nachrichten' });
    await waitFor(() => expect(list).toHaveTextContent('Hallo Ben'));
  });

  it('shows a counter near 4,000 characters and refuses more', async () => {
    const { events } = renderChat();
    const input = await screen.findByRole('textbox', { name: 'Nachricht' });
    await events.click(input);
    await events.paste('x'.repeat(3600));
    expect(screen.getByText('3600 / 4000')).toBeVisible();
    await events.paste('x'.repeat(401));
    expect(screen.getByText(/4001 \/ 4000/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Senden' })).toBeDisabled();
  });

  it('attaches an image as a removable preview and prefixes it to the next message', async () => {
    const { events, fake } = renderChat({
      'POST /files/upload': () => json({ objectName }, 201),
      'POST /chats/chat-1/messages': async (request) =>
        json(aMessage({ id: 'new', senderId: testUser.id, content: await request.text() }), 201),
    });
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'ich.png', { type: 'image/png' });
    const input = await screen.findByTestId('chat-image-input');
    await events.upload(input, file);
    expect(await screen.findByRole('img', { name: 'Angehängtes Bild' })).toBeVisible();
    await events.click(screen.getByRole('button', { name: 'Bild entfernen' }));
    expect(screen.queryByRole('img', { name: 'Angehängtes Bild' })).not.toBeInTheDocument();

    await events.upload(input, file);
    await screen.findByRole('img', { name: 'Angehängtes Bild' });
    // An image alone may be sent.
    await events.click(screen.getByRole('button', { name: 'Senden' }));
    await waitFor(() => expect(postedBodies(fake.requests)).toEqual([`${objectName}\n\n\n`]));
    expect(screen.queryByRole('img', { name: 'Angehängtes Bild' })).not.toBeInTheDocument();
  });

  it('refuses non-images and failed uploads with the product’s text', async () => {
    const { events, fake } = renderChat({
      'POST /files/upload': () => json({ error: 'x', message: 'Kein Bild.' }, 415),
    });
    const input = await screen.findByTestId('chat-image-input');
    // The picker offers images only; a file that gets past it anyway is refused too.
    await userEvent
      .setup({ applyAccept: false })
      .upload(input, new File(['%PDF'], 'brief.pdf', { type: 'application/pdf' }));
    const alert = await screen.findByRole('alertdialog');
    expect(alert).toHaveTextContent('Die Datei konnte nicht hochgeladen werden.');
    await events.click(within(alert).getByRole('button', { name: 'OK' }));
    // Raster images only: an SVG is not even sent.
    expect(input).toHaveAttribute('accept', 'image/png,image/jpeg,image/webp,image/gif,image/avif');
    await userEvent
      .setup({ applyAccept: false })
      .upload(input, new File(['<svg/>'], 'bild.svg', { type: 'image/svg+xml' }));
    const svgAlert = await screen.findByRole('alertdialog');
    expect(svgAlert).toHaveTextContent('Die Datei konnte nicht hochgeladen werden.');
    await events.click(within(svgAlert).getByRole('button', { name: 'OK' }));
    expect(fake.requests.filter((r) => r.path === '/files/upload')).toHaveLength(0);
    await events.upload(input, new File(['x'], 'bild.png', { type: 'image/png' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(
      'Die Datei konnte nicht hochgeladen werden.',
    );
  });

  it('shows the product’s text for an unknown or foreign chat', async () => {
    renderChat({
      'GET /chats/chat-1': () => json({ error: 'x', message: 'y' }, 404),
      'GET /chats/chat-1/messages': () => json({ error: 'x', message: 'y' }, 404),
    });
    expect(
      await screen.findByText(
        'Dieser Chat konnte nicht geladen werden, vielleicht existiert er nicht (mehr)?',
      ),
    ).toBeVisible();
  });

  it('says once that messages could not be loaded, without an alert', async () => {
    renderChat({
      'GET /chats/chat-1/messages': () =>
        json({ error: 'Serverfehler', message: 'Die Datenbank schläft.' }, 500),
    });
    expect(
      await screen.findByText('Nachrichten konnten nicht geladen werden: Die Datenbank schläft.'),
    ).toBeVisible();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('blocks after a confirmation and offers to lift it', async () => {
    let blocked = false;
    const { events, calls } = renderChat({
      'GET /chats/chat-1': () => json(aChat({ blocked })),
      'POST /chats/chat-1/block': () => {
        blocked = true;
        return new Response(null, { status: 204 });
      },
    });
    await events.click(await screen.findByRole('button', { name: 'Chat-Menü' }));
    await events.click(screen.getByRole('button', { name: 'Blockieren' }));
    const dialog = screen.getByRole('dialog', { name: 'Person blockieren?' });
    await events.click(within(dialog).getByRole('button', { name: 'Blockieren' }));
    expect(
      await screen.findByText(
        'Du hast ben blockiert. ben kann dir keine Nachrichten mehr schicken.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Nachricht' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Blockierung aufheben' })).toBeVisible();
    expect(calls()).toContain('POST /chats/chat-1/block');
  });

  it('reports the chat with a reason and free text', async () => {
    const { events, fake } = renderChat({
      'POST /reports': () => json({ id: 'r1' }, 201),
    });
    await events.click(await screen.findByRole('button', { name: 'Chat-Menü' }));
    await events.click(screen.getByRole('button', { name: 'Melden' }));
    const dialog = screen.getByRole('dialog', { name: 'Chat melden' });
    const send = within(dialog).getByRole('button', { name: 'Meldung senden' });
    expect(send).toBeDisabled();
    await events.click(within(dialog).getByRole('radio', { name: 'Belästigung oder Mobbing' }));
    await events.type(
      within(dialog).getByRole('textbox', { name: 'Was ist passiert? (freiwillig)' }),
      ' Er hört nicht auf. ',
    );
    await events.click(send);
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(
      'Danke! Deine Meldung ist bei uns eingegangen.',
    );
    const report = fake.requests.find((r) => r.path === '/reports')!;
    expect(JSON.parse(report.body)).toEqual({
      chatId: 'chat-1',
      reason: 'harassment',
      details: 'Er hört nicht auf.',
    });
    expect(report.headers.get('Idempotency-Key')).toBeTruthy();
  });

  it('shows a deleted partner as such, their messages left, and no input line', async () => {
    renderChat(
      {
        'GET /chats/chat-1/messages': () =>
          json([
            aMessage({ id: 'm1', senderId: '', content: 'Tschüss!', timestamp: now - 60_000 }),
            aMessage({
              id: 'm2',
              senderId: testUser.id,
              content: 'Schade',
              timestamp: now - 30_000,
            }),
          ]),
      },
      aChat({ otherUserId: null, usernames: ['Gelöschtes Konto', 'lena'] }),
    );
    expect(
      await screen.findByText('Dieses Konto wurde gelöscht. Du kannst hier nicht mehr schreiben.'),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Gelöschtes Konto' })).toBeVisible();
    expect(screen.queryByRole('link', { name: /Profil von/ })).not.toBeInTheDocument();
    // The placeholder, no request for a picture.
    const avatar = screen.getByRole('img', { name: 'Profilbild von Gelöschtes Konto' });
    expect(avatar.tagName).toBe('SPAN');
    expect(screen.queryByRole('button', { name: 'Chat-Menü' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Nachricht' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Senden' })).not.toBeInTheDocument();

    const list = await screen.findByRole('list', { name: 'Nachrichten' });
    const theirs = messageWith(list, 'Tschüss!');
    expect(theirs).toHaveAttribute('data-own', 'false');
    expect(theirs).toHaveAccessibleName(/^Gelöschtes Konto, \d\d:\d\d$/);
    expect(messageWith(list, 'Schade')).toHaveAttribute('data-own', 'true');
  });
});
