import { startDevHarness } from '@kompass/shared/dev';
import ChatPage from '../pages/chat-page';
import ChatsPage from '../pages/chats-page';

void startDevHarness('mf-chat', { './Chats': ChatsPage, './Chat': ChatPage });
