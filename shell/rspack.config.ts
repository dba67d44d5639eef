import { defineAppConfig } from '../build/rspack.ts';

export default defineAppConfig({
  dir: import.meta.dirname,
  name: 'shell',
  title: 'Kompass – Was kommt als Nächstes?',
  // Retry first: the fallback page is the answer only once the retries are spent.
  runtimePlugins: ['./src/app/remotes/retry-plugin.ts', './src/app/remotes/fallback-plugin.ts'],
});
