import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../testing/test-database.js';
import { type OpenDatabase, openDatabase } from '../db/database.js';
import { type JobQueue, startJobQueue } from './queue.js';

const options = { expireInSeconds: 300, pollingIntervalSeconds: 0.5 };
/** pg-boss's call that makes one queue (its schema's install only defines the function). */
const creates = (text: string) => /^select .*\.create_queue\(/i.test(text.trim());

/**
 * Starts of the job queue on `opened` that write every statement pg-boss sends to `statements`:
 * on PGlite through the embedded database they are given, on PostgreSQL through pg's pool
 * (pg-boss's own), spied once for the test.
 */
function recordedStarts(
  database: TestDatabase,
  opened: OpenDatabase,
  statements: string[],
): () => Promise<JobQueue> {
  const pglite = opened.pglite;
  if (pglite) {
    const recording = new Proxy(pglite, {
      get(target, key) {
        if (key !== 'query' && key !== 'exec') return Reflect.get(target, key);
        return (text: string, ...rest: unknown[]) => {
          statements.push(text);
          return (target[key] as (...args: unknown[]) => unknown).call(target, text, ...rest);
        };
      },
    });
    return () => startJobQueue({ db: opened.db, pglite: recording }, options);
  }
  const query = pg.Pool.prototype.query;
  vi.spyOn(pg.Pool.prototype, 'query').mockImplementation(function (this: pg.Pool, ...args: unknown[]) {
    if (typeof args[0] === 'string') statements.push(args[0]);
    return (query as (...args: unknown[]) => unknown).apply(this, args) as never;
  });
  return () => startJobQueue({ databaseUrl: database.databaseUrl ?? '' }, options);
}

describe.each(testDatabaseKinds)('the job queue on %s', (kind) => {
  let database: TestDatabase;
  let opened: OpenDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    opened = await openDatabase(database);
  });
  afterAll(async () => {
    await opened?.close();
    await database?.drop();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  // issue #35 item 3: a restart made each queue again (a `create_queue` call whose insert did
  // nothing) and read the clock for cron schedules the server never uses
  it('makes on a restart only the queues it does not find, and reads no clock for schedules', async () => {
    const statements: string[] = [];
    const start = recordedStarts(database, opened, statements);
    const first = await start();
    await first.createQueues(['restart-a', 'restart-b']);
    await first.stop();
    expect(statements.filter((text) => creates(text))).toHaveLength(2);

    statements.length = 0;
    const again = await start();
    try {
      await again.createQueues(['restart-a', 'restart-b']);
      expect(statements.filter((text) => creates(text))).toEqual([]);
      expect(statements.filter((text) => text.includes("date_part('epoch'"))).toEqual([]);
      // a queue this start has not seen is still made, and works
      await again.createQueues(['restart-c']);
      expect(statements.filter((text) => creates(text))).toHaveLength(1);
      const done = new Promise<object>((resolve) => {
        void again.work('restart-c', async (data) => resolve(data));
      });
      await again.send('restart-c', { n: 1 });
      expect(await done).toEqual({ n: 1 });
    } finally {
      await again.stop();
    }
  });
});
