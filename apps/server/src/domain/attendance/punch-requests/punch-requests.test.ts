import { type EmployeeAttendance, punchRequestMessages, type ReplyFrame } from '@muster/protocol';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  demoSignIn,
  startTestServer,
  TestChannel,
  type TestServer,
  testDatabaseKinds,
} from '../../../testing/index.js';
import { workflowMessages } from '../../workflow/messages.js';
import { addDays, istDayKey, istDayStart } from '../compute/index.js';
import { recomputeAfterPunches } from '../recompute/index.js';

interface PunchRequest {
  id: string;
  request_status: string;
  direction: string;
  punch_time: string;
  attendance_date: string;
  employees_id: { id: string; code: string }[];
  decided_by: { id: string; code: string }[] | null;
  decided_at: string | null;
}

const yesterday = addDays(istDayKey(Date.now()), -1);
const first = addDays(yesterday, -12);
const minute = 60_000;

describe.each(testDatabaseKinds)('punch requests on %s', (kind) => {
  let server: TestServer;
  let channel: TestChannel;
  const sessions: Record<string, string> = {};
  const ids: Record<string, string> = {};
  /** Single Punch days made for the test (their out punch taken away), per employee code. */
  const singleDays: Record<string, { day: string; out: number }[]> = {};

  const send = (as: string, name: string, params: Record<string, unknown>, op: 'C' | 'U' = 'U') =>
    channel.txn({ name, folder: 'punch_requests', params, client_props: { txn_op: op } }, sessions[as]);
  const records = <T>(reply: ReplyFrame): T[] => {
    if (reply.output.type !== 'success') throw new Error(reply.output.message);
    return reply.output.data.records.map((record) => JSON.parse(record) as T);
  };
  const requests = async (as: string) =>
    records<PunchRequest>(
      await channel.txn(
        {
          name: 'txn_punch_requests_list',
          folder: 'punch_requests',
          params: { limit: 1000 },
          projections: [
            'id',
            'request_status',
            'direction',
            'punch_time',
            'attendance_date',
            'employees_id.id',
            'employees_id.code',
            'decided_by.id',
            'decided_by.code',
            'decided_at',
          ],
        },
        sessions[as],
      ),
    );
  const create = (as: string, data: Record<string, unknown>) =>
    send(as, 'txn_punch_requests_create', { baseFolder: 'punch_requests', rows: [{ op: 'C', data }] }, 'C');
  const request = (day: string, direction: 'in' | 'out', at: number, reason = 'Forgot to punch') => ({
    attendance_date: new Date(istDayStart(day)).toISOString(),
    direction,
    punch_time: new Date(at).toISOString(),
    reason,
  });
  const dayOf = async (code: string, day: string) => {
    const reply = await channel.txn(
      {
        name: 'txn_attendance_list_with_summary',
        folder: 'attendance',
        params: { from: first, to: yesterday, filters: { employees_id: [ids[code]] } },
      },
      sessions.admin,
    );
    const [employee] = records<EmployeeAttendance>(reply);
    return employee?.days.find((cell) => cell.attendance_date === day);
  };

  beforeAll(async () => {
    server = await startTestServer(kind, {
      prepare: async (db) => {
        // two Present days of emp1 and one of ro1 lose their out punch: Single Punch days to request
        for (const [code, count] of [
          ['emp1', 2],
          ['ro1', 1],
        ] as const) {
          const days = await sql<{ employees_id: string; attendance_date: Date; out_timestamp: Date }>`
            select a.employees_id, a.attendance_date, a.out_timestamp from attendance a
              join employees e on e.id = a.employees_id join attendance_types t on t.id = a.att_type
            where e.code = ${code} and t.code = 'P' and a.attendance_status is null and not a.deleted
              and a.attendance_date >= ${new Date(istDayStart(first))}
              and not exists (select 1 from punch_requests r where r.employees_id = a.employees_id
                and r.attendance_date = a.attendance_date)
            order by a.attendance_date desc limit ${count}`.execute(db);
          if (days.rows.length < count)
            throw new Error(`${count} unapproved Present days of ${code} expected`);
          singleDays[code] = [];
          for (const row of days.rows) ids[code] = row.employees_id;
          for (const row of days.rows) {
            const out = new Date(row.out_timestamp);
            await sql`delete from punches where employees_id = ${row.employees_id}
              and punched_at >= ${out} and punched_at < ${new Date(out.getTime() + minute)}`.execute(db);
            await recomputeAfterPunches(db, new Map([[row.employees_id, { from: out, to: out }]]));
            singleDays[code].push({
              day: istDayKey(new Date(row.attendance_date).getTime()),
              out: out.getTime(),
            });
          }
        }
      },
    });
    channel = await TestChannel.open(server.server.url, server.apiKey);
    for (const code of ['admin', 'ao1', 'ro1', 'hr1', 'emp1'])
      sessions[code] = await channel.login({ ...demoSignIn, code });
  });
  afterAll(async () => {
    channel?.close();
    await server?.stop();
  });

  it("seeds emp1's waiting request: the day shows PR, ro1 approves, and the day is Present from its in to the asked out", async () => {
    const [seeded] = (await requests('ro1')).filter(
      (row) => row.employees_id[0]?.code === 'emp1' && row.request_status === 'created',
    );
    if (!seeded) throw new Error("emp1's waiting punch request expected in ro1's list");
    const day = istDayKey(Date.parse(seeded.attendance_date));
    const waiting = await dayOf('emp1', day);
    expect(waiting).toMatchObject({ att_type: { code: 'PR' }, total_punch_count: 1, payable_days: 0 });
    const inAt = Date.parse(waiting?.in_timestamp ?? '');

    // not the employee's, not HR's, not admin's to decide
    for (const as of ['emp1', 'hr1', 'admin'])
      expect((await send(as, 'txn_punch_requests_approve', { ids: [seeded.id] })).output.type).toBe('error');
    const approved = await send('ro1', 'txn_punch_requests_approve', { ids: [seeded.id] });
    expect(approved.output.type).toBe('success');

    const after = await dayOf('emp1', day);
    const outAt = Date.parse(seeded.punch_time);
    expect(after).toMatchObject({
      att_type: { code: 'P' },
      total_punch_count: 2,
      out_timestamp: new Date(outAt).toISOString(),
      working_minutes: (outAt - inAt) / minute,
      payable_days: 1,
    });
    // the history says who decided, and when
    const entry = after?.exception.find((history) => history.type === 'request');
    expect(entry?.by).toMatch(/^ro1\b/);
    expect(entry?.description).toMatch(/^out \d\d:\d\d: /);
    const [stored] = (await requests('hr1')).filter((row) => row.id === seeded.id);
    expect(stored).toMatchObject({ request_status: 'final_approved', decided_by: [{ code: 'ro1' }] });
    expect(Date.now() - Date.parse(stored?.decided_at ?? '')).toBeLessThan(60_000);
    // approving again moves nothing and punches nothing more
    expect((await send('ro1', 'txn_punch_requests_approve', { ids: [seeded.id] })).output.type).toBe('error');
  });

  it('emp1 asks for a missing out; the day is PR while it waits; rejected, the day is the Single Punch it was', async () => {
    const target = singleDays.emp1?.[0];
    if (!target) throw new Error('a Single Punch day of emp1 expected');
    expect((await dayOf('emp1', target.day))?.att_type?.code).toBe('SP');
    const created = await create('emp1', request(target.day, 'out', target.out));
    const [row] = records<{ id: string }>(created);
    if (!row) throw new Error('the request expected');
    expect((await dayOf('emp1', target.day))?.att_type?.code).toBe('PR');
    // a second request for the same punch waits already
    expect((await create('emp1', request(target.day, 'out', target.out + minute))).output.message).toContain(
      punchRequestMessages.alreadyWaiting,
    );
    expect(
      (await send('ro1', 'txn_punch_requests_reject', { ids: [row.id], note: 'Not seen at the gate' })).output
        .type,
    ).toBe('success');
    const after = await dayOf('emp1', target.day);
    expect(after).toMatchObject({ att_type: { code: 'SP' }, total_punch_count: 1 });
    const [stored] = (await requests('emp1')).filter((candidate) => candidate.id === row.id);
    expect(stored).toMatchObject({ request_status: 'rejected', decided_by: [{ code: 'ro1' }] });
  });

  it('refuses a request for a day with its punches, a time to come, a time off the day, or another employee', async () => {
    const target = singleDays.emp1?.[1];
    if (!target) throw new Error('a second Single Punch day of emp1 expected');
    const full = (await dayOf('emp1', yesterday))?.total_punch_count ?? 0;
    const fullDay = full > 1 ? yesterday : addDays(yesterday, -1);
    const refusal = async (as: string, data: Record<string, unknown>) =>
      (await create(as, data)).output.message;
    if (((await dayOf('emp1', fullDay))?.total_punch_count ?? 0) > 1)
      expect(
        await refusal('emp1', request(fullDay, 'out', istDayStart(fullDay) + 18 * 60 * minute)),
      ).toContain(punchRequestMessages.dayHasPunches);
    expect(await refusal('emp1', request(target.day, 'out', Date.now() + 60 * minute))).toContain(
      punchRequestMessages.futureTime,
    );
    expect(await refusal('emp1', request(target.day, 'in', istDayStart(target.day) - 60 * minute))).toContain(
      punchRequestMessages.timeNotOnDay,
    );
    expect(
      await refusal('emp1', request(target.day, 'out', istDayStart(target.day) + 37 * 60 * minute)),
    ).toContain(punchRequestMessages.timeNotOnDay);
    expect(
      (await create('emp1', { ...request(target.day, 'out', target.out), employees_id: [{ id: ids.ro1 }] }))
        .output.type,
    ).toBe('error');
    // ro1 may list emp1's requests, not make them
    expect(
      await refusal('ro1', { ...request(target.day, 'out', target.out), employees_id: [{ id: ids.emp1 }] }),
    ).toContain(punchRequestMessages.ownOnly);
    expect((await dayOf('emp1', target.day))?.att_type?.code).toBe('SP');
  });

  it("nobody decides their own request: ro1's own goes to the AO, and HR and admin only read", async () => {
    const target = singleDays.ro1?.[0];
    if (!target) throw new Error('a Single Punch day of ro1 expected');
    const [row] = records<{ id: string }>(await create('ro1', request(target.day, 'out', target.out)));
    if (!row) throw new Error('the request expected');
    // the row permission (idOf(row.employees_id) != env.employees_id) hides ro1's buttons and refuses the call
    expect((await send('ro1', 'txn_punch_requests_approve', { ids: [row.id] })).output.message).toContain(
      workflowMessages.rowNotPermitted,
    );
    expect((await dayOf('ro1', target.day))?.att_type?.code).toBe('PR');
    expect((await requests('hr1')).some((candidate) => candidate.id === row.id)).toBe(true);
    expect((await requests('emp1')).every((candidate) => candidate.employees_id[0]?.code === 'emp1')).toBe(
      true,
    );
    expect((await send('ao1', 'txn_punch_requests_approve', { ids: [row.id] })).output.type).toBe('success');
    expect(await dayOf('ro1', target.day)).toMatchObject({ att_type: { code: 'P' }, total_punch_count: 2 });
  });
});
