import { defineAppConfig } from '../build/rspack.ts';

/** The pages this remote exposes; `build/apps.test.ts` checks them against the app manifest. */
export const exposes = {
  './AdminApp': './src/pages/admin-app.tsx',
};

export default defineAppConfig({
  dir: import.meta.dirname,
  name: 'mf-admin',
  title: 'Kompass – Verwaltung',
  exposes,
});
