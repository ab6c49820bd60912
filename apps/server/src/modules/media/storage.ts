import { createHash } from 'node:crypto';
import { mkdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { MEDIA_WIDTHS } from '@best-bikes/contract';
import sharp from 'sharp';
import { Unsupported } from '../../lib/errors';

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);
export const NOT_AN_IMAGE = 'Only JPEG, PNG or WebP images are accepted.';

export interface MediaStore {
  /** Checks the bytes are an image, re-encodes it at every width and answers the public URL. */
  saveImage(bytes: Buffer): Promise<{ url: string }>;
  /** Whether `url` is one this store handed out (its file is on disk): no guessed or foreign URLs. */
  has(url: string): Promise<boolean>;
}

/** The file name inside the media folder of one of our URLs, or undefined for any other URL. */
function storedName(url: string): string | undefined {
  return /^\/media\/([0-9a-f]{32}-\d{2,4}\.webp)$/.exec(url)?.[1];
}

/**
 * Images on local disk under DATA_DIR/media. The format is read from the content, never the file
 * name or header; re-encoding drops every bit of metadata (camera, GPS); names are content hashes,
 * so a file never changes and can be cached forever.
 */
export function createDiskMediaStore(mediaDir: string): MediaStore {
  return {
    async saveImage(bytes) {
      let format: string | undefined;
      try {
        format = (await sharp(bytes, { limitInputPixels: 40_000_000 }).metadata()).format;
      } catch {
        throw new Unsupported(NOT_AN_IMAGE);
      }
      if (!format || !ACCEPTED_FORMATS.has(format)) throw new Unsupported(NOT_AN_IMAGE);

      const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 32);
      await mkdir(mediaDir, { recursive: true });
      const largest = Math.max(...MEDIA_WIDTHS);
      const name = (w: number) => `${hash}-${w}.webp`;
      const exists = await stat(path.join(mediaDir, name(largest)))
        .then(() => true)
        .catch(() => false);
      if (!exists) {
        try {
          for (const width of MEDIA_WIDTHS) {
            const out = await sharp(bytes, { limitInputPixels: 40_000_000 })
              .rotate()
              .resize({ width, height: width, fit: 'inside', withoutEnlargement: true })
              .webp({ quality: 78 })
              .toBuffer();
            await writeFile(path.join(mediaDir, name(width)), out);
          }
        } catch {
          throw new Unsupported(NOT_AN_IMAGE);
        }
      }
      return { url: `/media/${name(largest)}` };
    },

    async has(url) {
      const name = storedName(url);
      if (!name) return false;
      return stat(path.join(mediaDir, name))
        .then((s) => s.isFile())
        .catch(() => false);
    },
  };
}
