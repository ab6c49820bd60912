import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { mediaRoutes } from './routes';
import { createDiskMediaStore } from './storage';

export { createDiskMediaStore, type MediaStore } from './storage';

/** Uploaded and generated images: stored under DATA_DIR/media, served from /media/. */
export async function mediaModule(app: FastifyInstance, { config }: { config: Config }) {
  const mediaDir = path.join(config.dataDir, 'media');
  mkdirSync(mediaDir, { recursive: true });
  const store = createDiskMediaStore(mediaDir);
  await mediaRoutes(app, { store, mediaDir });
  return store;
}
