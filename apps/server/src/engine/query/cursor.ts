import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { StreamedListRow } from './compile.js';

let cursors = 0;

/**
 * Every record of an unpaged list statement (compileListStream), in its order, `batchRows`
 * at a time from one cursor, in one transaction: the database sorts the rows once,
 * builds each record only when it is fetched, and the whole read sees one snapshot, so a row
 * written meanwhile neither shows twice nor pushes another out. `take` has each batch (never an
 * empty one) before the next is fetched, so memory holds one batch however long the list.
 */
export async function forEachStreamedBatch<Schema>(
  db: Kysely<Schema>,
  query: RawBuilder<StreamedListRow>,
  batchRows: number,
  take: (records: string[]) => Promise<void> | void,
): Promise<void> {
  cursors += 1;
  const cursor = sql.id(`listed_rows_${cursors}`);
  // not read-only: a txn that also writes (a file it stores) keys its first transaction with
  // its reply's row (edge/channel/write-replies.ts), and this may be that transaction
  await db.transaction().execute(async (trx) => {
    // the whole list's cost passes PostgreSQL's JIT thresholds, and compiling a record of a
    // dozen subqueries with inlining and optimisation took 4.6 of a 20,000-row export's first
    // fetch's 4.8 s (the rows came slower after, too); PGlite, built without JIT, takes the setting
    await sql`set local jit = off`.execute(trx);
    await sql`declare ${cursor} no scroll cursor for ${query}`.execute(trx);
    const fetchBatch = async () =>
      (await sql<StreamedListRow>`fetch forward ${sql.lit(batchRows)} from ${cursor}`.execute(trx)).rows;
    // the next batch is asked for before this one is taken, so on PostgreSQL the database
    // builds it while the caller writes this one (two processes, two cores); the turn of the
    // event loop lets the request reach the socket before a synchronous `take` holds the thread
    const sent = () => new Promise<void>((resolve) => setImmediate(resolve));
    let next: Promise<StreamedListRow[]> | null = fetchBatch();
    try {
      while (next) {
        const rows: StreamedListRow[] = await next;
        next = rows.length < batchRows ? null : fetchBatch();
        if (next) await sent();
        if (rows.length) await take(rows.flatMap((row) => (row.record === null ? [] : [row.record])));
      }
    } finally {
      // a batch still asked for when `take` failed is awaited, so its failure is not unhandled
      await next?.catch(() => undefined);
    }
    await sql`close ${cursor}`.execute(trx);
  });
}
