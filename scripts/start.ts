/**
 * `npm start`: the whole product from one process and one port.
 * Builds the shell and any remote whose `dist/` is missing, then starts the API, which also
 * serves the shell, the remotes and /app-config.json.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { appNames } from '@kompass/contracts/apps';

const root = path.resolve(import.meta.dirname, '..');
const missing = appNames.filter(
  (app) => !existsSync(path.join(root, app, 'dist', 'mf-manifest.json')),
);
for (const app of missing) {
  console.log(`Baue ${app} …`);
  const result = spawnSync('npm', ['run', 'build', '--silent', '-w', app], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
// The service worker precaches every remote's first-screen files: built once all apps are.
if (missing.length > 0) {
  const result = spawnSync('npm', ['run', 'build:service-worker', '--silent', '-w', 'shell'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

process.env.SERVE_FRONTEND ??= 'true';
await import(pathToFileURL(path.join(root, 'api', 'src', 'server.ts')).href);
