import { Page, PageTitle } from '@kompass/shared';
import { ChatList } from '../features/chat-list/components/chat-list';
import { chatTexts } from '../texts';

/** `/chats` (docs/product.md#chats). */
export default function ChatsPage() {
  return (
    <Page>
      <PageTitle>{chatTexts.chatsTitle}</PageTitle>
      <ChatList />
    </Page>
  );
}
