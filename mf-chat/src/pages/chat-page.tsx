import { Page, PageTitle } from '@kompass/shared';
import { chatTexts } from '../texts';

/** `/chats/{chatId}` (spec §2). */
export default function ChatPage() {
  return (
    <Page>
      <PageTitle>{chatTexts.chatTitle}</PageTitle>
    </Page>
  );
}
