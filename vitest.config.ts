import { defineConfig } from 'vitest/config';

const browserApps = ['shared', 'shell', 'mf-discover', 'mf-chat', 'mf-profile', 'mf-admin'];

export default defineConfig({
  test: {
    projects: [
      ...browserApps.map((app) => ({
        test: {
          name: app,
          root: app,
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['../build/vitest-setup.ts'],
        },
      })),
      'api/vitest.config.ts',
    ],
  },
});
