import { existsSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgDump } from '@electric-sql/pglite-tools/pg_dump';
import { loadConfig } from '../../server/src/config.ts';

/**
 * `npm run db:export -- <file.sql>`: dumps the embedded database of this install (its data dir,
 * TESSERA_DATA_DIR or ./data, as `npm start` uses) into plain SQL for `psql` to load into an
 * empty PostgreSQL database. Stop the server first: PGlite lets one process at a time open its
 * folder. The dump is PGlite's own pg_dump (@electric-sql/pglite-tools); this package pins the
 * PGlite release that tool is built for, which reads the app's folder as well (one PostgreSQL
 * major, one on-disk format).
 */
const target = process.argv[2];
if (!target) {
  console.error('Usage: npm run db:export -- <file.sql>');
  process.exit(2);
}
const config = loadConfig();
const folder = join(config.dataDir, 'pglite');
if (!existsSync(join(folder, 'PG_VERSION'))) {
  console.error(`No embedded database at ${folder}: set TESSERA_DATA_DIR to the data dir of the install to export.`);
  process.exit(1);
}
const file = resolve(process.env.INIT_CWD ?? process.cwd(), target);
const pg = await PGlite.create(folder);
try {
  const counts = await pg.query<{ agencies: number; landings: number; pages: number }>(
    'select (select count(*) from agencies)::int as agencies, (select count(*) from landings)::int as landings, (select count(*) from pages)::int as pages',
  );
  const dump = await quietly(() => pgDump({ pg, args: ['--no-owner', '--no-privileges', '--quote-all-identifiers'] }));
  writeFileSync(file, forOlderServers(await dump.text()));
  const { agencies, landings, pages } = counts.rows[0]!;
  console.log(`Exported ${config.dataDir} to ${file}: ${agencies} agencies, ${landings} websites, ${pages} pages.`);
  console.log(`Load it into an empty database:  psql -v ON_ERROR_STOP=1 -d <database url> -f ${target}`);
  console.log(`Then start on it, keeping the same data dir (uploads, secrets key):  DATABASE_URL=<database url> TESSERA_DATA_DIR=${config.dataDir} npm start`);
} finally {
  await pg.close();
}

/**
 * The dump tool restores the search path it found and then compares it, quoted, with what it
 * reads back unquoted, and warns about a change that did not happen; that one warning is dropped.
 */
async function quietly<T>(run: () => Promise<T>): Promise<T> {
  const warn = console.warn;
  console.warn = (...args: unknown[]) => {
    if (!String(args[0]).startsWith('Warning: search_path has been changed')) warn(...args);
  };
  try {
    return await run();
  } finally {
    console.warn = warn;
  }
}

/** PGlite is PostgreSQL 17, whose pg_dump sets `transaction_timeout`; servers before 17 refuse the name, and the dump needs no timeout. */
function forOlderServers(sql: string): string {
  return sql.replace(/^SET transaction_timeout = 0;\n/m, '');
}
