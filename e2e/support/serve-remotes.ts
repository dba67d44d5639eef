/**
 * Serves each remote's production build from its own origin (port), like a static host or CDN
 * would, for the cross-origin test project. Only what a static host does: files and CORS.
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { crossOriginPorts } from './environment.ts';

const repoRoot = path.resolve(import.meta.dirname, '..', '..');
const types: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

for (const [name, port] of Object.entries(crossOriginPorts)) {
  const dist = path.join(repoRoot, name, 'dist');
  createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    const file = path.join(dist, path.normalize(pathname));
    response.setHeader('Access-Control-Allow-Origin', '*');
    if (!file.startsWith(dist) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      'Content-Type': types[path.extname(file)] ?? 'application/octet-stream',
    });
    createReadStream(file).pipe(response);
  }).listen(port, '127.0.0.1');
}
console.log('Remotes served on their own ports:', Object.values(crossOriginPorts).join(', '));
