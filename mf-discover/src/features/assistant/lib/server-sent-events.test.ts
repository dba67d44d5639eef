import { describe, expect, it } from 'vitest';
import { readServerSentEvents } from './server-sent-events';

function streamOf(...chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

describe('readServerSentEvents', () => {
  it('reads events split anywhere across chunks, umlauts included', async () => {
    const events = [];
    for await (const event of readServerSentEvents(
      streamOf(
        'event: delta\ndata: {"text":"Bä',
        'cker"}\n\nevent: do',
        'ne\ndata: {"mode":"catalogue"}\n\n',
      ),
    )) {
      events.push(event);
    }
    expect(events).toEqual([
      { event: 'delta', data: { text: 'Bäcker' } },
      { event: 'done', data: { mode: 'catalogue' } },
    ]);
  });
});
