import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Config } from '../../src/config.ts';

export interface S3Server {
  config: S3Config;
  close(): Promise<void>;
}

/** A throwaway S3-compatible server (s3rver) on 127.0.0.1 with one empty bucket. */
export async function startS3Server(bucket = 'kompass'): Promise<S3Server> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'kompass-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  return {
    config: {
      bucket,
      region: 'eu-central-1',
      endpoint: `http://127.0.0.1:${port}`,
      // s3rver's fixed development credentials.
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      forcePathStyle: true,
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
