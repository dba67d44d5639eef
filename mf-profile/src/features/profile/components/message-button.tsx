import { Button, ChatIcon, isHTTPError, paths, showAlert, useNavigate } from '@kompass/shared';
import { profileTexts } from '../../../texts';
import { useCreateChat } from '../api/create-chat';

/** The server's German reason for a refused chat (403: this person blocked the caller). */
function refusal(error: unknown): string | null {
  if (!isHTTPError(error) || error.response.status !== 403) return null;
  const body = (error as { data?: { message?: unknown } }).data;
  return typeof body?.message === 'string' ? body.message : null;
}

/** 'Schreib mir': opens (or reuses) the chat with this user and goes there. */
export function MessageButton({ userId }: { userId: string }) {
  const navigate = useNavigate();
  const createChat = useCreateChat(userId);
  return (
    <Button
      $variant="secondary"
      disabled={createChat.isPending}
      onClick={() =>
        createChat.mutate(undefined, {
          onSuccess: (chatId) => void navigate(paths.chat(chatId)),
          // A refusal is silent in the client (403); say why, in the server's words.
          onError: (error) => {
            const message = refusal(error);
            if (message) void showAlert({ message });
          },
        })
      }
    >
      <ChatIcon aria-hidden="true" />
      {profileTexts.writeMe}
    </Button>
  );
}
