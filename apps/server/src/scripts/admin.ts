import path from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { promoteFromShell } from '../modules/users';

/**
 * `npm run admin -- promote <email>`: makes an existing account Admin, on the database the server
 * uses (the same environment: DATABASE_URL, or PGlite under DATA_DIR; stop the server first when on
 * PGlite, which one process opens at a time).
 */
async function main(argv: string[]): Promise<number> {
  const [command, email, ...rest] = argv;
  if (command !== 'promote' || !email || rest.length > 0) {
    console.error('Usage: npm run admin -- promote <email>');
    return 2;
  }
  const config = loadConfig();
  const handle = await openDatabase(
    config.DATABASE_URL
      ? { engine: 'postgres', url: config.DATABASE_URL, poolSize: 1 }
      : { engine: 'pglite', dir: path.join(config.dataDir, 'db') },
  );
  try {
    const { code, message } = await promoteFromShell(handle.db, email);
    (code === 0 ? console.log : console.error)(message);
    return code;
  } finally {
    await handle.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof ConfigError ? err.message : err);
    process.exit(1);
  },
);
