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

/**
 * PostgreSQL when a URL is given, else embedded PGlite under dataDir; migrated on open unless
 * `migrate` is false (the server's start migrates only when its start version differs:
 * `app/prepare-database.ts`).
 */
export async function openDatabase(
  options: {
    databaseUrl?: string | undefined;
    dataDir: string;
  },
  { migrate = true }: { migrate?: boolean } = {},
): Promise<OpenDatabase> {
  const opened = options.databaseUrl
    ? await openPostgres(options.databaseUrl)
    : await openPGlite(path.join(options.dataDir, 'pglite'), options.dataDir);
  if (!migrate) return opened;
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

/**
 * PGlite's buffer pool (PGLITE_SHARED_BUFFERS, PostgreSQL's units; 32MB by default). PostgreSQL's
 * default of 128MB, which initdb wrote into the data directory, made a third of the process's
 * memory, and all of it is resident once touched: a server that has seeded the demo held
 * 806 MB at its peak, a restart 370-400 MB (issue #35 item 2). A block outside the pool is read
 * from the operating system's cache: scanning the demo's attendance, payslips and punches
 * (33 MB) took the same time with 16MB, 32MB and 128MB (tests/reliability/README.md).
 */
export const pgliteSharedBuffers = (env: NodeJS.ProcessEnv = process.env): string => {
  const value = env.PGLITE_SHARED_BUFFERS || '32MB';
  if (!/^\d+(kB|MB|GB)$/.test(value))
    throw new Error(`PGLITE_SHARED_BUFFERS must be a size such as 32MB, got '${value}'`);
  return value;
};

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
      startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${pgliteSharedBuffers()}`],
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
