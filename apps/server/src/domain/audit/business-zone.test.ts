import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerContext } from '../../engine/server-context.js';
import { type OpenDatabase, openDatabase } from '../../platform/db/database.js';
import type { Database } from '../../platform/db/schema.js';
import { createDemoDatabase, type TestDatabase, testDatabaseKinds } from '../../testing/index.js';
import { insertZonedBusinesses, type ZonedBusiness } from '../../testing/zoned-businesses.js';
import { exportAuditMonth } from './export.js';

/**
 * The audit export of a month holds what was done in the business's month, its bounds the
 * business's midnights (issue #28 item 2). Kathmandu (+05:45) runs 15 minutes ahead of India:
 * 00:05 of its 1 November 2025 is 23:50 of India's 31 October, and 00:05 of its 1 December is
 * India's 30 November. With IST bounds the sheet would hold the other event.
 */
describe.each(testDatabaseKinds)("the audit export's month in the business's zone on %s", (kind) => {
  let database: TestDatabase;
  let opened: OpenDatabase;
  let db: Kysely<Database>;
  let dataDir: string;
  let kathmandu: ZonedBusiness;

  beforeAll(async () => {
    database = await createDemoDatabase(kind);
    opened = await openDatabase(database);
    db = opened.db;
    dataDir = await mkdtemp(path.join(tmpdir(), 'audit-zone-'));
    ({ kathmandu } = await insertZonedBusinesses(db, { kathmandu: 'Asia/Kathmandu' }, 'TZA'));
  }, 300_000);
  afterAll(async () => {
    await opened?.close();
    await database?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it("holds the close events of Kathmandu's November 2025, from its midnight to its next", async () => {
    for (const [month, at] of [
      ['2025-11', '2025-10-31T18:20:00Z'],
      ['2025-12', '2025-11-30T18:20:00Z'],
    ])
      await sql`insert into month_close_events (partners_id, month, action, reason, done_by, done_at)
        values (${kathmandu.partnerId}, ${month}, 'reopen', ${`reopened ${month}`}, ${kathmandu.employeeId}, ${at})`.execute(
        db,
      );
    // a past month: the fixture's rows, written now, are none of its changes, so the export
    // reads no catalogue, only its close record
    const server = { db, dataDir } as ServerContext;
    const session = {
      employeesId: kathmandu.employeeId,
      partnersId: kathmandu.partnerId,
      env: kathmandu.admin,
    };
    const file = await exportAuditMonth(server, session, '2025-11', 'eng');
    const stored = await sql<{ filepath: string }>`select filepath from files where id = ${file.id}`.execute(
      db,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(path.join(dataDir, String(stored.rows[0]?.filepath)));
    const reasons: string[] = [];
    workbook.worksheets[0]?.eachRow((row, number) => {
      if (number > 1) reasons.push(String(row.getCell(10).value));
    });
    expect(reasons).toEqual(['reopened 2025-11']);
  });
});
