import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../platform/db/database.js';
import { createTestDatabase, type TestDatabase } from '../../../testing/index.js';
import { recordChunk } from './run.js';

// Two chunks of a run finishing at the same moment (two workers or instances): exactly one
// of them sees the run done, so 'all done' is sent once, never by neither.
describe.runIf(process.env.TEST_DATABASE_URL)(
  'recording the last chunks of a run at once, on PostgreSQL',
  () => {
    let database: TestDatabase;
    let opened: Awaited<ReturnType<typeof openDatabase>>;

    beforeAll(async () => {
      database = await createTestDatabase('postgres');
      opened = await openDatabase({ dataDir: database.dataDir, databaseUrl: database.databaseUrl });
    });
    afterAll(async () => {
      await opened?.close();
      await database?.drop();
    });

    it('counts one after the other: one of two concurrent last chunks sees the run complete', async () => {
      for (let round = 0; round < 20; round += 1) {
        const inserted = await sql<{
          id: string;
        }>`insert into payroll_runs (partners_id, payroll_month, total, chunks)
        values (gen_random_uuid(), now(), 2, 2) returning id`.execute(opened.db);
        const runId = inserted.rows[0]?.id ?? '';
        const counts = await Promise.all([
          recordChunk(opened.db, runId, 0),
          recordChunk(opened.db, runId, 1),
        ]);
        expect(counts.sort()).toEqual([1, 2]);
      }
    });
  },
);
