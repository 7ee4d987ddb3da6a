import { ChannelClient } from '@muster/folder-engine';
import { type ProgressFrame, payrollMessages, payslipsGenerateTxn, progressItems } from '@muster/protocol';
import {
  approveDemoMonth,
  demoSignIn,
  payrollMonthOf,
  startTestServer,
  type TestServer,
} from '@muster/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';

/**
 * Issue #15 item 4: the engine's channel client hears a generation's progress after the
 * reply came (the reply says `progress: 'follows'`), one frame per payslip, until 'all done'.
 */
describe('generation progress through the ChannelClient', () => {
  let test: TestServer;
  let sessionKey: string | null = null;
  let client: ChannelClient;

  beforeAll(async () => {
    // the demo approves last month only; this month's days are approved first, since the
    // month-close gate refuses a month with nothing approved (#32 item 2)
    test = await startTestServer('pglite', {
      prepare: async (db) => {
        await approveDemoMonth(db, ['demo'], payrollMonthOf(new Date(Date.now() - 86_400_000)));
      },
    });
    client = new ChannelClient({
      url: `${test.server.url.replace(/^http/, 'ws')}/channel?key=${test.apiKey}`,
      sessionKey: () => sessionKey,
      createSocket: (url) => new WebSocket(url) as unknown as globalThis.WebSocket,
    });
    const login = await client.run<{ session_key: string }>({
      name: 'txn_user_login',
      folder: 'sessions',
      client_props: { txn_op: 'X' },
      params: { ...demoSignIn, code: 'hr1' },
    });
    sessionKey = login.records[0]?.session_key ?? null;
  });
  afterAll(async () => {
    client?.close();
    await test?.stop();
  });

  it('delivers every payslip’s item and then all done to the caller’s listener', async () => {
    const employees = await client.run<{ id: string; code: string }>({
      name: 'txn_employees_list',
      folder: 'employees',
      client_props: { txn_op: 'R' },
      params: { limit: 1000, orderBy: [{ path: 'code', dir: 'asc' }] },
      projections: ['id', 'code'],
    });
    const picked = employees.records.filter((row) => row.code.startsWith('DI')).slice(0, 4);
    const frames: ProgressFrame['output'][] = [];
    let finished: () => void = () => undefined;
    const allDone = new Promise<void>((resolve) => {
      finished = resolve;
    });
    const reply = await client.call(
      payslipsGenerateTxn,
      {
        payroll_month: new Date(Date.now() - 86_400_000).toISOString(),
        generation_basis: 'employees',
        generate_employees: picked.map((row) => row.id),
        proceed_unapproved: true,
      },
      {
        onProgress: (progress) => {
          frames.push(progress);
          if (progress.stage === payrollMessages.allDone) finished();
        },
      },
    );
    expect(reply.message).toBe(payrollMessages.generationStarted);
    expect(reply.data.progress).toBe('follows');
    const total = reply.records[0]?.count_end ?? 0;
    expect(total).toBeGreaterThan(0);
    await allDone;
    // several payslips' items may share a frame (issue #35 item 6): every one arrives, once
    const items = frames.filter((frame) => frame.stage !== payrollMessages.allDone).flatMap(progressItems);
    expect(items).toHaveLength(total);
    expect(new Set(items.map((item) => item.count)).size).toBe(total);
    expect(frames.at(-1)).toMatchObject({ stage: payrollMessages.allDone, count: `${total}/${total}` });
  });
});
