import { useParams } from '@kompass/shared';
import { ChatView } from '../features/chat/components/chat-view';

/** `/chats/{chatId}` (docs/product.md#chat). */
export default function ChatPage() {
  const { chatId = '' } = useParams();
  return <ChatView key={chatId} chatId={chatId} />;
}
