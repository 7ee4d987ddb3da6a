import { type Kysely, sql } from 'kysely';
import type { Database } from './schema.js';

/** The advisory lock key of a server's start-up writes (the demo seed); apply.ts's DDL has its own. */
const startLockKey = 4_204_2027;

/**
 * Runs `work` while this server holds PostgreSQL's session advisory lock of the start, so
 * servers started at once on one database (several machines, issue #35 item 8) seed one after
 * another: the second finds the first's rows instead of inserting them again and failing on a
 * unique key. The lock is held on a connection of its own, while `work` uses the pool. PGlite
 * is one process with one connection (holding it would stall `work`): it runs `work` as is.
 */
export async function underStartLock<T>(
  db: Kysely<Database>,
  kind: 'pglite' | 'postgres',
  work: () => Promise<T>,
): Promise<T> {
  if (kind === 'pglite') return work();
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${startLockKey})`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${startLockKey})`.execute(connection);
    }
  });
}
