import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake model does with one request. */
export interface Reply {
  /** Content pieces, each sent as one `chat.completion.chunk` event. */
  chunks?: string[];
  /** Answer with this status and no stream. */
  status?: number;
  /** Stop after this many chunks without ending the response (a hung model). */
  hangAfter?: number;
  /** Written as they are after the chunks, before the end: broken events of a faulty model. */
  raw?: string[];
}

export interface ReceivedRequest {
  headers: IncomingMessage['headers'];
  body: {
    model: string;
    stream: boolean;
    messages: { role: string; content: string }[];
  };
  /** The raw text of the request, to look for anything that must not be in it. */
  raw: string;
}

/**
 * A small OpenAI-compatible chat-completions server on 127.0.0.1 for tests: streams what
 * `respond` says, records every request it receives.
 */
export async function startChatCompletionsServer(respond: (request: ReceivedRequest) => Reply) {
  const received: ReceivedRequest[] = [];
  const open = new Set<ServerResponse>();
  const server = createServer((request, response) => {
    let raw = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (raw += chunk));
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
        response.writeHead(404).end();
        return;
      }
      const entry: ReceivedRequest = {
        headers: request.headers,
        body: JSON.parse(raw) as ReceivedRequest['body'],
        raw,
      };
      received.push(entry);
      const reply = respond(entry);
      if (reply.status) {
        response.writeHead(reply.status, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { message: 'kaputt' } }));
        return;
      }
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      open.add(response);
      response.on('close', () => open.delete(response));
      const chunks = reply.chunks ?? [];
      chunks.forEach((content, index) => {
        if (reply.hangAfter !== undefined && index >= reply.hangAfter) return;
        const event = {
          id: 'chatcmpl-test',
          object: 'chat.completion.chunk',
          model: entry.body.model,
          choices: [{ index: 0, delta: { content }, finish_reason: null }],
        };
        response.write(`data: ${JSON.stringify(event)}\n\n`);
      });
      if (reply.hangAfter !== undefined) return;
      for (const text of reply.raw ?? []) response.write(text);
      response.write('data: [DONE]\n\n');
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    received,
    async close() {
      for (const response of open) response.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
