import { randomUUID } from 'node:crypto';
import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Image types the product stores, by the extension used in object names. */
export const imageTypes = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
  // Only for images the server draws itself (demo content); uploads are never SVG.
  svg: 'image/svg+xml',
} as const;
export type ImageExtension = keyof typeof imageTypes;

/**
 * Object names are always made by the server: a UUID and the extension of the sniffed type.
 * Anything else (slashes, dots, `..`, encoded separators) is not an object name, which makes
 * path traversal impossible before the file system is touched.
 */
const objectNamePattern =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg|webp|gif|avif|svg)$/;

export function isObjectName(value: string): boolean {
  return objectNamePattern.test(value);
}

export function newObjectName(extension: ImageExtension): string {
  return `${randomUUID()}.${extension}`;
}

export function contentTypeOf(objectName: string): string {
  const extension = objectName.slice(objectName.lastIndexOf('.') + 1) as ImageExtension;
  return imageTypes[extension] ?? 'application/octet-stream';
}

/** Uploaded and generated images on local disk (`DATA_DIR/files`). */
export interface FileStore {
  readonly dir: string;
  put(objectName: string, data: Buffer | string): Promise<void>;
  /** A stream and size of the object, or null when there is none. */
  open(objectName: string): Promise<{ stream: ReadStream; size: number } | null>;
  /** The object's size without opening it (HEAD requests), or null when there is none. */
  size(objectName: string): Promise<number | null>;
  /** Removes the object; nothing happens when there is none. */
  remove(objectName: string): Promise<void>;
}

export function createFileStore(dir: string): FileStore {
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
    dir,
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
  };
}
