import { payrollMonthOf } from '@muster/payroll-rules';
import { payrollMessages } from '@muster/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../../../app/app.js';
import { defaultApiKey } from '../../../platform/config.js';
import { openDatabase } from '../../../platform/db/database.js';
import {
  approveDemoMonth,
  createDemoDatabase,
  demoSignIn,
  TestChannel,
  type TestDatabase,
  testServerConfig,
} from '../../../testing/index.js';
import { demoWorkerIds, replyRecords } from '../testing/demo-workers.js';

// many small chunks, so both servers work some
process.env.PAYROLL_CHUNK_SIZE = '2';

const month = payrollMonthOf(new Date(Date.now() - 86_400_000));

// Issue #15 item 4 with WORKERS or several instances: a run's chunks are worked by whichever
// server takes them, and every progress frame still reaches the session that asked.
describe.runIf(process.env.TEST_DATABASE_URL)('payslip progress across two servers on PostgreSQL', () => {
  let database: TestDatabase;
  const servers: RunningServer[] = [];

  beforeAll(async () => {
    database = await createDemoDatabase('postgres');
    const config = testServerConfig(database);
    // the demo approves last month only: this month's days are approved first, since the
    // month-close gate refuses a month with nothing approved (#32 item 2)
    const opened = await openDatabase(config);
    try {
      await approveDemoMonth(opened.db, ['demo'], month);
    } finally {
      await opened.close();
    }
    servers.push(await startServer(config));
    servers.push(await startServer(config));
  });
  afterAll(async () => {
    for (const server of servers) await server.close();
    await database?.drop();
  });

  it('delivers every payslip’s frame and all done to the client of the server that took the txn', async () => {
    const [first] = servers;
    if (!first) throw new Error('no server');
    const channel = await TestChannel.open(first.url, defaultApiKey);
    const session = await channel.login({ ...demoSignIn, code: 'hr1' });
    const workers = await demoWorkerIds(channel, session, 60);
    const id = channel.nextId;
    const reply = await channel.txn(
      {
        name: 'txn_payslips_generate',
        folder: 'payslips',
        params: {
          payroll_month: new Date(month.start.getTime() + 86_400_000).toISOString(),
          generation_basis: 'employees',
          generate_employees: workers,
          proceed_unapproved: true,
        },
      },
      session,
    );
    const total = Number(replyRecords(reply)[0]?.count_end);
    const frames = await channel.progressUntil(
      id,
      (frame) => frame.output.stage === payrollMessages.allDone,
      120_000,
    );
    const items = frames.filter((frame) => frame.output.stage !== payrollMessages.allDone);
    expect(new Set(items.map((frame) => frame.output.stage)).size).toBe(total);
    channel.close();
  }, 180_000);
});
