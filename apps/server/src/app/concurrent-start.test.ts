import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../platform/db/database.js';
import { createTestDatabase, type TestDatabase, testServerConfig } from '../testing/index.js';
import { type RunningServer, startServer } from './app.js';

if (!process.env.TEST_DATABASE_URL)
  console.info(
    'concurrent-start.test: skipped on PGlite, which is one process; set TEST_DATABASE_URL to run it',
  );

// Issue #35 item 8: servers on several machines may first start at the same moment on one
// empty PostgreSQL database. Before the start lock both saw no demo and both seeded it: the
// second failed on a unique key and did not start.
describe.runIf(process.env.TEST_DATABASE_URL)(
  'two servers started at once on an empty PostgreSQL database',
  () => {
    let database: TestDatabase;
    const servers: RunningServer[] = [];
    afterAll(async () => {
      for (const server of servers) await server.close();
      await database?.drop();
    });

    it('both start, and the demo is seeded once', { timeout: 600_000 }, async () => {
      database = await createTestDatabase('postgres');
      const config = testServerConfig(database);
      const started = await Promise.allSettled([startServer(config), startServer(config)]);
      for (const result of started) if (result.status === 'fulfilled') servers.push(result.value);
      expect(
        started.map((result) => (result.status === 'rejected' ? String(result.reason) : 'started')),
      ).toEqual(['started', 'started']);
      const opened = await openDatabase(config);
      try {
        const demo = await sql<{ businesses: number }>`
        select count(*)::int as businesses from partners where sw_handle = 'demo'`.execute(opened.db);
        expect(demo.rows[0]?.businesses).toBe(1);
      } finally {
        await opened.close();
      }
    });
  },
);
