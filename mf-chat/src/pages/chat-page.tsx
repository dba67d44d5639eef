import { useParams } from '@kompass/shared';
import { ChatView } from '../features/chat/components/chat-view';

/** `/chats/{chatId}` (spec §2). */
export default function ChatPage() {
  const { chatId = '' } = useParams();
  return <ChatView key={chatId} chatId={chatId} />;
}
