import { type EmployeeAttendance, policyMessages, type ReplyFrame, type Txn } from '@muster/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, istDayKey } from '../../domain/attendance/compute/index.js';
import {
  demoSignIn,
  startTestServer,
  TestChannel,
  type TestServer,
  testDatabaseKinds,
} from '../../testing/index.js';

type Row = Record<string, unknown>;
const last = addDays(istDayKey(Date.now()), -1);
const first = addDays(last, -30);

/**
 * The principal employer in a contractor's business it picks (catalogue README, `picked`):
 * it reads the contractor's records and runs the approvals the spec gives it there; every
 * other write or action is refused with the write refusal, before the params are read, and
 * changes nothing. A contractor acting on another business is refused too.
 */
describe.each(testDatabaseKinds)('writes on a picked contractor on %s', (kind) => {
  let running: TestServer;
  let channel: TestChannel;
  const sessions: Record<string, string> = {};
  const send = (as: string, body: Partial<Txn> & { name: string; folder: string }): Promise<ReplyFrame> =>
    channel.txn({ client_props: { txn_op: 'R' }, ...body }, sessions[as]);
  const rows = async (as: string, folder: string, target?: string): Promise<Row[]> => {
    const reply = await send(as, {
      name: `txn_${folder}_list`,
      folder,
      projections: ['id', 'last_modified'],
      params: { limit: 1000 },
      ...(target ? { target_swhandle: target } : {}),
    });
    if (reply.output.type !== 'success') throw new Error(reply.output.message);
    return reply.output.data.records.map((record) => JSON.parse(record) as Row);
  };

  beforeAll(async () => {
    running = await startTestServer(kind);
    channel = await TestChannel.open(running.server.url, running.apiKey);
    sessions.pe = await channel.login({ ...demoSignIn, code: 'admin' });
    sessions.sunrise = await channel.login({ ...demoSignIn, swhandle: 'sunrise', code: 'admin' });
  });
  afterAll(async () => {
    channel?.close();
    await running?.stop();
  });

  it("reads the contractor's records but writes none of them", async () => {
    const employees = await rows('pe', 'employees', 'sunrise');
    expect(employees.length).toBeGreaterThan(0);
    const subsections = await rows('sunrise', 'subsections');
    const created = await send('pe', {
      name: 'txn_subsections_create',
      folder: 'subsections',
      client_props: { txn_op: 'C' },
      params: { baseFolder: 'subsections', rows: [{ op: 'C', data: { code: 'PE-IN-SUN', name: 'Bay' } }] },
      target_swhandle: 'SUNRISE',
    });
    expect(created.output).toMatchObject({ type: 'error', message: policyMessages.writeRefused });
    const [employee] = employees;
    const updated = await send('pe', {
      name: 'txn_employees_update',
      folder: 'employees',
      client_props: { txn_op: 'U' },
      params: {
        baseFolder: 'employees',
        rows: [{ op: 'U', key: employee?.id, data: { last_modified: employee?.last_modified } }],
      },
      target_swhandle: 'sunrise',
    });
    expect(updated.output).toMatchObject({ type: 'error', message: policyMessages.writeRefused });
    // a named action is refused before its params are read
    const generated = await send('pe', {
      name: 'txn_payslips_generate',
      folder: 'payslips',
      client_props: { txn_op: 'X' },
      params: {},
      target_swhandle: 'sunrise',
    });
    expect(generated.output).toMatchObject({ type: 'error', message: policyMessages.writeRefused });
    expect(await rows('sunrise', 'subsections')).toEqual(subsections);
    expect(await rows('pe', 'employees', 'sunrise')).toEqual(employees);
  });

  it("lists a picked business's own records in each folder the demo fills, its own business's too (issue #19 item 5)", async () => {
    const listed = async (folder: string, target?: string): Promise<Row[]> => {
      const reply = await send('pe', {
        name: `txn_${folder}_list`,
        folder,
        projections: folder === 'partners' ? ['id', 'sw_handle'] : ['id', 'partners_id'],
        params: { limit: 1000 },
        ...(target ? { target_swhandle: target } : {}),
      });
      if (reply.output.type !== 'success') throw new Error(`${folder} of ${target}: ${reply.output.message}`);
      return reply.output.data.records.map((record) => JSON.parse(record) as Row);
    };
    // a reference is projected as its record (the picked business's as a one-record list)
    const businessOf = (record: Row) =>
      [record.partners_id].flat().map((ref) => (ref as { id?: string })?.id)[0];
    // the partners list holds the other businesses; the own one is the principal's employees'
    const others = await listed('partners');
    const own = businessOf((await listed('employees'))[0] ?? {});
    const business: Record<string, unknown> = { demo: own };
    for (const handle of ['sunrise', 'shakti'])
      business[handle] = others.find((partner) => String(partner.sw_handle).toLowerCase() === handle)?.id;
    for (const folder of ['employees', 'attendance', 'payslips', 'allocations', 'leaves', 'contracts'])
      for (const [handle, id] of Object.entries(business)) {
        const records = await listed(folder, handle);
        expect(records.length, `${folder} of ${handle}`).toBeGreaterThan(0);
        expect(new Set(records.map(businessOf)), `${folder} of ${handle}`).toEqual(new Set([id]));
      }
  });

  it("approves the contractor's attendance (spec 001 §7), which the contractor cannot do for the principal", async () => {
    const listed = await send('pe', {
      name: 'txn_attendance_list_with_summary',
      folder: 'attendance',
      params: { from: first, to: last },
      target_swhandle: 'sunrise',
    });
    if (listed.output.type !== 'success') throw new Error(listed.output.message);
    const workers = listed.output.data.records.map((record) => JSON.parse(record) as EmployeeAttendance);
    const worker = workers.find((candidate) =>
      candidate.days.some((day) => day.att_type?.code === 'P' && !day.attendance_status),
    );
    const day = worker?.days.find(
      (candidate) => candidate.att_type?.code === 'P' && !candidate.attendance_status,
    );
    if (!worker || !day) throw new Error('an unapproved Present day of a Sunrise worker expected');
    const cells = [{ attendance_id: day.id, employees_id: worker.id, attendance_date: day.attendance_date }];
    const approve = (as: string, target: string) =>
      send(as, {
        name: 'txn_attendance_approve',
        folder: 'attendance',
        client_props: { txn_op: 'U' },
        params: { cells },
        target_swhandle: target,
      });
    expect((await approve('sunrise', 'demo')).output).toMatchObject({
      type: 'error',
      message: policyMessages.writeRefused,
    });
    expect((await approve('pe', 'sunrise')).output.type).toBe('success');
  });
});
