import path from 'node:path';
import { type Config, ConfigError, loadConfig } from '../config';
import { backup, restore, type ShopData } from '../db/backup';

/** The shop's data as the server would find it, from the same environment. */
function shopData(config: Config): ShopData {
  return {
    databaseUrl: config.DATABASE_URL,
    pgliteDir: path.join(config.dataDir, 'db'),
    mediaDir: config.S3_BUCKET ? null : path.join(config.dataDir, 'media'),
  };
}

/**
 * `npm run backup [-- <folder>]`: a consistent copy of the database and the local media folder in a
 * new folder (default `backups/<date-time>`). `npm run restore -- <folder>`: brings one back into an
 * empty DATA_DIR or an empty DATABASE_URL database (ADR 0122, docs/operations.md).
 */
async function main([command, folder, ...rest]: string[]): Promise<number> {
  if (
    (command !== 'backup' && command !== 'restore') ||
    rest.length > 0 ||
    (command === 'restore' && !folder)
  ) {
    console.error('Usage: npm run backup [-- <folder>]\n       npm run restore -- <folder>');
    return 2;
  }
  const config = loadConfig();
  const shop = shopData(config);
  if (command === 'backup') {
    const out = path.resolve(folder ?? path.join('backups', new Date().toISOString().replace(/[:.]/g, '-')));
    const manifest = await backup(shop, out);
    console.log(
      `Backed up the ${manifest.engine} database${manifest.media ? ' and the media folder' : ''} to ${out}`,
    );
    if (config.S3_BUCKET)
      console.log(`Images are in the S3 bucket ${config.S3_BUCKET}: back it up with its own tools.`);
    return 0;
  }
  const from = path.resolve(folder as string);
  const manifest = await restore(from, shop);
  console.log(
    `Restored the ${manifest.engine} database${manifest.media && shop.mediaDir ? ' and the media folder' : ''} from ${from}`,
  );
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof ConfigError ? err.message : `Failed: ${(err as Error).message ?? err}`);
    process.exit(1);
  },
);
