import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { freePort } from './free-port.ts';

/** Whether Debian's `redis-server` (package redis-server) is installed here. */
export const redisServerInstalled =
  spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status === 0;

export interface RedisServer {
  url: string;
  /** Stops the server (SIGKILL: gone at once, as in a crash). */
  stop(): Promise<void>;
  /** Starts it again on the same port, empty. */
  start(): Promise<void>;
  destroy(): Promise<void>;
}

/** A throwaway Redis on 127.0.0.1 and a free port, keeping nothing on disk. */
export async function startRedisServer(): Promise<RedisServer> {
  if (!redisServerInstalled) {
    throw new Error('redis-server not found: install it (Debian: apt-get install redis-server).');
  }
  const port = await freePort();
  let child: ChildProcess | null = null;

  async function start() {
    const next = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    await new Promise<void>((resolve, reject) => {
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Ready to accept connections')) resolve();
      };
      next.stdout!.on('data', onData);
      next.stderr!.on('data', onData);
      next.once('exit', (code) => reject(new Error(`redis-server exited (${code}):\n${output}`)));
    });
    child = next;
  }

  async function stop() {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    const exited = once(running, 'exit');
    running.kill('SIGKILL');
    await exited;
  }

  await start();
  return { url: `redis://127.0.0.1:${port}`, stop, start, destroy: stop };
}
