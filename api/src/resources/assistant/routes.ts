import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ask, type AssistantEvent, type AssistantResult } from './ask.ts';
import { badRequest } from '../../errors.ts';
import { userOf } from '../../plugins/app/auth.ts';
import { routeLimit } from '../../plugins/external/rate-limit.ts';
import { AskAnswer, AskBody } from '@kompass/contracts/schemas/assistant';
import { authErrors } from '@kompass/contracts/schemas/common';

/** One server-sent event. */
function sse(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { config } = fastify;

  fastify.post(
    '/assistant/ask',
    {
      schema: {
        description:
          '„Frag unsere KI“: beantwortet eine Frage aus den Daten von Kompass. Mit `Accept: text/event-stream` kommt die Antwort als Server-Sent Events: `delta` (`{ text }`) Stück für Stück, dann ein `done` (`{ sources, mode, help? }`); `reset` heißt, dass der bisher gezeigte Text verworfen wird (das Sprachmodell ist ausgefallen, die Katalog-Antwort folgt). Klingt eine Frage (oder ein früherer Beitrag im Verlauf) nach einer Notlage, antwortet der Assistent nur mit Hilfsangeboten: `help` nennt die Lage und die Nummern, sonst nichts. Ist sich die Prüfung unsicher, folgt die Katalog-Antwort (nie die eines Sprachmodells), und `help.withAnswer` sagt, dass die Hilfsangebote darüber stehen. Das Gespräch wird nicht gespeichert.',
        body: AskBody,
        produces: ['application/json', 'text/event-stream'],
        response: { 200: AskAnswer, ...authErrors },
      },
      config: {
        // Its own budget per user (over all of their sessions), apart from general traffic.
        rateLimit: routeLimit(config.rateLimit.assistant, {
          keyGenerator: (request) =>
            request.session
              ? `assistant:u:${request.session.userId}`
              : `assistant:ip:${request.ip}`,
        }),
      },
    },
    async (request, reply) => {
      const question = request.body.question.trim();
      if (question === '') throw badRequest('Bitte gib eine Frage ein.');
      const gone = new AbortController();
      reply.raw.on('close', () => gone.abort());
      const answers = ask({
        question,
        history: request.body.history ?? [],
        data: fastify.assistantCatalogue(userOf(request).userId),
        llm: config.llm,
        log: request.log,
        signal: gone.signal,
      });

      const wantsStream = (request.headers.accept ?? '').includes('text/event-stream');
      if (!wantsStream) {
        let answer = '';
        let step: IteratorResult<AssistantEvent, AssistantResult>;
        while (!(step = await answers.next()).done) {
          answer = step.value.type === 'reset' ? '' : answer + step.value.text;
        }
        return { answer: answer.trim(), ...step.value };
      }

      // Headers set so far (CORS, rate-limit counters) go out with the stream.
      reply.hijack();
      const raw = reply.raw;
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined) raw.setHeader(name, value);
      }
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        'x-accel-buffering': 'no',
      });
      try {
        let step: IteratorResult<AssistantEvent, AssistantResult>;
        while (!(step = await answers.next()).done) {
          if (raw.destroyed) break;
          raw.write(step.value.type === 'reset' ? sse('reset', {}) : sse('delta', step.value));
        }
        if (step.done && !raw.destroyed) raw.write(sse('done', step.value));
      } catch (error) {
        request.log.error({ err: error }, 'Assistant answer failed while streaming');
        raw.write(
          sse('error', {
            message:
              'Die Antwort konnte nicht fertig geschrieben werden. Bitte versuche es erneut.',
          }),
        );
      }
      if (!raw.destroyed) raw.end();
    },
  );
};

export default routes;
