import { Route, paths, Routes } from '@kompass/shared';
import { startDevHarness } from '@kompass/shared/dev';
import ChatPage from '../pages/chat-page';
import ChatsPage from '../pages/chats-page';

void startDevHarness(
  <Routes>
    <Route path={paths.chats.pattern} element={<ChatsPage />} />
    <Route path={paths.chat.pattern} element={<ChatPage />} />
  </Routes>,
);
