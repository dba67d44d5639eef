import { defineAppConfig } from '../build/rspack.ts';

export default defineAppConfig({
  dir: import.meta.dirname,
  name: 'shell',
  title: 'Kompass – Was kommt als Nächstes?',
  runtimePlugins: ['./src/mf-plugins/remote-fallback.ts'],
});
