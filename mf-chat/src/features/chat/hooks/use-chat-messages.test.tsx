import type { Message } from '@kompass/shared';
import { createFakeApi, json, renderWithProviders, type FakeRoute } from '@kompass/shared/testing';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testUser } from '../../../testing/fixtures';
import { backoffDelay, useChatMessages } from './use-chat-messages';

const chatId = 'chat-1';
const base = `/chats/${chatId}/messages`;

const message = (id: string, timestamp: number, senderId = 'user-2', content = id): Message => ({
  id,
  senderId,
  content,
  timestamp,
});

function Harness() {
  const chat = useChatMessages(chatId);
  return (
    <div>
      <p>Status: {chat.status}</p>
      {chat.pollError && <p role="status">Fehler: {chat.pollError}</p>}
      <ol aria-label="Nachrichten">
        {chat.messages.map((m) => (
          <li key={m.id}>{m.content}</li>
        ))}
      </ol>
      <ul aria-label="Unterwegs">
        {chat.pending.map((p) => (
          <li key={p.localId}>
            {p.content} ({p.status}
            {p.error ? `: ${p.error}` : ''})
            <button onClick={() => chat.retry(p.localId)}>Nochmal {p.content}</button>
          </li>
        ))}
      </ul>
      <button onClick={() => chat.send('Hallo Ben')}>Senden</button>
    </div>
  );
}

/** Lets the fake clock run, with React's updates and the fake network's promises in between. */
const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

const texts = (name: string) =>
  Array.from(within(screen.getByRole('list', { name })).queryAllByRole('listitem'), (li) =>
    li.textContent?.replace(/Nochmal.*$/, '').trim(),
  );

function setHidden(hidden: boolean) {
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
  document.dispatchEvent(new Event('visibilitychange'));
}

function renderChat(routes: Record<string, FakeRoute>) {
  const fake = createFakeApi(routes);
  renderWithProviders(<Harness />, { fetch: fake.fetch, user: testUser });
  const polls = () =>
    fake.requests.filter((r) => r.method === 'GET').map((r) => r.path.replace(base, ''));
  return { fake, polls };
}

describe('useChatMessages', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    setHidden(false);
    vi.useRealTimers();
  });

  it('loads the history, then polls every 2.4 s after the last timestamp; merges, dedups, sorts', async () => {
    const answers: Message[][] = [
      [message('a', 100), message('b', 200)],
      // Overlap and out of order: still each once, by timestamp.
      [message('d', 400), message('b', 200), message('c', 300)],
      [],
    ];
    const { polls } = renderChat({
      [`GET ${base}`]: () => json(answers.shift() ?? []),
    });
    await tick(0);
    expect(screen.getByText('Status: ready')).toBeInTheDocument();
    expect(texts('Nachrichten')).toEqual(['a', 'b']);
    expect(polls()).toEqual(['?after=1&limit=2147483647']);

    await tick(2399);
    expect(polls()).toHaveLength(1);
    await tick(1);
    expect(polls()[1]).toBe('?after=200&limit=2147483647');
    expect(texts('Nachrichten')).toEqual(['a', 'b', 'c', 'd']);

    await tick(2400);
    expect(polls()[2]).toBe('?after=400&limit=2147483647');
    expect(texts('Nachrichten')).toEqual(['a', 'b', 'c', 'd']);
  });

  it('keeps one poll in flight at a time', async () => {
    let release!: () => void;
    const slow = new Promise<void>((resolve) => {
      release = resolve;
    });
    let calls = 0;
    const { polls } = renderChat({
      [`GET ${base}`]: async () => {
        calls += 1;
        if (calls === 2) await slow;
        return json([]);
      },
    });
    await tick(2400);
    expect(polls()).toHaveLength(2);
    // The second poll hangs: no third one starts, however long it takes.
    await tick(10_000);
    expect(polls()).toHaveLength(2);
    release();
    await tick(0);
    await tick(2400);
    expect(polls()).toHaveLength(3);
  });

  it('pauses while the page is hidden and catches up at once on return', async () => {
    const { polls } = renderChat({
      [`GET ${base}`]: () => json([message('a', 100)]),
    });
    await tick(0);
    setHidden(true);
    await tick(60_000);
    expect(polls()).toHaveLength(1);
    setHidden(false);
    await tick(0);
    expect(polls()).toEqual(['?after=1&limit=2147483647', '?after=100&limit=2147483647']);
  });

  it('backs off up to ~30 s on errors, says so once, and resets on success', async () => {
    expect([1, 2, 3, 4, 5].map(backoffDelay)).toEqual([4800, 9600, 19200, 30000, 30000]);
    let failing = true;
    const { polls } = renderChat({
      [`GET ${base}`]: () =>
        failing
          ? json({ error: 'Serverfehler', message: 'Die Datenbank schläft.' }, 500)
          : json([message('a', 100)]),
    });
    await tick(0);
    expect(screen.getByRole('status')).toHaveTextContent('Fehler: Die Datenbank schläft.');
    // No alert dialog for a poll.
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await tick(4799);
    expect(polls()).toHaveLength(1);
    await tick(1);
    expect(polls()).toHaveLength(2);
    await tick(9600);
    expect(polls()).toHaveLength(3);
    await tick(19_200);
    expect(polls()).toHaveLength(4);
    await tick(30_000);
    expect(polls()).toHaveLength(5);
    await tick(30_000);
    expect(polls()).toHaveLength(6);

    failing = false;
    await tick(30_000);
    expect(polls()).toHaveLength(7);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(texts('Nachrichten')).toEqual(['a']);
    await tick(2400);
    expect(polls()).toHaveLength(8);
  });

  it('shows a sent message at once and never twice when the poll brings it first', async () => {
    let answerPost!: (response: Response) => void;
    const mine = message('m1', 500, testUser.id, 'Hallo Ben');
    let gets = 0;
    const { fake } = renderChat({
      [`GET ${base}`]: () => json((gets += 1) === 1 ? [] : [mine]),
      [`POST ${base}`]: () =>
        new Promise<Response>((resolve) => {
          answerPost = resolve;
        }),
    });
    await tick(0);
    fireEvent.click(screen.getByRole('button', { name: 'Senden' }));
    await tick(0);
    expect(texts('Unterwegs')).toEqual(['Hallo Ben (sending)']);
    const post = fake.requests.find((r) => r.method === 'POST')!;
    expect(post.body).toBe('Hallo Ben');
    expect(post.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f]{32}$/);

    // The poll returns it before the POST answers: one copy, confirmed.
    await tick(2400);
    expect(texts('Nachrichten')).toEqual(['Hallo Ben']);
    expect(texts('Unterwegs')).toEqual([]);
    answerPost(json(mine, 201));
    await tick(0);
    expect(texts('Nachrichten')).toEqual(['Hallo Ben']);
    expect(texts('Unterwegs')).toEqual([]);
  });

  it('marks a refused send with the server’s reason; a retry sends the same key', async () => {
    let refuse = true;
    const { fake } = renderChat({
      [`GET ${base}`]: () => json([]),
      [`POST ${base}`]: () =>
        refuse
          ? json({ error: 'Keine Berechtigung', message: 'Du wurdest blockiert.' }, 403)
          : json(message('m1', 500, testUser.id, 'Hallo Ben'), 201),
    });
    await tick(0);
    fireEvent.click(screen.getByRole('button', { name: 'Senden' }));
    await tick(0);
    expect(texts('Unterwegs')).toEqual(['Hallo Ben (failed: Du wurdest blockiert.)']);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: 'Nochmal Hallo Ben' }));
    await tick(0);
    expect(texts('Nachrichten')).toEqual(['Hallo Ben']);
    expect(texts('Unterwegs')).toEqual([]);
    const keys = fake.requests
      .filter((r) => r.method === 'POST')
      .map((r) => r.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  describe('with a service worker that keeps writes offline', () => {
    /**
     * The worker answers over a MessagePort: real turns of the event loop, not the fake clock
     * (only `setTimeout` is faked, so a zero interval is a real turn).
     */
    const workerAnswered = async () => {
      for (let turn = 0; turn < 50 && texts('Unterwegs').length === 0; turn++) {
        await act(
          () =>
            new Promise<void>((resolve) => {
              const turn = setInterval(() => {
                clearInterval(turn);
                resolve();
              }, 0);
            }),
        );
      }
    };
    let toPage: ((event: MessageEvent) => void) | undefined;
    const kept = [
      {
        kind: 'message',
        method: 'POST',
        url: `http://localhost/api${base}`,
        key: 'k-1',
        body: 'Vor dem Neuladen',
      },
    ];
    beforeEach(() => {
      Object.defineProperty(navigator, 'serviceWorker', {
        configurable: true,
        value: {
          controller: {
            // The worker's answer to 'LIST_WRITES': what waits in its queue.
            postMessage: (_message: unknown, ports?: MessagePort[]) =>
              ports?.[0]?.postMessage(kept),
          },
          addEventListener: (_type: string, listener: (event: MessageEvent) => void) => {
            toPage = listener;
          },
          removeEventListener: () => {},
        },
      });
    });
    afterEach(() => {
      Reflect.deleteProperty(navigator, 'serviceWorker');
      toPage = undefined;
    });

    it('hands an offline message to the worker and shows it waiting, as after a reload', async () => {
      const { fake } = renderChat({
        [`GET ${base}`]: () => json([]),
        [`POST ${base}`]: () => json({}, 202, { 'X-Kompass-Queued': '1' }),
      });
      await workerAnswered();
      expect(texts('Unterwegs')).toEqual(['Vor dem Neuladen (waiting)']);

      fireEvent.click(screen.getByRole('button', { name: 'Senden' }));
      await tick(0);
      expect(texts('Unterwegs')).toEqual(['Vor dem Neuladen (waiting)', 'Hallo Ben (waiting)']);
      // Sent once, to the worker; the page does not try again.
      await tick(30_000);
      expect(fake.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    });

    it('marks a kept message the server refused later', async () => {
      renderChat({ [`GET ${base}`]: () => json([]) });
      await workerAnswered();
      act(() =>
        toPage!(
          new MessageEvent('message', {
            data: { type: 'WRITE_REFUSED', kind: 'message', key: 'k-1', status: 403 },
          }),
        ),
      );
      expect(texts('Unterwegs')).toEqual([
        'Vor dem Neuladen (failed: Eine Nachricht, die du offline geschrieben hast, wurde abgelehnt (Fehler 403).)',
      ]);
    });
  });

  it('stops for an unknown or foreign chat', async () => {
    const { polls } = renderChat({});
    await tick(0);
    expect(screen.getByText('Status: missing')).toBeInTheDocument();
    await tick(30_000);
    expect(polls()).toHaveLength(1);
  });
});
