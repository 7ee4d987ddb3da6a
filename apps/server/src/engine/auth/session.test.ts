import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../app/seed/demo.js';
import { type OpenDatabase, openDatabase } from '../../platform/db/database.js';
import {
  inProcessSessionEvents,
  postgresSessionEvents,
  type SessionEvents,
} from '../../platform/events/session-events.js';
import { createDemoDatabase, type TestDatabase, testDatabaseKinds } from '../../testing/index.js';
import { loadCatalogue } from '../catalogue/index.js';
import { applyStorage } from '../storage/index.js';
import { deriveEnvironment } from './environment.js';
import { createSession, createSessionStore, type SessionStore } from './session.js';

const until = async (condition: () => boolean, timeoutMs = 5000) => {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe.each(testDatabaseKinds)('the session store on %s', (kind) => {
  let database: TestDatabase;
  let opened: OpenDatabase;
  let events: SessionEvents;
  let store: SessionStore;
  let employeesId: string;
  const signIn = async () => {
    const employee = await opened.db
      .selectFrom('employees')
      .select(['id', 'code', 'partners_id', 'groups_id'])
      .where('id', '=', employeesId)
      .executeTakeFirstOrThrow();
    const env = await deriveEnvironment(opened.db, {
      ...employee,
      sw_handle: 'demo',
      business_name: 'Demo',
      time_zone: 'Asia/Kolkata',
    });
    return createSession(opened.db, env);
  };
  /** Ends a session behind the store's back, as only a lost notice would. */
  const endSilently = (key: string) =>
    opened.db
      .updateTable('sessions')
      .set({ ended_at: new Date() })
      .where('key_hash', '=', sql<string>`encode(sha256(convert_to(${key}, 'UTF8')), 'hex')`)
      .executeTakeFirstOrThrow();

  beforeAll(async () => {
    database = await createDemoDatabase(kind);
    opened = await openDatabase(database);
    await applyStorage(
      opened.db,
      await loadCatalogue(new URL('../../../catalogue', import.meta.url).pathname),
    );
    await seedDemo(opened.db);
    const employee = await opened.db
      .selectFrom('employees')
      .select('id')
      .where('code', '=', 'emp1')
      .executeTakeFirstOrThrow();
    employeesId = employee.id;
    events =
      kind === 'postgres' && database.databaseUrl
        ? await postgresSessionEvents(database.databaseUrl)
        : inProcessSessionEvents();
    store = createSessionStore(opened.db, events);
  });
  afterAll(async () => {
    await events?.close();
    await opened?.close();
    await database?.drop();
  });

  it('answers a second check from its cache, and a logout ends the key at once', async () => {
    const key = await signIn();
    expect((await store.find(key))?.employeesId).toBe(employeesId);
    const result = await endSilently(key);
    expect(Number(result.numUpdatedRows)).toBe(1);
    expect((await store.find(key))?.employeesId).toBe(employeesId);
    await store.end(key);
    expect(await store.find(key)).toBeNull();
  });

  it('ends every session of an employee when the transaction commits', async () => {
    const keys = [await signIn(), await signIn()];
    for (const key of keys) expect(await store.find(key)).not.toBeNull();
    const ending = await opened.db.transaction().execute((trx) => store.endAllOf(trx, employeesId));
    await ending.delivered;
    for (const key of keys) expect(await store.find(key)).toBeNull();
  });

  it('ends nothing when the transaction rolls back', async () => {
    const key = await signIn();
    expect(await store.find(key)).not.toBeNull();
    await expect(
      opened.db.transaction().execute(async (trx) => {
        await store.endAllOf(trx, employeesId);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect((await store.find(key))?.employeesId).toBe(employeesId);
  });

  // Issue #28 item 2: the session's zone is its business's now, not the copy its env took at
  // sign-in. A second store is an instance that has not cached the session (or this one once
  // the cache's minute is over).
  it("answers a session's next check with its business's zone as it is now", async () => {
    const key = await signIn();
    expect((await store.find(key))?.env.time_zone).toBe('Asia/Kolkata');
    const { partners_id: business } = await opened.db
      .selectFrom('employees')
      .select('partners_id')
      .where('id', '=', employeesId)
      .executeTakeFirstOrThrow();
    const setZone = (zone: string) =>
      opened.db.updateTable('partners').set({ time_zone: zone }).where('id', '=', business).execute();
    await setZone('Asia/Dubai');
    try {
      const another = createSessionStore(opened.db, inProcessSessionEvents());
      const session = await another.find(key);
      expect(session?.env.time_zone).toBe('Asia/Dubai');
      // the rest of the env is the sign-in's
      expect(session?.env.employees_id).toBe(employeesId);
    } finally {
      await setZone('Asia/Kolkata');
    }
  });

  it('never trusts a cached session past its expiry', async () => {
    const key = await signIn();
    await opened.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() + 800) })
      .where('ended_at', 'is', null)
      .execute();
    expect(await store.find(key)).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 900));
    expect(await store.find(key)).toBeNull();
  });

  it.runIf(kind === 'postgres')(
    'reads the database on every check while the notices connection is down, and caches again once back',
    async () => {
      const key = await signIn();
      expect(await store.find(key)).not.toBeNull();
      const admin = new pg.Client({ connectionString: database.databaseUrl });
      await admin.connect();
      try {
        await admin.query(
          `select pg_terminate_backend(pid) from pg_stat_activity
            where datname = current_database() and query ilike 'LISTEN%' and pid <> pg_backend_pid()`,
        );
      } finally {
        await admin.end();
      }
      await until(() => !events.live);
      await endSilently(key);
      expect(await store.find(key)).toBeNull();
      await until(() => events.live);
      const another = await signIn();
      expect(await store.find(another)).not.toBeNull();
      await endSilently(another);
      expect(await store.find(another)).not.toBeNull();
      await store.end(another);
      expect(await store.find(another)).toBeNull();
    },
  );
});
