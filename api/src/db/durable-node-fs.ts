import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

/**
 * PGlite on a data folder, with PostgreSQL's own durability: a commit returns only after its
 * WAL has reached the disk.
 *
 * Out of the box PGlite starts PostgreSQL with `-F` (fsync off), and the WebAssembly build's
 * file layer turns every fsync/fdatasync into a no-op. Three changes restore the guarantee:
 * start without `-F`, make PostgreSQL flush its WAL with fsync() (the build's fdatasync() does
 * nothing and cannot be hooked), and give the mounted host folder an fsync that reaches the
 * host's fsync(2). PostgreSQL then decides when to flush, exactly as on a server.
 */
export const durableStartParams = [
  ...PGlite.defaultStartParams.filter((param) => param !== '-F'),
  '-c',
  'wal_sync_method=fsync',
];

interface EmscriptenStream {
  /** The host file descriptor behind a stream of the mounted folder (files only). */
  nfd?: number;
}

interface EmscriptenModule {
  NODEFS: { stream_ops: { fsync?: (stream: EmscriptenStream) => number } };
}

interface InitResult {
  emscriptenOpts: { preRun?: ((module: EmscriptenModule) => void)[] };
}

type InitReturn = Awaited<ReturnType<NodeFS['init']>>;

export class DurableNodeFS extends NodeFS {
  override async init(...args: Parameters<NodeFS['init']>): Promise<InitReturn> {
    const result = (await super.init(...args)) as unknown as InitResult;
    const preRun = result.emscriptenOpts.preRun ?? [];
    result.emscriptenOpts.preRun = [
      (module) => {
        module.NODEFS.stream_ops.fsync = (stream) => {
          // Directories are opened without a host descriptor; their entries are made durable by
          // PostgreSQL's file fsyncs and the WAL.
          if (stream.nfd !== undefined) fs.fsyncSync(stream.nfd);
          return 0;
        };
      },
      ...preRun,
    ];
    return result as unknown as InitReturn;
  }
}
