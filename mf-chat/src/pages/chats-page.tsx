import { Page, PageTitle } from '@kompass/shared';
import { chatTexts } from '../texts';

/** `/chats` (spec §2). */
export default function ChatsPage() {
  return (
    <Page>
      <PageTitle>{chatTexts.chatsTitle}</PageTitle>
    </Page>
  );
}
