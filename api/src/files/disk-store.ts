import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isObjectName, type FileStore } from './store.ts';

/** Images on local disk (`DATA_DIR/files`): the embedded default, one API instance. */
export function createDiskFileStore(dir: string): FileStore {
  const fileOf = (objectName: string) => {
    if (!isObjectName(objectName)) throw new Error(`not an object name: ${objectName}`);
    return path.join(dir, objectName);
  };
  const sizeOf = async (objectName: string) => {
    if (!isObjectName(objectName)) return null;
    try {
      const info = await stat(fileOf(objectName));
      return info.isFile() ? info.size : null;
    } catch {
      return null;
    }
  };
  return {
    async put(objectName, data) {
      const target = fileOf(objectName);
      await mkdir(dir, { recursive: true });
      // Write then rename: a reader never sees half a file.
      const temporary = `${target}.${process.pid}.tmp`;
      await writeFile(temporary, data);
      await rename(temporary, target);
    },
    async open(objectName) {
      const size = await sizeOf(objectName);
      return size === null ? null : { stream: createReadStream(fileOf(objectName)), size };
    },
    size: sizeOf,
    async remove(objectName) {
      await rm(fileOf(objectName), { force: true });
    },
    async check() {
      await mkdir(dir, { recursive: true });
    },
    close() {},
  };
}
