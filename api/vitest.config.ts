import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api',
    root: import.meta.dirname,
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // The resources' routes and repositories are found and imported by @fastify/autoload: run
    // through Vitest, its imports load the same modules as the tests do, not second copies.
    server: { deps: { inline: ['@fastify/autoload'] } },
    // Each file starts its own database (PGlite boot, migrations, seeding, argon2 hashing), and
    // on a loaded 2-core machine several files do so at once: give set-up hooks room.
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
