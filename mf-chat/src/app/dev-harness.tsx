import { Route, routePatterns, Routes } from '@kompass/shared';
import { startDevHarness } from '@kompass/shared/dev';
import ChatPage from '../pages/chat-page';
import ChatsPage from '../pages/chats-page';

void startDevHarness(
  <Routes>
    <Route path={routePatterns.chats} element={<ChatsPage />} />
    <Route path={routePatterns.chat} element={<ChatPage />} />
  </Routes>,
);
