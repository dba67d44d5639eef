import { defineAppConfig } from '../build/rspack.ts';

export default defineAppConfig({
  dir: import.meta.dirname,
  name: 'mf-admin',
  title: 'Kompass – Verwaltung',
  exposes: {
    './AdminApp': './src/pages/admin-app.tsx',
  },
});
