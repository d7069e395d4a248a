import type { Readable } from 'node:stream';
import type * as S3Sdk from '@aws-sdk/client-s3';
import { assertStorageKey, STORAGE_KEY_PATTERN, type Storage } from './storage.ts';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** An S3-compatible server's address (MinIO, R2, Spaces…); AWS's own when left out. */
  endpoint?: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** bucket in the path rather than the host name: what most S3-compatible servers want. */
  forcePathStyle?: boolean;
  /** Prefix of every key in the bucket, e.g. "tessera/". */
  prefix?: string;
}

export function createS3Storage(options: S3StorageOptions): Storage {
  // The AWS SDK is loaded with the first file call, not at start: an install on local storage never needs its memory.
  let connected: Promise<{ sdk: typeof S3Sdk; client: S3Sdk.S3Client }> | undefined;
  const s3 = () =>
    (connected ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: options.region,
        endpoint: options.endpoint,
        forcePathStyle: options.forcePathStyle ?? Boolean(options.endpoint),
        credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
      }),
    })));
  const objectKey = (key: string) => `${options.prefix ?? ''}${key}`;
  return {
    kind: 's3',
    async put(key, body, contentType) {
      assertStorageKey(key);
      const { sdk, client } = await s3();
      await client.send(new sdk.PutObjectCommand({ Bucket: options.bucket, Key: objectKey(key), Body: body, ContentType: contentType }));
    },
    async get(key) {
      if (!STORAGE_KEY_PATTERN.test(key)) return undefined;
      const { sdk, client } = await s3();
      try {
        const object = await client.send(new sdk.GetObjectCommand({ Bucket: options.bucket, Key: objectKey(key) }));
        if (!object.Body) return undefined;
        return { body: object.Body as Readable, size: object.ContentLength ?? 0 };
      } catch (error) {
        if (error instanceof sdk.NoSuchKey || (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return undefined;
        throw error;
      }
    },
    async delete(key) {
      assertStorageKey(key);
      const { sdk, client } = await s3();
      await client.send(new sdk.DeleteObjectCommand({ Bucket: options.bucket, Key: objectKey(key) }));
    },
  };
}
