import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { ActingDialect } from './acting.js';
import { lockDataDirectory } from './lock.js';
import { migrateToLatest } from './migrate.js';
import { PGliteDialect } from './pglite-dialect.js';
import type { Database } from './schema.js';

export interface OpenDatabase {
  db: Kysely<Database>;
  kind: 'pglite' | 'postgres';
  /** The embedded database itself, for the job queue's adapter (jobs/queue.ts); absent on PostgreSQL. */
  pglite?: PGlite;
  close(): Promise<void>;
}

// int8 (counts, bigint columns) as numbers: values stay far below 2^53 in this domain.
pg.types.setTypeParser(20, (text) => Number(text));

/** PostgreSQL when a URL is given, else embedded PGlite under dataDir; migrated on open. */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
}): Promise<OpenDatabase> {
  const opened = options.databaseUrl
    ? await openPostgres(options.databaseUrl)
    : await openPGlite(path.join(options.dataDir, 'pglite'), options.dataDir);
  try {
    await migrateToLatest(opened.db);
  } catch (error) {
    await opened.close();
    throw error;
  }
  return opened;
}

async function openPostgres(url: string): Promise<OpenDatabase> {
  const pool = new pg.Pool({ connectionString: url, max: Number(process.env.DATABASE_POOL_SIZE ?? 10) });
  // An idle connection the server drops (restart, failover, admin) must not end the
  // process: the pool discards it and the next query opens a new one.
  pool.on('error', (error) => console.warn('PostgreSQL dropped an idle connection:', error.message));
  const db = new Kysely<Database>({ dialect: new ActingDialect(new PostgresDialect({ pool })) });
  return { db, kind: 'postgres', close: () => db.destroy() };
}

async function openPGlite(directory: string, lockDir: string): Promise<OpenDatabase> {
  const unlock = lockDataDirectory(lockDir);
  try {
    // loaded here, not at start: a server on PostgreSQL never needs it (a tenth of a second of
    // a restart's CPU, issue #35 item 3)
    const [{ PGlite }, { btree_gist }] = await Promise.all([
      import('@electric-sql/pglite'),
      import('@electric-sql/pglite/contrib/btree_gist'),
    ]);
    const pglite = await PGlite.create(directory, {
      extensions: { btree_gist },
      parsers: { 20: (text: string) => Number(text) },
    });
    const db = new Kysely<Database>({ dialect: new ActingDialect(new PGliteDialect(pglite)) });
    return {
      db,
      kind: 'pglite',
      pglite,
      async close() {
        await db.destroy();
        await pglite.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}
