import { ChannelClient } from '@muster/folder-engine';
import { type LeaveRecord, leavesByDay, loadLeaves, viewRange } from '@muster/grids';
import { defaultBusinessTimeZone, folderListTxn, userLoginTxn } from '@muster/protocol';
import { demoSignIn, startTestServer, type TestServer, testDatabaseKinds } from '@muster/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';

type StoredLeave = LeaveRecord & { employees_id: { id: string }[] | null };

/** The demo business keeps the default zone (IST). */
const zone = defaultBusinessTimeZone;

/** The leaves calendar's list call against the real server, on the demo business's leaves. */
describe.each(testDatabaseKinds)('the leaves calendar list on %s', (kind) => {
  let test: TestServer;
  let client: ChannelClient;
  let sessionKey: string | null = null;
  let all: StoredLeave[] = [];

  beforeAll(async () => {
    test = await startTestServer(kind);
    client = new ChannelClient({
      url: `${test.server.url.replace(/^http/, 'ws')}/channel?key=${test.apiKey}`,
      sessionKey: () => sessionKey,
      onSessionExpired: () => {},
      createSocket: (url) => new WebSocket(url) as unknown as globalThis.WebSocket,
    });
    const login = await client.call(userLoginTxn, demoSignIn);
    sessionKey = login.records[0]?.session_key ?? null;
    // Every leave of the business, as the admin sees them, for the expected answers.
    const everything = await client.call(
      folderListTxn('leaves'),
      { limit: 1000 },
      {
        projections: [
          'id',
          'employees_id',
          'leave_status',
          'leave_days.id',
          'leave_days.leave_period',
          'leave_days.leave_status',
        ],
      },
    );
    all = everything.records as unknown as StoredLeave[];
  });
  afterAll(async () => {
    client?.close();
    await test?.stop();
  });

  /** The ids of the employee's leaves with a day in the month, worked out from every leave. */
  const expectedIds = (employeeId: string, day: string) =>
    all
      .filter((leave) => leave.employees_id?.[0]?.id === employeeId)
      .filter((leave) => {
        // Every status counts here: the list filters on the period only.
        const days = leave.leave_days?.map((row) => ({ ...row, leave_status: 'created' }));
        return leavesByDay([{ ...leave, leave_days: days }], viewRange('month', day), zone).size > 0;
      })
      .map((leave) => leave.id)
      .sort();

  it("answers the demo employee's leaves of the month, with the fields the calendar reads", async () => {
    const leave = all.find((record) => record.leave_days?.length);
    const employeeId = leave?.employees_id?.[0]?.id;
    const start = leave?.leave_days?.[0]?.leave_period?.[0];
    if (!leave || !employeeId || !start) throw new Error('the demo has no leaves');
    const day = new Date(Date.parse(start) + 330 * 60_000).toISOString().slice(0, 10);

    const leaves = await loadLeaves(client, employeeId, viewRange('month', day), zone);
    expect(leaves.map((record) => record.id).sort()).toEqual(expectedIds(employeeId, day));
    expect(leaves.map((record) => record.id)).toContain(leave.id);
    const [shown] = leaves.filter((record) => record.id === leave.id);
    expect(shown?.leave_days?.[0]).toMatchObject({
      id: expect.any(String),
      leave_period: [expect.stringMatching(/T18:30:00\.000Z$/), expect.stringMatching(/T18:30:00\.000Z$/)],
      leave_minutes: 480,
      leave_types_id: [{ id: expect.any(String), code: expect.stringMatching(/^(CL|SL|EL|WO)$/) }],
    });
    // The day the calendar draws the leave on is the IST day it starts.
    expect([...leavesByDay(leaves, viewRange('month', day), zone).keys()]).toContain(day);
  });

  it('answers nothing for a month without leaves, and nothing of other employees', async () => {
    const leave = all.find((record) => record.leave_days?.length);
    const employeeId = leave?.employees_id?.[0]?.id as string;
    expect(await loadLeaves(client, employeeId, viewRange('month', '2025-03-01'), zone)).toEqual([]);
    const others = all.filter((record) => record.employees_id?.[0]?.id !== employeeId);
    const leaves = await loadLeaves(client, employeeId, viewRange('month', '2026-11-01'), zone);
    for (const other of others) expect(leaves.map((record) => record.id)).not.toContain(other.id);
  });
});
