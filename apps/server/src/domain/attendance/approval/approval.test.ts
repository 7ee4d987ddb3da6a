import {
  type AttendanceDayCell,
  attendanceMessages,
  type EmployeeAttendance,
  type ReplyFrame,
} from '@muster/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  demoSignIn,
  startTestServer,
  TestChannel,
  type TestServer,
  testDatabaseKinds,
} from '../../../testing/index.js';
import { addDays, istDayKey } from '../compute/index.js';
import { approvalOwnMessages } from './rules.js';

const last = addDays(istDayKey(Date.now()), -1);
const first = addDays(last, -30);
const notPermitted = (name: string) => `You are not allowed to do this: ${name}`;

describe.each(testDatabaseKinds)('approving and rejecting attendance on %s', (kind) => {
  let server: TestServer;
  let channel: TestChannel;
  const sessions: Record<string, string> = {};
  let worker: EmployeeAttendance;

  const list = async (): Promise<EmployeeAttendance[]> => {
    const reply = await channel.txn(
      { name: 'txn_attendance_list_with_summary', folder: 'attendance', params: { from: first, to: last } },
      sessions.admin,
    );
    if (reply.output.type !== 'success') throw new Error(reply.output.message);
    return reply.output.data.records.map((record) => JSON.parse(record) as EmployeeAttendance);
  };
  const refreshed = async () => {
    const found = (await list()).find((record) => record.id === worker.id);
    if (!found) throw new Error('the worker went missing');
    worker = found;
    return worker;
  };
  const cellOf = (day: AttendanceDayCell) => ({
    attendance_id: day.id,
    employees_id: worker.id,
    attendance_date: day.attendance_date,
  });
  const allOf = (code: string) => worker.days.filter((day) => day.att_type?.code === code);
  // the demo approves last month's days (its payslips pay them): these tests need undecided ones
  const daysOf = (code: string) => allOf(code).filter((day) => !day.attendance_status);
  const statusOf = (day: AttendanceDayCell) =>
    worker.days.find((stored) => stored.id === day.id)?.attendance_status;
  const send = (as: string, name: string, params: Record<string, unknown>): Promise<ReplyFrame> =>
    channel.txn({ name, folder: 'attendance', params }, sessions[as]);
  const approve = (as: string, days: AttendanceDayCell[], extra: Record<string, unknown> = {}) =>
    send(as, 'txn_attendance_approve', { cells: days.map(cellOf), ...extra });
  const reject = (as: string, days: AttendanceDayCell[]) =>
    send(as, 'txn_attendance_reject', { cells: days.map(cellOf) });

  beforeAll(async () => {
    server = await startTestServer(kind);
    channel = await TestChannel.open(server.server.url, server.apiKey);
    for (const code of ['admin', 'ao1', 'ro1', 'hr1', 'emp1'])
      sessions[code] = await channel.login({ ...demoSignIn, code });
    const undecided = (record: EmployeeAttendance, code: string) =>
      record.days.filter((day) => day.att_type?.code === code && !day.attendance_status).length;
    const found = (await list()).find(
      (record) =>
        undecided(record, 'P') >= 4 &&
        undecided(record, 'SP') >= 1 &&
        undecided(record, 'A') >= 1 &&
        undecided(record, 'HD') >= 2,
    );
    if (!found) throw new Error('a worker with Present, Single Punch, Absent and Half Day days expected');
    worker = found;
  });
  afterAll(async () => {
    channel?.close();
    await server?.stop();
  });

  it.each(['ro1', 'hr1', 'emp1'])('refuses %s: approve and reject are for admin and AO', async (as) => {
    const [present] = daysOf('P');
    if (!present) throw new Error('a Present day expected');
    expect((await approve(as, [present])).output.message).toBe(notPermitted('txn_attendance_approve'));
    expect((await reject(as, [present])).output.message).toBe(notPermitted('txn_attendance_reject'));
    await refreshed();
    expect(statusOf(present)).toBeNull();
  });

  it('refuses approving a Single Punch or an empty cell and writes nothing', async () => {
    const [present] = daysOf('P');
    const [single] = daysOf('SP');
    if (!present || !single) throw new Error('days expected');
    expect((await approve('ao1', [present, single])).output).toMatchObject({
      type: 'error',
      message: attendanceMessages.singlePunchNotApproved,
    });
    const empty = { attendance_id: null, employees_id: worker.id, attendance_date: addDays(last, 1) };
    const withEmpty = await send('ao1', 'txn_attendance_approve', { cells: [cellOf(present), empty] });
    expect(withEmpty.output.message).toBe(attendanceMessages.emptyNotApproved);
    // a row id with another employee's id: the row is not that employee's day
    const foreign = { ...cellOf(present), employees_id: present.id };
    const mismatched = await send('ao1', 'txn_attendance_approve', { cells: [foreign] });
    expect(mismatched.output.message).toBe(attendanceMessages.emptyNotApproved);
    await refreshed();
    expect(statusOf(present)).toBeNull();
  });

  it('approves final_approved by default, counts the already approved, and settles', async () => {
    const [one, two, three] = daysOf('P');
    if (!one || !two || !three) throw new Error('days expected');
    const first = await approve('ao1', [one, two]);
    expect(first.output).toMatchObject({
      type: 'success',
      message: attendanceMessages.approved,
      data: {
        status: 'final_approved',
        written: 2,
        skipped: 0,
        warnings: [],
      },
    });
    const again = await approve('admin', [one, two, three]);
    expect(again.output).toMatchObject({
      data: { written: 1, skipped: 2, warnings: [{ message: attendanceMessages.alreadyApproved, count: 2 }] },
    });
    const nothing = await approve('ao1', [one, three]);
    expect(nothing.output).toMatchObject({
      type: 'error',
      message: attendanceMessages.noCellsToApprove,
      data: { warnings: [{ message: attendanceMessages.alreadyApproved, count: 2 }] },
    });
    const settled = await approve('ao1', [one], { status: 'settled' });
    expect(settled.output).toMatchObject({ data: { status: 'settled', written: 1 } });
    await refreshed();
    expect([one, two, three].map(statusOf)).toEqual(['settled', 'final_approved', 'final_approved']);
  });

  it('refuses rejecting Present, Single Punch, missed-punch and final-approved cells, and rejects the rest once', async () => {
    const [present] = daysOf('P');
    const [single] = daysOf('SP');
    // the demo's absent days have no punch at all: missed punches (spec 001 §4), not rejectable
    const [missed] = daysOf('A');
    const [half, approvedHalf] = daysOf('HD');
    if (!present || !single || !missed || !half || !approvedHalf) throw new Error('days expected');
    expect(missed.isMissedPunch).toBe(true);
    expect((await reject('ao1', [half, present])).output.message).toBe(attendanceMessages.presentNotRejected);
    expect((await reject('ao1', [half, single])).output.message).toBe(
      attendanceMessages.singlePunchNotRejected,
    );
    expect((await reject('ao1', [half, missed])).output.message).toBe(
      attendanceMessages.missedPunchNotRejected,
    );
    expect((await approve('ao1', [approvedHalf])).output.type).toBe('success');
    expect((await reject('ao1', [half, approvedHalf])).output.message).toBe(
      approvalOwnMessages.finalApprovedNotRejected,
    );
    expect((await reject('ao1', [half])).output).toMatchObject({
      type: 'success',
      message: attendanceMessages.rejected,
      data: { status: 'rejected', written: 1 },
    });
    expect((await reject('admin', [half])).output).toMatchObject({
      type: 'error',
      message: attendanceMessages.noCellsToReject,
      data: { warnings: [{ message: attendanceMessages.alreadyRejected, count: 1 }] },
    });
    await refreshed();
    expect(statusOf(half)).toBe('rejected');
    // a rejected day counts in no total (attendance README, pay-affecting choices)
    expect(worker.totals.partialAttendance).toBe(allOf('HD').length - 1);
  });

  it.each([[{}], [{ cells: [], status: 'approved' }], [{ cells: [{ attendance_id: 'x' }] }]])(
    'refuses the request %j',
    async (params) => {
      expect((await send('ao1', 'txn_attendance_approve', params)).output.message).toBe(
        'Invalid attendance approval request',
      );
    },
  );
});
