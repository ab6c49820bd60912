import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { MEDIA_WIDTHS, PREVIEW_IMAGE } from '@best-bikes/contract';
import sharp from 'sharp';
import { Unsupported } from '../../lib/errors';

// libvips keeps up to 50 MB of recent operations for a repeat of the same one; every picture is
// rendered once here (its widths are stored), so that cache only held memory (ADR 0261).
sharp.cache(false);

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);
const NOT_AN_IMAGE = 'Only JPEG, PNG or WebP images are accepted.';

/** Stored files never change under their name (a new photo is a new name): kept by caches for a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The name of every stored file: a content hash and a width. Anything else is no image of ours. */
export const MEDIA_NAME = /^[0-9a-f]{32}-\d{1,5}\.webp$/;

export interface MediaStore {
  /** Checks the bytes are an image, re-encodes it at every width and answers the public URL. */
  saveImage(bytes: Buffer): Promise<{ url: string }>;
  /** Whether `url` is one this store handed out (its file is stored): no guessed or foreign URLs. */
  has(url: string): Promise<boolean>;
  /**
   * The link-preview picture of a stored image (`mediaPreviewImage`): its largest width cut to
   * 1200 × 630 as a JPEG, made on first request and stored; null when no image has that hash.
   */
  previewImage(hash: string): Promise<Buffer | null>;
}

/** The file name inside the media folder of one of our URLs, or undefined for any other URL. */
function storedName(url: string): string | undefined {
  return /^\/media\/([0-9a-f]{32}-\d{2,4}\.webp)$/.exec(url)?.[1];
}

/** Where the encoded files go: local disk or an S3 bucket. */
export interface MediaBackend {
  exists(name: string): Promise<boolean>;
  put(name: string, bytes: Buffer): Promise<void>;
  /** A stored file's bytes, or null when there is none. */
  read(name: string): Promise<Buffer | null>;
  /** Deletes a file this store wrote (an upload that failed half-way takes its files back). */
  remove(name: string): Promise<void>;
}

/**
 * Images through a backend. The format is read from the content, never the file name or header;
 * re-encoding drops every bit of metadata (camera, GPS); names are content hashes, so a file never
 * changes and can be cached forever. The largest width is written last: when it exists, all do.
 */
export function createMediaStore(
  backend: MediaBackend,
  onLeftover: (names: string[], err: unknown) => void = () => {},
): MediaStore {
  const widths = [...MEDIA_WIDTHS].sort((a, b) => a - b);
  const largest = widths[widths.length - 1] as number;
  /** Previews being made: a shared link's first visitors (and the apps fetching it) wait for one. */
  const making = new Map<string, Promise<Buffer | null>>();

  async function makePreview(hash: string): Promise<Buffer | null> {
    const name = `${hash}-og.jpg`;
    const kept = await backend.read(name);
    if (kept) return kept;
    const photo = await backend.read(`${hash}-${largest}.webp`);
    if (!photo) return null;
    // Cut around what draws the eye (libvips' attention strategy: the bike rather than the sky).
    const out = await sharp(photo)
      .resize({ ...PREVIEW_IMAGE, fit: 'cover', position: sharp.strategy.attention })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 80, progressive: true, mozjpeg: true })
      .toBuffer();
    await backend.put(name, out);
    return out;
  }

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
      const name = (w: number) => `${hash}-${w}.webp`;
      if (!(await backend.exists(name(largest)))) {
        const written: string[] = [];
        try {
          for (const width of widths) {
            let out: Buffer;
            try {
              out = await sharp(bytes, { limitInputPixels: 40_000_000 })
                .rotate()
                .resize({ width, height: width, fit: 'inside', withoutEnlargement: true })
                .webp({ quality: 78 })
                .toBuffer();
            } catch {
              throw new Unsupported(NOT_AN_IMAGE);
            }
            await backend.put(name(width), out);
            written.push(name(width));
          }
        } catch (err) {
          // Nothing half-written stays behind (ADR 0127): the widths already stored go again. When
          // the store is gone altogether they cannot; they are named in the log, and they are
          // harmless (no URL points at them, and the same photo uploaded again overwrites them).
          const left: string[] = [];
          for (const file of written) await backend.remove(file).catch(() => left.push(file));
          if (left.length > 0) onLeftover(left, err);
          throw err;
        }
      }
      return { url: `/media/${name(largest)}` };
    },

    async has(url) {
      const name = storedName(url);
      return name ? backend.exists(name) : false;
    },

    previewImage(hash) {
      if (!/^[0-9a-f]{32}$/.test(hash)) return Promise.resolve(null);
      let made = making.get(hash);
      if (!made) {
        made = makePreview(hash).finally(() => making.delete(hash));
        making.set(hash, made);
      }
      return made;
    },
  };
}

/** Images on local disk under DATA_DIR/media (the embedded default). */
export function diskBackend(mediaDir: string): MediaBackend {
  return {
    exists: (name) =>
      stat(path.join(mediaDir, name))
        .then((s) => s.isFile())
        .catch(() => false),
    async put(name, bytes) {
      await mkdir(mediaDir, { recursive: true });
      // Written under a temporary name and renamed: a full disk or a crash never leaves half a file
      // under a name that is served.
      const file = path.join(mediaDir, name);
      const tmp = `${file}.${randomBytes(4).toString('hex')}.tmp`;
      try {
        await writeFile(tmp, bytes);
        await rename(tmp, file);
      } catch (err) {
        await rm(tmp, { force: true });
        throw err;
      }
    },
    read: (name) =>
      readFile(path.join(mediaDir, name)).catch((err: NodeJS.ErrnoException) => {
        if (err.code === 'ENOENT') return null;
        throw err;
      }),
    remove: (name) => rm(path.join(mediaDir, name), { force: true }),
  };
}

export function createDiskMediaStore(mediaDir: string): MediaStore {
  return createMediaStore(diskBackend(mediaDir));
}
