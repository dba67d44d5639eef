import type { Message } from '@kompass/shared';

/** Oldest first; the id decides between equal timestamps (never within one chat, but stable). */
export function compareMessages(a: Message, b: Message): number {
  return a.timestamp - b.timestamp || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/**
 * The messages known so far merged with newly fetched ones: one entry per id (the newer copy
 * wins), sorted by timestamp. Returns `known` itself when nothing changed, so React skips a render.
 */
export function mergeMessages(known: readonly Message[], incoming: readonly Message[]): Message[] {
  if (incoming.length === 0) return known as Message[];
  const byId = new Map(known.map((message) => [message.id, message]));
  let changed = false;
  for (const message of incoming) {
    const existing = byId.get(message.id);
    if (
      !existing ||
      existing.timestamp !== message.timestamp ||
      existing.content !== message.content
    ) {
      byId.set(message.id, message);
      changed = true;
    }
  }
  if (!changed) return known as Message[];
  return [...byId.values()].sort(compareMessages);
}

/**
 * The timestamp to poll after: the newest known one, or 1 for the first load
 * (docs/product.md#constants).
 */
export function lastTimestamp(messages: readonly Message[]): number {
  return messages.at(-1)?.timestamp ?? 1;
}
