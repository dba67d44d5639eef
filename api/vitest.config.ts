import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api',
    root: import.meta.dirname,
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // Each file starts its own database (PGlite boot, argon2 hashing): give hooks room.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
