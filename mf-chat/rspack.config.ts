import { defineAppConfig } from '../build/rspack.ts';

export default defineAppConfig({
  dir: import.meta.dirname,
  name: 'mf-chat',
  title: 'Kompass – Chats',
  exposes: {
    './Chats': './src/pages/chats-page.tsx',
    './Chat': './src/pages/chat-page.tsx',
  },
});
