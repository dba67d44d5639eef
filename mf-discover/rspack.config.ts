import { defineAppConfig } from '../build/rspack.ts';

/** The pages this remote exposes; `build/apps.test.ts` checks them against the app manifest. */
export const exposes = {
  './Home': './src/pages/home-page.tsx',
  './Search': './src/pages/search-page.tsx',
  './Company': './src/pages/company-page.tsx',
  './Occupation': './src/pages/occupation-page.tsx',
  './Bookmarks': './src/pages/bookmarks-page.tsx',
  './Assistant': './src/pages/assistant-page.tsx',
};

export default defineAppConfig({
  dir: import.meta.dirname,
  name: 'mf-discover',
  title: 'Kompass – Entdecken',
  exposes,
});
