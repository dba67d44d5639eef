import {
  isOnline,
  newIdempotencyKey,
  offlineTexts,
  queueableWriteMode,
  useApi,
  userIdAtom,
  whenOnline,
  type Message,
  useQueryClient,
} from '@kompass/shared';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import { chatsQueryKey } from '../../../api/get-chats';
import { getMessages } from '../../../api/get-messages';
import { sendMessage } from '../../../api/send-message';
import { failureMessage, failureStatus } from '../../../lib/failure-message';
import { keptMessages, onKeptMessageRefused } from '../../../lib/kept-offline';
import { lastTimestamp, mergeMessages } from '../../../lib/merge-messages';

/** A chat polls about every 2.4 s (docs/product.md#constants). */
export const POLL_INTERVAL_MS = 2400;
/** Failed polls wait longer each time, up to this. */
export const MAX_BACKOFF_MS = 30_000;
/** The server answers at most this many messages per poll; a full page is followed at once. */
const SERVER_PAGE = 500;

/** The pause after `failures` failed polls in a row: 2.4 s doubling, at most ~30 s. */
export function backoffDelay(failures: number): number {
  return Math.min(POLL_INTERVAL_MS * 2 ** failures, MAX_BACKOFF_MS);
}

/** A message of the user's that the server has not confirmed yet. */
export interface PendingMessage {
  localId: string;
  /** Sent with every try, so the server stores it once. */
  key: string;
  content: string;
  /**
   * `waiting`: offline, sent when the connection is back: by the service worker, which keeps it
   * across a reload, or without one by this page.
   */
  status: 'sending' | 'waiting' | 'failed';
  /** Why the last try failed (the server's German sentence). */
  error: string | null;
}

export interface ChatMessages {
  /** Confirmed messages, oldest first, each once. */
  messages: Message[];
  /** The user's messages on their way (shown after the confirmed ones). */
  pending: PendingMessage[];
  /** `missing`: the chat does not exist or is not the user's (404/403). */
  status: 'loading' | 'ready' | 'missing';
  /** Why the last poll failed; null once one succeeds. */
  pollError: string | null;
  send: (content: string) => void;
  retry: (localId: string) => void;
  discard: (localId: string) => void;
}

/**
 * The messages of a chat, kept current by polling (docs/product.md#chat): the first call loads the
 * history, every later one asks only for messages after the newest timestamp; results merge by id
 * and sort by timestamp. One poll at a time; none while the page is hidden (it catches up on
 * return); after failures the pause grows up to ~30 s and resets with the next success. Sent
 * messages show at once and are not doubled when a poll brings them back.
 */
export function useChatMessages(chatId: string): ChatMessages {
  const api = useApi();
  const queryClient = useQueryClient();
  const me = useAtomValue(userIdAtom);
  const [messages, setMessages] = useState<Message[]>([]);
  const [pending, setPending] = useState<PendingMessage[]>([]);
  const [status, setStatus] = useState<ChatMessages['status']>('loading');
  const [pollError, setPollError] = useState<string | null>(null);
  const known = useRef<Message[]>([]);
  const pendingNow = useRef<PendingMessage[]>([]);
  useEffect(() => {
    pendingNow.current = pending;
  }, [pending]);

  /** Takes confirmed messages in; a pending copy of one of the user's goes. */
  const accept = useCallback(
    (incoming: Message[]) => {
      const merged = mergeMessages(known.current, incoming);
      if (merged === known.current) return;
      known.current = merged;
      setMessages(merged);
      const mine = incoming.filter((message) => message.senderId === me);
      if (mine.length > 0) {
        setPending((items) => {
          let rest = items;
          for (const message of mine) {
            const index = rest.findIndex((item) => item.content === message.content);
            if (index >= 0) rest = rest.filter((_, i) => i !== index);
          }
          return rest;
        });
      }
    },
    [me],
  );

  useEffect(() => {
    known.current = [];
    setMessages([]);
    setPending([]);
    setStatus('loading');
    setPollError(null);

    let stopped = false;
    let inFlight = false;
    let failures = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let controller: AbortController | undefined;

    const schedule = (delay: number) => {
      clearTimeout(timer);
      if (stopped || document.hidden) return;
      timer = setTimeout(() => void poll(), delay);
    };

    const poll = async () => {
      if (inFlight || stopped) return;
      clearTimeout(timer);
      inFlight = true;
      controller = new AbortController();
      let next: number;
      try {
        const fetched = await getMessages(
          api,
          chatId,
          lastTimestamp(known.current),
          controller.signal,
        );
        if (stopped) return;
        failures = 0;
        accept(fetched);
        // Reading marked them read on the server: the list and the tab bar's badge follow.
        if (fetched.some((message) => message.senderId !== me)) {
          void queryClient.invalidateQueries({ queryKey: chatsQueryKey });
        }
        setStatus('ready');
        setPollError(null);
        next = fetched.length >= SERVER_PAGE ? 0 : POLL_INTERVAL_MS;
      } catch (error) {
        if (stopped) return;
        const httpStatus = failureStatus(error);
        if (httpStatus === 403 || httpStatus === 404) {
          stopped = true;
          setStatus('missing');
          return;
        }
        failures += 1;
        setPollError(failureMessage(error));
        next = backoffDelay(failures);
      } finally {
        inFlight = false;
      }
      schedule(next);
    };

    const onVisibilityChange = () => {
      if (document.hidden) clearTimeout(timer);
      else void poll();
    };
    document.addEventListener('visibilitychange', onVisibilityChange);
    void poll();
    // Messages written offline before a reload wait in the service worker: shown as waiting.
    void keptMessages(chatId).then((kept) => {
      if (stopped || kept.length === 0) return;
      setPending((items) => [
        ...items,
        ...kept
          .filter(({ key }) => !items.some((item) => item.key === key))
          .map(({ key, content }): PendingMessage => ({
            localId: key,
            key,
            content,
            status: 'waiting',
            error: null,
          })),
      ]);
    });
    const stopListening = onKeptMessageRefused((key, refusal) =>
      setPending((items) =>
        items.map((item) =>
          item.key === key
            ? { ...item, status: 'failed', error: offlineTexts.refused(refusal, 'message') }
            : item,
        ),
      ),
    );
    return () => {
      stopped = true;
      clearTimeout(timer);
      controller?.abort();
      stopListening();
      document.removeEventListener('visibilitychange', onVisibilityChange);
    };
  }, [api, chatId, accept, me, queryClient]);

  const deliver = useCallback(
    async (item: PendingMessage) => {
      const mark = (status: PendingMessage['status'], error: string | null = null) =>
        setPending((items) =>
          items.map((other) =>
            other.localId === item.localId ? { ...other, status, error } : other,
          ),
        );
      // Offline, the message waits and says so; the idempotency key makes a second try safe
      // when the connection dropped during the first. A service worker keeps it (across a
      // reload) and sends it itself; the poll then brings it back. Without one, this page waits.
      const workerKeeps = queueableWriteMode() === 'always';
      for (;;) {
        if (!isOnline() && !workerKeeps) {
          mark('waiting');
          await whenOnline();
          mark('sending');
        }
        try {
          const message = await sendMessage(api, chatId, item.content, item.key);
          if (!message) {
            mark('waiting');
            return;
          }
          setPending((items) => items.filter((other) => other.localId !== item.localId));
          accept([message]);
          return;
        } catch (error) {
          if (failureStatus(error) === null && !isOnline()) continue;
          mark('failed', failureMessage(error));
          return;
        }
      }
    },
    [api, chatId, accept],
  );

  const send = useCallback(
    (content: string) => {
      const key = newIdempotencyKey();
      const item: PendingMessage = { localId: key, key, content, status: 'sending', error: null };
      setPending((items) => [...items, item]);
      void deliver(item);
    },
    [deliver],
  );

  const retry = useCallback(
    (localId: string) => {
      const item = pendingNow.current.find((other) => other.localId === localId);
      if (!item || item.status !== 'failed') return;
      const again: PendingMessage = { ...item, status: 'sending', error: null };
      pendingNow.current = pendingNow.current.map((other) =>
        other.localId === localId ? again : other,
      );
      setPending((items) => items.map((other) => (other.localId === localId ? again : other)));
      void deliver(again);
    },
    [deliver],
  );

  const discard = useCallback((localId: string) => {
    setPending((items) => items.filter((item) => item.localId !== localId));
  }, []);

  return { messages, pending, status, pollError, send, retry, discard };
}
