import { defineAppConfig } from '../build/rspack.ts';

/** The pages this remote exposes; `build/apps.test.ts` checks them against the app manifest. */
export const exposes = {
  './Chats': './src/pages/chats-page.tsx',
  './Chat': './src/pages/chat-page.tsx',
};

export default defineAppConfig({
  dir: import.meta.dirname,
  name: 'mf-chat',
  title: 'Kompass – Chats',
  exposes,
});
