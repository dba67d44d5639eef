import {
  Button,
  Dialog,
  EmptyState,
  Link,
  paths,
  QueryState,
  showAlert,
  Skeleton,
  VisuallyHidden,
  type Chat,
  styled,
} from '@kompass/shared';
import { Avatar } from '@kompass/shared/avatar';
import { oneLine } from '../../../components/shared-styles';
import { useState } from 'react';
import { useDeleteChat } from '../../../api/delete-chat';
import { useChats } from '../../../api/get-chats';
import { formatListTime } from '../../../lib/format-time';
import { splitContent } from '../../../lib/message-content';
import { partnerOf } from '../../../lib/partner';
import { chatTexts } from '../../../texts';

const List = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow};
  overflow: hidden;
`;

const Row = styled.li`
  display: flex;
  align-items: center;
  & + & {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const RowLink = styled(Link)`
  flex: 1;
  min-width: 0;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)};
  color: inherit;
  text-decoration: none;
`;

const Body = styled.span`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: 2px;
`;

const Top = styled.span`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
`;

const Username = styled.strong`
  ${oneLine}
`;

const Handle = styled.span`
  ${oneLine}
  font-size: ${({ theme }) => theme.font.small};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Time = styled.span`
  flex: none;
  font-size: ${({ theme }) => theme.font.small};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Bottom = styled.span`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const Preview = styled.span<{ $unread: boolean }>`
  ${oneLine}
  color: ${({ theme, $unread }) => ($unread ? theme.colors.text : theme.colors.textMuted)};
  font-weight: ${({ $unread }) => ($unread ? 600 : 400)};
`;

const Badge = styled.span`
  position: relative;
  flex: none;
  min-width: 22px;
  height: 22px;
  padding: 0 6px;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryContrast};
  font-size: 0.75rem;
  font-weight: 700;
  line-height: 22px;
  text-align: center;
`;

const MoreButton = styled.button`
  flex: none;
  min-width: 44px;
  height: 44px;
  margin-right: ${({ theme }) => theme.space(1)};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.round};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 1.25rem;
  cursor: pointer;
`;

const RowPlaceholder = styled.li`
  height: 68px;
  background: linear-gradient(90deg, #eef2f1, #f7f9f8, #eef2f1);
  & + & {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

/** The list refreshes itself this often while it is shown. */
const LIST_REFRESH_MS = 15_000;

/** What the list shows of a message: an image as '📷 Foto', never its object name. */
export function previewOf(chat: Chat): string {
  if (!chat.lastMessage) return chatTexts.noMessagesYet;
  const { image, text } = splitContent(chat.lastMessage.content);
  if (image) return text.trim() === '' ? chatTexts.photo : `${chatTexts.photo} ${text}`;
  return text;
}

function ChatRow({ chat, onDelete }: { chat: Chat; onDelete: () => void }) {
  const partner = partnerOf(chat);
  const time = chat.lastMessage ? formatListTime(chat.lastMessage.timestamp, chatTexts) : '';
  return (
    <Row>
      <RowLink to={paths.chat(chat.chatId)}>
        <Avatar
          userId={chat.otherUserId}
          name={partner.name}
          size={44}
          lazy
          hasAvatar={chat.otherHasAvatar}
          decorative
        />
        <Body>
          <Top>
            <Username>{partner.name}</Username>
            {time && <Time>{time}</Time>}
          </Top>
          {partner.username && <Handle>{chatTexts.usernameLine(partner.username)}</Handle>}
          <Bottom>
            <Preview $unread={chat.unread > 0}>{previewOf(chat)}</Preview>
            {chat.unread > 0 && (
              <Badge>
                {chat.unread}
                <VisuallyHidden> {chatTexts.unreadSuffix(chat.unread)}</VisuallyHidden>
              </Badge>
            )}
          </Bottom>
        </Body>
      </RowLink>
      <MoreButton type="button" aria-label={chatTexts.chatActions(partner.name)} onClick={onDelete}>
        ⋯
      </MoreButton>
    </Row>
  );
}

/** `/chats`: one row per chat, newest first; delete sits behind each row's action button. */
export function ChatList() {
  const chats = useChats(LIST_REFRESH_MS);
  const remove = useDeleteChat();
  const [toDelete, setToDelete] = useState<Chat | null>(null);

  const name = toDelete ? partnerOf(toDelete).name : '';
  return (
    <QueryState
      query={chats}
      errorMessage={chatTexts.chatsLoadFailed}
      loading={
        <Skeleton>
          <List>
            {[0, 1, 2].map((index) => (
              <RowPlaceholder key={index} />
            ))}
          </List>
        </Skeleton>
      }
      empty={
        <EmptyState title={chatTexts.noChats}>
          <span>{chatTexts.noChatsHint}</span>
        </EmptyState>
      }
    >
      {(all) => (
        <>
          <List aria-label={chatTexts.chatList}>
            {all.map((chat) => (
              <ChatRow key={chat.chatId} chat={chat} onDelete={() => setToDelete(chat)} />
            ))}
          </List>
          {toDelete && (
            <Dialog
              title={chatTexts.deleteChatTitle}
              onClose={() => setToDelete(null)}
              actions={
                <>
                  <Button $variant="secondary" onClick={() => setToDelete(null)}>
                    {chatTexts.cancel}
                  </Button>
                  <Button
                    $variant="danger"
                    disabled={remove.isPending}
                    onClick={() =>
                      remove.mutate(toDelete.chatId, {
                        onSuccess: () => setToDelete(null),
                        onError: () => {
                          setToDelete(null);
                          void showAlert({ message: chatTexts.deleteFailed });
                        },
                      })
                    }
                  >
                    {chatTexts.deleteConfirm}
                  </Button>
                </>
              }
            >
              <p>{chatTexts.deleteChatQuestion(name)}</p>
            </Dialog>
          )}
        </>
      )}
    </QueryState>
  );
}
