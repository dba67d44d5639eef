import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../config.ts';
import { contentTypeOf, isObjectName, type FileStore } from './store.ts';

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.$metadata.httpStatusCode === 404 ||
    error.name === 'NoSuchKey' ||
    error.name === 'NotFound');

/**
 * Images in an S3-compatible bucket, so any number of API instances share them. The API still
 * serves them under /files/{objectName} (same type, nosniff and caching rules); a public bucket
 * or CDN can serve them directly instead through OBJECT_BASE_URL.
 */
export function createS3FileStore(config: S3Config): FileStore {
  const client = new S3Client({
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(config.credentials ? { credentials: config.credentials } : {}),
  });
  const Bucket = config.bucket;
  const keyOf = (objectName: string) => {
    if (!isObjectName(objectName)) throw new Error(`not an object name: ${objectName}`);
    return objectName;
  };

  return {
    async put(objectName, data) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: keyOf(objectName),
          Body: data,
          ContentType: contentTypeOf(objectName),
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
    },
    async open(objectName) {
      if (!isObjectName(objectName)) return null;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: objectName }));
        if (!object.Body || object.ContentLength === undefined) return null;
        return { stream: object.Body as Readable, size: object.ContentLength };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async size(objectName) {
      if (!isObjectName(objectName)) return null;
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: objectName }));
        return head.ContentLength ?? null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async remove(objectName) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(objectName) }));
    },
    async check() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
      } catch (error) {
        throw new Error(
          `S3 bucket '${Bucket}' is not reachable${config.endpoint ? ` at ${config.endpoint}` : ''}: ${(error as Error).message}`,
          { cause: error },
        );
      }
    },
    close() {
      client.destroy();
    },
  };
}
