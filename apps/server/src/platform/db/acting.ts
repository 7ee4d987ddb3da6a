import { AsyncLocalStorage } from 'node:async_hooks';
import {
  CompiledQuery,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryCompiler,
  type QueryExecutorProvider,
  sql,
  type TransactionSettings,
} from 'kysely';

/**
 * Who a piece of work acts for: the signed-in user and the txn it runs, or a job that user
 * started. The audit trail's triggers (migration 100) read them from the connection's
 * settings `muster.user_id` and `muster.txn`, so every write path records its author
 * without passing it along.
 */
export interface Actor {
  userId: string;
  txn: string;
}

const acting = new AsyncLocalStorage<Actor>();

/**
 * The demo's (and the benchmarks' scale) starting data: the records a new business starts
 * with, not changes anyone made. The audit trigger records nothing written for it
 * (migration 100): a month of the demo's seeded days would otherwise be its first month's
 * trail, some 290,000 rows.
 */
export const startingDataActor: Actor = { userId: '', txn: 'starting data' };

/** Runs `work` for `actor`: every connection it takes carries the actor's settings. */
export const actingAs = <T>(actor: Actor | null, work: () => Promise<T>): Promise<T> =>
  actor ? acting.run(actor, work) : acting.exit(work);

/** The actor of the work in hand (a job carries it from the txn that queued it). */
export const currentActor = (): Actor | null => acting.getStore() ?? null;

/**
 * The reason a user gave for this transaction's writes (a cancellation, a note), recorded
 * with each audit row it makes; it ends with the transaction.
 */
export async function recordReason(trx: QueryExecutorProvider, reason: string): Promise<void> {
  await sql`select set_config('muster.reason', ${reason}, true)`.execute(trx);
}

const actorKey = (actor: Actor | null) => (actor ? `${actor.userId}\u0000${actor.txn}` : '');

/**
 * A dialect whose connections carry the current actor: when a connection is lent to work of
 * another actor than its last, the settings are set first, for the session (before any
 * transaction begins, so a rollback cannot undo them). Work of the same actor costs nothing.
 */
export class ActingDialect implements Dialect {
  constructor(private readonly inner: Dialect) {}
  createAdapter() {
    return this.inner.createAdapter();
  }
  createDriver(): Driver {
    return new ActingDriver(this.inner.createDriver());
  }
  createQueryCompiler() {
    return this.inner.createQueryCompiler();
  }
  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return this.inner.createIntrospector(db);
  }
}

class ActingDriver implements Driver {
  private readonly settings = new WeakMap<DatabaseConnection, string>();
  constructor(private readonly inner: Driver) {}
  init() {
    return this.inner.init();
  }
  async acquireConnection(): Promise<DatabaseConnection> {
    const connection = await this.inner.acquireConnection();
    const actor = currentActor();
    const key = actorKey(actor);
    if ((this.settings.get(connection) ?? '') !== key) {
      try {
        await connection.executeQuery(
          CompiledQuery.raw(
            "select set_config('muster.user_id', $1, false), set_config('muster.txn', $2, false)",
            [actor?.userId ?? '', actor?.txn ?? ''],
          ),
        );
      } catch (error) {
        await this.inner.releaseConnection(connection);
        throw error;
      }
      this.settings.set(connection, key);
    }
    return connection;
  }
  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    return this.inner.beginTransaction(connection, settings);
  }
  commitTransaction(connection: DatabaseConnection) {
    return this.inner.commitTransaction(connection);
  }
  rollbackTransaction(connection: DatabaseConnection) {
    return this.inner.rollbackTransaction(connection);
  }
  savepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']) {
    return this.inner.savepoint?.(connection, name, compile) ?? Promise.reject(noSavepoints());
  }
  rollbackToSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']) {
    return this.inner.rollbackToSavepoint?.(connection, name, compile) ?? Promise.reject(noSavepoints());
  }
  releaseSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']) {
    return this.inner.releaseSavepoint?.(connection, name, compile) ?? Promise.reject(noSavepoints());
  }
  releaseConnection(connection: DatabaseConnection) {
    return this.inner.releaseConnection(connection);
  }
  destroy() {
    return this.inner.destroy();
  }
}

const noSavepoints = () => new Error('The database driver does not offer savepoints');
