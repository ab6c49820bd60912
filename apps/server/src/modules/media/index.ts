import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { type MediaSource, mediaRoutes } from './routes';
import { createMediaStore, diskBackend, type MediaStore } from './storage';

export type { MediaStore } from './storage';

/**
 * Where images are kept: the S3 bucket when S3_BUCKET is set (ADR 0091), else DATA_DIR/media.
 * `close` lets go of the bucket's connections.
 */
export async function openMediaStorage(
  config: Config,
  log?: FastifyBaseLogger,
): Promise<{ store: MediaStore; source: MediaSource; close(): void }> {
  if (config.S3_BUCKET) {
    // The S3 client is loaded only for a bucket: a shop on its own disk does not hold it (some 8 MiB of
    // module text, docs/performance.md#memory, ADR 0383).
    const { openS3Media } = await import('./s3');
    const bucket = await openS3Media({ ...config, S3_BUCKET: config.S3_BUCKET });
    return {
      store: createMediaStore(bucket, (names, err) =>
        log?.warn({ err, names }, 'an upload failed half-way and these files could not be deleted'),
      ),
      source: { kind: 's3', bucket, publicUrl: config.S3_PUBLIC_URL },
      close: () => bucket.close(),
    };
  }
  const dir = path.join(config.dataDir, 'media');
  mkdirSync(dir, { recursive: true });
  return { store: createMediaStore(diskBackend(dir)), source: { kind: 'disk', dir }, close() {} };
}

/** Uploaded and generated images, served from /media/: on local disk or in an S3 bucket. */
export async function mediaModule(app: FastifyInstance, { config }: { config: Config }) {
  const { store, source, close } = await openMediaStorage(config, app.log);
  app.addHook('onClose', async () => close());
  await mediaRoutes(app, { store, source });
  return store;
}
