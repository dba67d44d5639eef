import { objectUrl, offlineTexts, useAppConfig, type Message, styled, css } from '@kompass/shared';
import { StackList } from '@kompass/shared/stack-list';
import { Fragment } from 'react';
import { formatDay, formatTime, isOtherDay } from '../../../lib/format-time';
import { linkParts, splitContent } from '../../../lib/message-content';
import { chatTexts } from '../../../texts';
import type { PendingMessage } from '../hooks/use-chat-messages';

const List = styled(StackList).attrs({ as: 'ol' })``;

const Day = styled.li`
  align-self: center;
  margin: ${({ theme }) => theme.space(2)} 0;
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.small};
`;

const Bubble = styled.li<{ $own: boolean; $failed?: boolean }>`
  max-width: 80%;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.medium};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  box-shadow: ${({ theme }) => theme.shadow};
  ${({ $own, theme }) =>
    $own
      ? css`
          align-self: flex-end;
          background: ${theme.colors.primary};
          color: ${theme.colors.primaryContrast};
          border-bottom-right-radius: ${theme.radii.small};
        `
      : css`
          align-self: flex-start;
          background: ${theme.colors.surface};
          color: ${theme.colors.text};
          border-bottom-left-radius: ${theme.radii.small};
        `}
  ${({ $failed, theme }) =>
    $failed &&
    css`
      background: ${theme.colors.dangerSoft};
      color: ${theme.colors.text};
    `}
`;

const Meta = styled.span`
  display: block;
  margin-top: ${({ theme }) => theme.space(1)};
  font-size: 0.75rem;
  text-align: right;
  opacity: 0.9;
`;

const ImageButton = styled.button`
  display: block;
  margin: 0 0 ${({ theme }) => theme.space(1)};
  padding: 0;
  border: 0;
  background: none;
  cursor: zoom-in;
  img {
    display: block;
    max-width: 100%;
    max-height: 240px;
    border-radius: ${({ theme }) => theme.radii.small};
  }
`;

const MessageLink = styled.a`
  color: inherit;
  font-weight: 600;
  text-decoration: underline;
`;

const Actions = styled.span`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(1)};
  button {
    padding: 0;
    border: 0;
    background: none;
    color: inherit;
    font: inherit;
    font-weight: 700;
    text-decoration: underline;
    cursor: pointer;
  }
`;

function Content({
  content,
  sender,
  onOpenImage,
}: {
  content: string;
  sender: string;
  onOpenImage: (src: string, alt: string) => void;
}) {
  const config = useAppConfig();
  const { image, text } = splitContent(content);
  const alt = chatTexts.imageOf(sender);
  return (
    <>
      {image && (
        <ImageButton
          type="button"
          onClick={() => onOpenImage(objectUrl(config, image), alt)}
          aria-label={`${alt} – ${chatTexts.imageLarge}`}
        >
          <img src={objectUrl(config, image)} alt={alt} loading="lazy" />
        </ImageButton>
      )}
      {linkParts(text).map((part, index) =>
        part.kind === 'link' ? (
          <MessageLink key={index} href={part.href} target="_blank" rel="noopener noreferrer">
            {part.text}
          </MessageLink>
        ) : (
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}

function pendingLabel(status: PendingMessage['status']): string {
  if (status === 'waiting') return offlineTexts.waiting;
  return status === 'failed' ? chatTexts.sendFailed : chatTexts.sending;
}

export interface MessageListProps {
  messages: Message[];
  pending: PendingMessage[];
  me: string | null;
  otherName: string;
  onOpenImage: (src: string, alt: string) => void;
  onRetry: (localId: string) => void;
  onDiscard: (localId: string) => void;
}

/** Own messages right, the other's left, with times and a separator for each new day. */
export function MessageList({
  messages,
  pending,
  me,
  otherName,
  onOpenImage,
  onRetry,
  onDiscard,
}: MessageListProps) {
  return (
    <List aria-label={chatTexts.messages}>
      {messages.map((message, index) => {
        const previous = messages[index - 1];
        const own = message.senderId === me;
        const sender = own ? chatTexts.you : otherName;
        const time = formatTime(message.timestamp);
        return (
          <Fragment key={message.id}>
            {(!previous || isOtherDay(previous.timestamp, message.timestamp)) && (
              <Day>{formatDay(message.timestamp, chatTexts)}</Day>
            )}
            <Bubble $own={own} data-own={own} aria-label={`${sender}, ${time}`}>
              <Content content={message.content} sender={sender} onOpenImage={onOpenImage} />
              <Meta>
                <time dateTime={new Date(message.timestamp).toISOString()}>{time}</time>
              </Meta>
            </Bubble>
          </Fragment>
        );
      })}
      {pending.map((item) => (
        <Bubble
          key={item.localId}
          $own
          $failed={item.status === 'failed'}
          data-own
          aria-label={`${chatTexts.you}, ${pendingLabel(item.status)}`}
        >
          <Content content={item.content} sender={chatTexts.you} onOpenImage={onOpenImage} />
          {item.status !== 'failed' ? (
            <Meta>{pendingLabel(item.status)}</Meta>
          ) : (
            <>
              <Meta role="alert">
                {chatTexts.sendFailed} {item.error}
              </Meta>
              <Actions>
                <button type="button" onClick={() => onRetry(item.localId)}>
                  {chatTexts.retry}
                </button>
                <button type="button" onClick={() => onDiscard(item.localId)}>
                  {chatTexts.discard}
                </button>
              </Actions>
            </>
          )}
        </Bubble>
      ))}
    </List>
  );
}
