import {
  Button,
  Dialog,
  Link,
  LoadingState,
  NotFoundState,
  offlineInset,
  Page,
  paths,
  useOnline,
  userIdAtom,
  useQueryClient,
  styled,
} from '@kompass/shared';
import { Avatar } from '@kompass/shared/avatar';
import { oneLine, roundPrimary } from '../../../components/shared-styles';
import { useAtomValue } from 'jotai';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useChat } from '../../../api/get-chat';
import { chatsQueryKey } from '../../../api/get-chats';
import { useSetBlocked } from '../../../api/block-chat';
import { failureStatus } from '../../../lib/failure-message';
import { partnerOf } from '../../../lib/partner';
import { chatTexts } from '../../../texts';
import { useChatMessages } from '../hooks/use-chat-messages';
import { ChatMenu } from './chat-menu';
import { Composer, composerBar } from './composer';
import { MessageList } from './message-list';

const Header = styled.header`
  position: sticky;
  /* Below the offline notice while it shows: the back arrow and the menu stay reachable. */
  top: ${offlineInset};
  z-index: 10;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin: -${({ theme }) => theme.space(4)} -${({ theme }) => theme.space(4)} 0;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Back = styled(Link)`
  display: inline-grid;
  place-items: center;
  min-width: 44px;
  height: 44px;
  color: inherit;
  font-size: 1.5rem;
  text-decoration: none;
`;

const Names = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
`;

const Handle = styled.p`
  margin: 0;
  ${oneLine}
  font-size: ${({ theme }) => theme.font.small};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Name = styled.h1`
  margin: 0;
  ${oneLine}
  font-size: ${({ theme }) => theme.font.large};
  a {
    color: inherit;
  }
`;

const Notice = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme }) => theme.colors.dangerSoft};
`;

const Blocked = styled.div`
  ${composerBar}
  padding: ${({ theme }) => theme.space(3)};
`;

const Pill = styled.button`
  position: fixed;
  left: 50%;
  bottom: calc(${({ theme }) => theme.tabBarHeight} + 96px);
  transform: translateX(-50%);
  z-index: 15;
  /* Centred on the conversation beside the side navigation, above the composer. */
  ${({ theme }) => theme.desktop} {
    left: calc(50% + ${({ theme }) => theme.sideNavWidth} / 2);
    bottom: 112px;
  }
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  ${roundPrimary}
  box-shadow: ${({ theme }) => theme.shadow};
`;

const Messages = styled.section`
  flex: 1;
`;

const LargeImage = styled.img`
  display: block;
  max-width: 100%;
  max-height: 70dvh;
  margin: 0 auto;
`;

/** Near enough to the end of the page to count as "at the bottom". */
const BOTTOM_SLACK_PX = 80;

function isAtBottom() {
  const root = document.documentElement;
  return window.innerHeight + window.scrollY >= root.scrollHeight - BOTTOM_SLACK_PX;
}

/** To the end of the page (below the last message sit the input line and the tab bar's room). */
function scrollToEnd(behavior: ScrollBehavior = 'auto') {
  const root = document.scrollingElement ?? document.documentElement;
  // Not every environment scrolls (tests render without layout).
  if (typeof root.scrollTo === 'function') root.scrollTo({ top: root.scrollHeight, behavior });
}

/**
 * `/chats/{chatId}`: header, messages (polled), and the input line, or the notice that the
 * caller blocked the other or that the other deleted their account.
 */
export function ChatView({ chatId }: { chatId: string }) {
  const me = useAtomValue(userIdAtom);
  const online = useOnline();
  const queryClient = useQueryClient();
  const chatQuery = useChat(chatId);
  const chat = chatQuery.data;
  const conversation = useChatMessages(chatId);
  const unblock = useSetBlocked(chatId);
  const [image, setImage] = useState<{ src: string; alt: string } | null>(null);
  const [showPill, setShowPill] = useState(false);
  // Whether the view follows the newest message: until the user scrolls up, and again once
  // they are back at the end. Content growing (a picture loading) never unsticks it.
  const stick = useRef(true);
  const lastScrollY = useRef(0);
  const messagesRef = useRef<HTMLElement>(null);
  const seen = useRef({ count: 0, pending: 0 });

  // Leaving the chat: the list's unread counts and last messages have moved on.
  useEffect(
    () => () => void queryClient.invalidateQueries({ queryKey: chatsQueryKey }),
    [queryClient, chatId],
  );

  useEffect(() => {
    const onScroll = () => {
      const y = window.scrollY;
      if (isAtBottom()) {
        stick.current = true;
        setShowPill(false);
      } else if (y < lastScrollY.current) {
        stick.current = false;
      }
      lastScrollY.current = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  // Pictures load after the text: while following, stay at the newest message as they grow.
  useEffect(() => {
    const element = messagesRef.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (stick.current) scrollToEnd();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const count = conversation.messages.length;
  const pendingCount = conversation.pending.length;
  useLayoutEffect(() => {
    const before = seen.current;
    seen.current = { count, pending: pendingCount };
    const sentByMe = pendingCount > before.pending;
    if (count <= before.count && !sentByMe) return;
    if (stick.current || before.count === 0 || sentByMe) {
      scrollToEnd();
      stick.current = true;
    } else {
      setShowPill(true);
    }
  }, [count, pendingCount]);

  const chatStatus = chatQuery.isError ? failureStatus(chatQuery.error) : null;
  const missing = conversation.status === 'missing' || chatStatus === 403 || chatStatus === 404;
  if (missing) {
    return (
      <Page>
        <NotFoundState
          title={chatTexts.chatLoadFailed}
          action={<Link to={paths.chats()}>{chatTexts.backToChats}</Link>}
        />
      </Page>
    );
  }

  const partner = chat ? partnerOf(chat) : { name: '', username: null };
  const otherName = partner.name;
  return (
    <Page>
      <Header>
        <Back to={paths.chats()} aria-label={chatTexts.backToChats}>
          ←
        </Back>
        {chat && (
          <>
            <Avatar
              userId={chat.otherUserId}
              name={otherName}
              lazy
              hasAvatar={chat.otherHasAvatar}
              size={40}
            />
            <Names>
              <Name>
                {chat.otherUserId ? (
                  <Link
                    to={paths.profile(chat.otherUserId)}
                    aria-label={chatTexts.profileOf(otherName)}
                  >
                    {otherName}
                  </Link>
                ) : (
                  otherName
                )}
              </Name>
              {partner.username && <Handle>{chatTexts.usernameLine(partner.username)}</Handle>}
            </Names>
            {chat.otherUserId && (
              <ChatMenu chatId={chatId} username={otherName} blocked={chat.blocked} />
            )}
          </>
        )}
      </Header>
      {/* Offline, the shell's banner says why nothing new arrives. */}
      {conversation.pollError && online && (
        <Notice role="status">
          {chatTexts.messagesLoadFailed}
          {conversation.pollError}
        </Notice>
      )}
      <Messages ref={messagesRef} aria-label={chatTexts.messages}>
        {conversation.status === 'loading' ? (
          <LoadingState />
        ) : (
          <MessageList
            messages={conversation.messages}
            pending={conversation.pending}
            me={me}
            otherName={otherName}
            onOpenImage={(src, alt) => setImage({ src, alt })}
            onRetry={conversation.retry}
            onDiscard={conversation.discard}
          />
        )}
      </Messages>
      {showPill && (
        <Pill
          type="button"
          onClick={() => {
            scrollToEnd('smooth');
            setShowPill(false);
          }}
        >
          {chatTexts.newMessages}
        </Pill>
      )}
      {chat?.blocked ? (
        <Blocked>
          <p>{chatTexts.blockedNotice(otherName)}</p>
          <Button $variant="secondary" onClick={() => unblock.mutate(false)}>
            {chatTexts.unblock}
          </Button>
        </Blocked>
      ) : chat && chat.otherUserId === null ? (
        <Blocked role="status">
          <p>{chatTexts.deletedNotice}</p>
        </Blocked>
      ) : (
        <Composer onSend={conversation.send} />
      )}
      {image && (
        <Dialog
          title={chatTexts.imageLarge}
          onClose={() => setImage(null)}
          actions={<Button onClick={() => setImage(null)}>{chatTexts.close}</Button>}
        >
          <LargeImage src={image.src} alt={image.alt} />
        </Dialog>
      )}
    </Page>
  );
}
