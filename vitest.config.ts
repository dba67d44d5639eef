import { appNames } from '@kompass/contracts/apps';
import { defineConfig } from 'vitest/config';

const browserApps = ['shared', ...appNames];

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
          // Room for a few waits on lazily loaded parts (build/vitest-setup.ts) on a busy machine.
          testTimeout: 20_000,
        },
      })),
      {
        test: {
          name: 'contracts',
          root: 'contracts',
          environment: 'node',
          include: ['src/**/*.test.ts'],
        },
      },
      'api/vitest.config.ts',
      {
        test: { name: 'build', root: 'build', environment: 'node', include: ['**/*.test.ts'] },
      },
      {
        test: { name: 'scripts', root: 'scripts', environment: 'node', include: ['*.test.ts'] },
      },
    ],
  },
});
