import {
  useApi,
  type ApiClient,
  type AssistantAnswer,
  type AssistantQuestion,
} from '@kompass/shared';
import { useCallback } from 'react';
import { readServerSentEvents } from '../lib/server-sent-events';

/** A catalogue entry or tip the answer drew on (`AssistantAnswer`). */
export type AssistantSource = AssistantAnswer['sources'][number];

/** In a situation for human help: which one and the lines to call or open. */
export type AssistantHelp = NonNullable<AssistantAnswer['help']>;

/** Where a person helps: the Berufsberatung, offered as a link. */
export type AssistantHumanRoute = NonNullable<AssistantAnswer['humanRoute']>;

export type AssistantTurn = NonNullable<AssistantQuestion['history']>[number];

/** What follows the streamed answer text. */
export type AskResult = Omit<AssistantAnswer, 'answer'>;

export interface AskHandlers {
  /** A piece of the answer arrived. */
  onDelta: (text: string) => void;
  /** What was shown so far is withdrawn; the answer starts again. */
  onReset: () => void;
  signal?: AbortSignal;
}

/**
 * POST /assistant/ask with `Accept: text/event-stream`: the answer arrives piece by piece
 * (`onDelta`), then its sources and mode. Failures reject like every other call (the client
 * has already shown the catalogue message for an HTTP error).
 */
export async function askAssistant(
  api: ApiClient,
  body: AssistantQuestion,
  { onDelta, onReset, signal }: AskHandlers,
): Promise<AskResult> {
  const response = await api.post('assistant/ask', {
    json: body,
    headers: { accept: 'text/event-stream' },
    timeout: false,
    ...(signal ? { signal } : {}),
  });
  if (!response.body) throw new Error('Die Antwort kam ohne Inhalt.');
  for await (const { event, data } of readServerSentEvents(response.body, signal)) {
    if (event === 'delta') onDelta((data as { text: string }).text);
    else if (event === 'reset') onReset();
    else if (event === 'done') return data as AskResult;
    else if (event === 'error') throw new Error((data as { message: string }).message);
  }
  if (signal?.aborted) throw new DOMException('Abgebrochen', 'AbortError');
  throw new Error('Die Antwort brach ab.');
}

/** `askAssistant` bound to the app's API client. */
export function useAskAssistant() {
  const api = useApi();
  return useCallback(
    (body: Parameters<typeof askAssistant>[1], handlers: AskHandlers) =>
      askAssistant(api, body, handlers),
    [api],
  );
}
