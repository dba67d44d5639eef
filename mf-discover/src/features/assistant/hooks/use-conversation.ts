import { useCallback, useEffect, useRef, useState } from 'react';
import {
  useAskAssistant,
  type AssistantHelp,
  type AssistantHumanRoute,
  type AssistantSource,
  type AssistantTurn,
} from '../api/ask-assistant';

/** Earlier turns sent along with a question (the API accepts at most six). */
const HISTORY_TURNS = 6;

export interface ConversationEntry {
  id: number;
  role: 'user' | 'assistant';
  content: string;
  status: 'streaming' | 'done' | 'stopped' | 'failed';
  sources: AssistantSource[];
  mode?: 'catalogue' | 'llm';
  /** Set when the question was a situation for human help: the lines to call, nothing else. */
  help?: AssistantHelp;
  /** Where a person helps: the Berufsberatung as a link under the answer. */
  humanRoute?: AssistantHumanRoute;
  /** The question an answer belongs to, to ask it again after a failure. */
  question?: string;
}

/**
 * The conversation on this page, in memory only: nothing of it is stored, neither here nor on
 * the server. `send` asks a question with the last few turns as history and streams the answer
 * into the list.
 */
export function useConversation() {
  const ask = useAskAssistant();
  const [entries, setEntries] = useState<ConversationEntry[]>([]);
  const nextId = useRef(0);
  const running = useRef<AbortController | null>(null);
  const busy = entries.some((entry) => entry.status === 'streaming');

  useEffect(() => () => running.current?.abort(), []);

  const update = (id: number, change: (entry: ConversationEntry) => Partial<ConversationEntry>) =>
    setEntries((all) =>
      all.map((entry) => (entry.id === id ? { ...entry, ...change(entry) } : entry)),
    );

  const send = useCallback(
    async (question: string, earlier: ConversationEntry[]) => {
      const history: AssistantTurn[] = earlier
        .filter((entry) => entry.status === 'done')
        .slice(-HISTORY_TURNS)
        .map(({ role, content }) => ({ role, content }));
      const questionId = nextId.current++;
      const answerId = nextId.current++;
      setEntries((all) => [
        ...all,
        { id: questionId, role: 'user', content: question, status: 'done', sources: [] },
        {
          id: answerId,
          role: 'assistant',
          content: '',
          status: 'streaming',
          sources: [],
          question,
        },
      ]);
      const controller = new AbortController();
      running.current = controller;
      try {
        const result = await ask(
          { question, history },
          {
            onDelta: (text) => update(answerId, (entry) => ({ content: entry.content + text })),
            onReset: () => update(answerId, () => ({ content: '' })),
            signal: controller.signal,
          },
        );
        update(answerId, (entry) => ({
          content: entry.content.trim(),
          status: 'done',
          sources: result.sources,
          mode: result.mode,
          ...(result.help ? { help: result.help } : {}),
          ...(result.humanRoute ? { humanRoute: result.humanRoute } : {}),
        }));
      } catch {
        // Stopped on request: what had arrived stays, marked as stopped.
        update(answerId, (entry) => ({
          status: controller.signal.aborted ? 'stopped' : 'failed',
          content: entry.content.trim(),
        }));
      } finally {
        if (running.current === controller) running.current = null;
      }
    },
    [ask],
  );

  return {
    entries,
    busy,
    ask: (question: string) => void send(question, entries),
    /** Asks a failed answer's question again, in its place. */
    retry: (answer: ConversationEntry) => {
      const index = entries.findIndex((entry) => entry.id === answer.id);
      const before = entries.slice(0, Math.max(0, index - 1));
      setEntries(before);
      void send(answer.question ?? '', before);
    },
    stop: () => running.current?.abort(),
  };
}
