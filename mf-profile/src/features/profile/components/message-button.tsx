import { Button, ChatIcon, paths, useNavigate } from '@kompass/shared';
import { profileTexts } from '../../../texts';
import { useCreateChat } from '../api/create-chat';

/** 'Schreib mir': opens (or reuses) the chat with this user and goes there. */
export function MessageButton({ userId }: { userId: string }) {
  const navigate = useNavigate();
  const createChat = useCreateChat(userId);
  return (
    <Button
      $variant="secondary"
      disabled={createChat.isPending}
      onClick={() =>
        createChat.mutate(undefined, { onSuccess: (chatId) => void navigate(paths.chat(chatId)) })
      }
    >
      <ChatIcon aria-hidden="true" />
      {profileTexts.writeMe}
    </Button>
  );
}
