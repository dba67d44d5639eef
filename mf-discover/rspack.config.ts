import { defineAppConfig } from '../build/rspack.ts';

export default defineAppConfig({
  dir: import.meta.dirname,
  name: 'mf-discover',
  title: 'Kompass – Entdecken',
  exposes: {
    './Home': './src/pages/home-page.tsx',
    './Search': './src/pages/search-page.tsx',
    './Company': './src/pages/company-page.tsx',
    './Bookmarks': './src/pages/bookmarks-page.tsx',
  },
});
