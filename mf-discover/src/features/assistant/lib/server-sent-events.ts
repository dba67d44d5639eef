/** One server-sent event: its name and its JSON data. */
export interface ServerSentEvent {
  event: string;
  data: unknown;
}

/**
 * Reads `text/event-stream` events from a response body as they arrive. Only what our API
 * sends is understood: `event:` and one `data:` line of JSON per event.
 */
export async function* readServerSentEvents(
  body: ReadableStream<Uint8Array>,
  signal?: AbortSignal,
): AsyncGenerator<ServerSentEvent> {
  const reader = body.getReader();
  // Stopping ends the wait for the next piece at once.
  signal?.addEventListener('abort', () => void reader.cancel().catch(() => undefined), {
    once: true,
  });
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      buffer += done ? decoder.decode() : decoder.decode(value, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: ?(.*)$/m.exec(block)?.[1] ?? 'message';
        const data = /^data: ?(.*)$/m.exec(block)?.[1];
        if (data !== undefined) yield { event, data: JSON.parse(data) as unknown };
      }
      if (done) return;
    }
  } finally {
    reader.releaseLock();
  }
}
