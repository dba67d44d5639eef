import { Button, Muted, PageTitle, VisuallyHidden, styled } from '@kompass/shared';
import { Input } from '@kompass/shared/text-field';
import { StackList } from '@kompass/shared/stack-list';
import { useId, useRef, useState, type FormEvent } from 'react';
import { assistantTexts as texts } from '../texts';
import { useConversation, type ConversationEntry } from '../hooks/use-conversation';
import { useFollowAnswer } from '../hooks/use-follow-answer';
import { HelpLines } from './help-lines';
import { SourceCards } from './source-cards';

const MAX_QUESTION = 500;

/**
 * Fills the page, so the question field stands at the bottom from the start. On a desktop a
 * column as wide as reads well, not the whole width beside the navigation.
 */
const Layout = styled.div`
  flex: 1;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  ${({ theme }) => theme.desktop} {
    width: 100%;
    max-width: ${({ theme }) => theme.readableWidth};
    margin: 0 auto;
  }
`;

const Notice = styled.aside`
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.medium};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  p {
    margin: 0 0 ${({ theme }) => theme.space(2)};
  }
  p:last-child {
    margin: 0;
  }
`;

const Suggestions = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Log = styled(StackList).attrs({ as: 'ol', $gap: 3 })``;

const Bubble = styled.li<{ $mine: boolean }>`
  align-self: ${({ $mine }) => ($mine ? 'flex-end' : 'stretch')};
  max-width: ${({ $mine }) => ($mine ? '85%' : '100%')};
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.large};
  background: ${({ theme, $mine }) => ($mine ? theme.colors.primary : theme.colors.surface)};
  color: ${({ theme, $mine }) => ($mine ? theme.colors.primaryContrast : theme.colors.text)};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

const Speaker = styled.span`
  display: block;
  font-weight: 700;
  font-size: ${({ theme }) => theme.font.small};
`;

const Text = styled.p`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  white-space: pre-line;
  overflow-wrap: break-word;
`;

/** Stays at the bottom of the screen, above the tab bar, while the conversation scrolls. */
const Composer = styled.form`
  position: sticky;
  bottom: calc(${({ theme }) => theme.tabBarHeight} + ${({ theme }) => theme.space(2)});
  margin-top: auto;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow};
  /* No tab bar below it on a desktop: the navigation stands at the side. */
  ${({ theme }) => theme.desktop} {
    bottom: ${({ theme }) => theme.space(4)};
  }
  label {
    font-weight: 600;
  }
`;

const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  input {
    flex: 1;
    min-width: 0;
  }
`;

const HelpFirst = styled.div`
  margin-bottom: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.medium};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.primarySoft};
`;

interface AnswerProps {
  entry: ConversationEntry;
  onRetry: () => void;
  /** After help lines: back to the question field for a career question. */
  onContinue: () => void;
}

function Answer({ entry, onRetry, onContinue }: AnswerProps) {
  if (entry.status === 'failed') {
    return (
      <>
        <Text>{texts.failed}</Text>
        <Button $variant="secondary" onClick={onRetry}>
          {texts.retry}
        </Button>
      </>
    );
  }
  if (entry.status === 'done' && entry.help && !entry.help.withAnswer) {
    // The warm words, then the lines as links (the text lists them again for copying).
    return (
      <>
        <Text>{entry.content.split('\n')[0]}</Text>
        <HelpLines help={entry.help} onContinue={onContinue} />
      </>
    );
  }
  return (
    <>
      {entry.status === 'done' && entry.help?.withAnswer && (
        // The check was unsure: the help comes first, the answer to the question after it.
        <HelpFirst>
          <Text>{texts.helpFirst}</Text>
          <HelpLines help={entry.help} />
        </HelpFirst>
      )}
      <Text>{entry.content || (entry.status === 'streaming' ? texts.writing : '')}</Text>
      {entry.status === 'stopped' && <Muted>{texts.stopped}</Muted>}
      {entry.status === 'done' && entry.sources.length > 0 && (
        <SourceCards sources={entry.sources} />
      )}
      {entry.status === 'done' && entry.humanRoute && (
        <Text>
          {entry.humanRoute.text}{' '}
          <a href={entry.humanRoute.url} target="_blank" rel="noreferrer">
            {texts.humanRouteLink}
          </a>
        </Text>
      )}
      {entry.status === 'done' && entry.mode && (
        <Muted>{entry.mode === 'llm' ? texts.modeLlm : texts.modeCatalogue}</Muted>
      )}
    </>
  );
}

/**
 * 'Frag unsere KI': the transparency notice first, suggested questions, the conversation
 * (streamed answers with their sources as cards) and the question field. The answer region is
 * a polite live region that is busy while an answer streams, so a screen reader reads the
 * whole answer once instead of every piece.
 */
export function AssistantChat() {
  const { entries, busy, ask, retry, stop } = useConversation();
  const [question, setQuestion] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const noticeId = useId();
  const tooLong = question.length > MAX_QUESTION;
  const lastAnswer = entries.at(-1);
  const questions = entries.filter((entry) => entry.role === 'user');
  const { conversation, latestQuestion } = useFollowAnswer(questions.length);
  const latestQuestionId = questions.at(-1)?.id;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = question.trim();
    if (!text || busy || tooLong) return;
    ask(text);
    setQuestion('');
  };

  const suggest = (suggestion: string) => {
    // 'Was verdient man als …?' needs the job: the start goes into the field to be completed.
    if (suggestion.includes('…')) {
      setQuestion(suggestion.replace(/\s*…\?$/, ' '));
      input.current?.focus();
      return;
    }
    ask(suggestion);
  };

  return (
    <Layout>
      <PageTitle>{texts.title}</PageTitle>
      <Notice id={noticeId} aria-label={texts.title}>
        <p>{texts.notice}</p>
        <p>
          {texts.humanRoute}{' '}
          <a href={texts.humanRouteUrl} target="_blank" rel="noreferrer">
            {texts.humanRouteLink}
          </a>
        </p>
      </Notice>

      {entries.length === 0 && (
        <section aria-labelledby={`${noticeId}-suggestions`}>
          <Muted id={`${noticeId}-suggestions`}>{texts.suggestionsTitle}</Muted>
          <Suggestions>
            {texts.suggestions.map((suggestion) => (
              <li key={suggestion}>
                <Button $variant="secondary" onClick={() => suggest(suggestion)}>
                  {suggestion}
                </Button>
              </li>
            ))}
          </Suggestions>
        </section>
      )}

      <div role="log" aria-label={texts.conversation} aria-live="polite" aria-busy={busy}>
        <Log ref={conversation}>
          {entries.map((entry) => (
            <Bubble
              key={entry.id}
              ref={entry.id === latestQuestionId ? latestQuestion : undefined}
              $mine={entry.role === 'user'}
            >
              <Speaker>{entry.role === 'user' ? texts.you : texts.assistant}</Speaker>
              {entry.role === 'user' ? (
                <Text>{entry.content}</Text>
              ) : (
                <Answer
                  entry={entry}
                  onRetry={() => retry(entry)}
                  onContinue={() => input.current?.focus()}
                />
              )}
            </Bubble>
          ))}
        </Log>
      </div>
      <VisuallyHidden role="status">
        {busy
          ? texts.writing
          : lastAnswer?.status === 'done' && lastAnswer.role === 'assistant'
            ? texts.answerReady
            : ''}
      </VisuallyHidden>

      <Composer onSubmit={submit}>
        <label htmlFor={inputId}>{texts.questionLabel}</label>
        <Row>
          <Input
            ref={input}
            id={inputId}
            value={question}
            onChange={(event) => setQuestion(event.target.value)}
            aria-describedby={hintId}
            aria-invalid={tooLong}
            autoComplete="off"
          />
          {busy ? (
            <Button type="button" $variant="secondary" onClick={stop}>
              {texts.stop}
            </Button>
          ) : (
            <Button type="submit" disabled={!question.trim() || tooLong}>
              {texts.send}
            </Button>
          )}
        </Row>
        <Muted id={hintId}>{tooLong ? texts.tooLong : texts.questionHint}</Muted>
      </Composer>
    </Layout>
  );
}
