import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { imageTypes } from '@kompass/contracts/schemas/files';

export { imageTypes };
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

/** Where uploaded and generated images live: local disk or an S3-compatible bucket. */
export interface FileStore {
  put(objectName: string, data: Buffer | string): Promise<void>;
  /** A stream and size of the object, or null when there is none. */
  open(objectName: string): Promise<{ stream: Readable; size: number } | null>;
  /** The object's size without opening it (HEAD requests), or null when there is none. */
  size(objectName: string): Promise<number | null>;
  /** Removes the object; nothing happens when there is none. */
  remove(objectName: string): Promise<void>;
  /** Checks at start that the store can be reached, with a clear message when it cannot. */
  check(): Promise<void>;
  close(): void;
}
