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
import type { Config } from '../../config';
import { Unavailable } from '../../lib/errors';
import { IMMUTABLE, type MediaBackend } from './storage';

export type S3Settings = Pick<
  Config,
  'S3_BUCKET' | 'S3_ENDPOINT' | 'S3_REGION' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY'
> & { S3_BUCKET: string };

export interface S3Media extends MediaBackend {
  /** The stored file as a stream, or null when the bucket has no such object. */
  get(name: string): Promise<{ body: Readable; length?: number } | null>;
  close(): void;
}

const missing = (err: unknown) =>
  err instanceof S3ServiceException &&
  (err.name === 'NotFound' || err.name === 'NoSuchKey' || err.$metadata.httpStatusCode === 404);

const STORE_AWAY =
  'Photos cannot be stored right now: the photo store is not answering. Please try again in a minute.';

/**
 * The bucket could not be reached (refused, timed out, dropped) or answered a server error: 503
 * with Retry-After (ADR 0127), not a 500 that reads as a bug. Its own refusals (403, 404) stay as they are.
 */
function unreachable(err: unknown): unknown {
  const status = err instanceof S3ServiceException ? err.$metadata.httpStatusCode : undefined;
  if (status === undefined || status >= 500) return new Unavailable(STORE_AWAY, 30);
  return err;
}

/**
 * Images in an S3-compatible bucket (AWS S3, MinIO, R2…) through @aws-sdk/client-s3 (ADR 0091).
 * Objects are named as on disk, at the bucket's root, written with their type and an immutable
 * cache header so a CDN in front of S3_PUBLIC_URL may keep them forever. With S3_ENDPOINT the
 * bucket is addressed by path (MinIO and most self-hosted servers need that). The bucket must
 * exist: it is checked at start, so wrong settings stop the start naming S3_BUCKET.
 */
export async function openS3Media(settings: S3Settings): Promise<S3Media> {
  const client = new S3Client({
    region: settings.S3_REGION,
    ...(settings.S3_ENDPOINT ? { endpoint: settings.S3_ENDPOINT, forcePathStyle: true } : {}),
    ...(settings.S3_ACCESS_KEY_ID && settings.S3_SECRET_ACCESS_KEY
      ? {
          credentials: {
            accessKeyId: settings.S3_ACCESS_KEY_ID,
            secretAccessKey: settings.S3_SECRET_ACCESS_KEY,
          },
        }
      : {}),
    // Checksums only where S3 requires them: not every S3-compatible server takes the SDK's
    // newer default trailers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A store that does not answer fails a request in seconds (ADR 0127): connecting is bounded, and
    // so is a socket that goes quiet; one retry, not the SDK's two.
    requestHandler: { connectionTimeout: 2_000, requestTimeout: 5_000, throwOnRequestTimeout: true },
    maxAttempts: 2,
  });
  const Bucket = settings.S3_BUCKET;
  try {
    await client.send(new HeadBucketCommand({ Bucket }));
  } catch (err) {
    client.destroy();
    const status = (err as S3ServiceException).$metadata?.httpStatusCode;
    throw new Error(
      `S3_BUCKET: cannot reach bucket "${Bucket}"${status ? ` (HTTP ${status})` : ''}: ${(err as Error).message || (err as Error).name}`,
    );
  }
  const media: S3Media = {
    async exists(name) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: name }));
        return true;
      } catch (err) {
        if (missing(err)) return false;
        throw unreachable(err);
      }
    },
    async put(name, bytes) {
      await client
        .send(
          new PutObjectCommand({
            Bucket,
            Key: name,
            Body: bytes,
            ContentType: name.endsWith('.jpg') ? 'image/jpeg' : 'image/webp',
            CacheControl: IMMUTABLE,
          }),
        )
        .catch((err: unknown) => {
          throw unreachable(err);
        });
    },
    async remove(name) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: name }));
    },
    async read(name) {
      const object = await media.get(name);
      if (!object) return null;
      const chunks: Buffer[] = [];
      for await (const chunk of object.body) chunks.push(Buffer.from(chunk as Uint8Array));
      return Buffer.concat(chunks);
    },
    async get(name) {
      try {
        const res = await client.send(new GetObjectCommand({ Bucket, Key: name }));
        return { body: res.Body as Readable, length: res.ContentLength };
      } catch (err) {
        if (missing(err)) return null;
        throw unreachable(err);
      }
    },
    close: () => client.destroy(),
  };
  return media;
}
