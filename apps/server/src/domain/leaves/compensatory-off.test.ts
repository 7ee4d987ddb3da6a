import {
  type ApplicableLeaveType,
  type EmployeeAttendance,
  type LeaveQuotaRecord,
  recomputedDaysMessages,
} from '@muster/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Row, records, refusal, WriteKit } from '../../engine/patch/testing/test-kit.js';
import { testDatabaseKinds } from '../../testing/index.js';
import { addDays, istDayKey, istDayStart } from '../attendance/compute/index.js';

const today = istDayKey(Date.now());
const instant = (day: string) => new Date(istDayStart(day)).toISOString();
/** An IST wall-clock time of a day as the wire carries it. */
const at = (day: string, time: string) => new Date(Date.parse(`${day}T${time}:00+05:30`)).toISOString();

// Issue #29 item 2: a worked weekly off earns a compensatory off credit, the CO leave spends
// it, an expired one is gone and says so, and recomputing the day moves it, never adds one.
describe.each(testDatabaseKinds)('compensatory off as a leave credit on %s', (kind) => {
  let kit: WriteKit;
  let worker: EmployeeAttendance;
  /** Two rested weekly offs of the worker, the earlier first. */
  let restDays: [string, string];
  let policy: string;
  let coType: string;

  const setPolicy = async (data: Row) => {
    const [stored] = await kit.byId('admin', 'attendance_policies', ['id', 'last_modified'], policy);
    const saved = await kit.write('admin', 'attendance_policies', 'update', [
      { op: 'U', key: policy, data: { last_modified: stored?.last_modified, ...data } },
    ]);
    expect(saved.output.type, saved.output.message).toBe('success');
    return saved;
  };
  /** A manager's edit of the day's in and out: the type is left as computed (WO). */
  const work = async (day: string, from: string, to: string) => {
    const reply = await kit.txn('admin', {
      name: 'txn_attendance_edits_mark',
      folder: 'attendance_edits',
      params: {
        edits: [
          {
            employees_id: worker.id,
            attendance_date: day,
            in_timestamp: at(day, from),
            out_timestamp: at(day, to),
          },
        ],
      },
    });
    expect(reply.output.type, reply.output.message).toBe('success');
    return records(reply)[0];
  };
  const coBalance = async (day: string): Promise<ApplicableLeaveType> => {
    const [record] = records(
      await kit.txn('admin', {
        name: 'txn_show_leaves_quota',
        folder: 'leaves',
        client_props: { txn_op: 'R' },
        params: { employees_id: worker.id, input_date: day },
      }),
    ) as unknown as LeaveQuotaRecord[];
    const co = record?.applicable_leave_types.find((type) => type.code === 'CO');
    if (!co) throw new Error('the CO type expected among the applicable ones');
    return co;
  };
  const applyCo = (day: string) =>
    kit.write('admin', 'leaves', 'create', [
      {
        op: 'C',
        data: {
          employees_id: [{ id: worker.id }],
          leave_days: [
            {
              op: 'C',
              data: {
                leave_period: [instant(day), instant(addDays(day, 1))],
                leave_types_id: [{ id: coType }],
              },
            },
          ],
        },
      },
    ]);

  beforeAll(async () => {
    kit = await WriteKit.start(kind);
    const [row] = await kit.list('admin', 'attendance_policies', ['id'], []);
    policy = row?.id as string;
    const [type] = await kit.list(
      'admin',
      'leave_types',
      ['id'],
      [{ path: 'code', operator: '=', value: 'CO' }],
    );
    coType = type?.id as string;
    const listed = records(
      await kit.txn('admin', {
        name: 'txn_attendance_list_with_summary',
        folder: 'attendance',
        params: { from: addDays(today, -30), to: addDays(today, -1), limit: 200 },
      }),
    ) as unknown as EmployeeAttendance[];
    // rested weekly offs whose 30-day credit still lasts past the leave days below (today + 3)
    const rested = (candidate: EmployeeAttendance) =>
      candidate.days
        .filter(
          (day) =>
            day.att_type?.code === 'WO' &&
            day.working_minutes === 0 &&
            day.attendance_status === null &&
            day.attendance_date >= addDays(today, -26),
        )
        .map((day) => day.attendance_date);
    // a worker with no leave from today on, so the CO leave days are free
    const onLeave = new Set(
      (await kit.list('admin', 'leaves', ['employees_id.id', 'leave_to'], []))
        .filter((leave) => leave.leave_to === null || String(leave.leave_to) >= instant(addDays(today, -1)))
        .map((leave) => (leave.employees_id as Row[] | null)?.[0]?.id),
    );
    // and no day off worked this month: a policy change recomputes those, so its credits would be the worker's too
    const workedDayOff = (candidate: EmployeeAttendance) =>
      candidate.days.some(
        (day) =>
          (day.att_type?.code === 'WO' || day.att_type?.code === 'H') &&
          (day.working_minutes > 0 || day.total_punch_count > 0),
      );
    const found = listed.find(
      (candidate) => !onLeave.has(candidate.id) && !workedDayOff(candidate) && rested(candidate).length >= 2,
    );
    if (!found || !policy || !coType)
      throw new Error('a worker with two rested weekly offs, a policy and CO expected');
    worker = found;
    const days = rested(found);
    restDays = [days[0] as string, days[days.length - 1] as string];
  }, 600_000);
  afterAll(async () => kit?.stop());

  it('credits a worked weekly off, spends it on a CO leave, and lets an expired one go, saying so', async () => {
    const [earlier, later] = restDays;
    // a credit to take within a day: by today it has expired
    await setPolicy({ holiday_work: 'compensatory_off', compensatory_off_days: 1 });
    expect(await work(earlier, '09:00', '18:00')).toMatchObject({
      att_type: { code: 'WO' },
      working_minutes: 540,
      overtime_minutes: 0,
      compensatory_off_days: 1,
      compensatory_off_until: addDays(earlier, 1),
    });
    expect(await coBalance(today)).toMatchObject({
      leaves_left: 0,
      compensatory_off: {
        next_until: null,
        history: [
          { kind: 'earned', day: earlier, days: 1 },
          { kind: 'expired', day: addDays(earlier, 1), days: 1, earned_on: earlier },
        ],
      },
    });
    // within 30 days: the policy change recomputes the open days that read it, so the earlier
    // day's credit is dated again (earlier + 30 days) and the reply says so; the later day earns one too
    const saved = await setPolicy({ compensatory_off_days: 30 });
    // (every worked day off of the business holds a credit now, so the count is theirs too)
    expect(saved.output.data?.notes).toEqual([
      { key: recomputedDaysMessages.recomputed, values: { count: expect.any(Number) } },
    ]);
    await work(later, '09:00', '18:00');
    const tomorrow = addDays(today, 1);
    expect(await coBalance(tomorrow)).toMatchObject({
      leaves_left: 2,
      yearly_leaves_left: 2,
      compensatory_off: { next_until: addDays(earlier, 30) },
    });
    // two CO days spend the credits earliest-expiring first
    const second = addDays(today, 2);
    for (const day of [tomorrow, second]) {
      const applied = await applyCo(day);
      expect(applied.output.type, applied.output.message).toBe('success');
    }
    const used = await coBalance(tomorrow);
    expect(used.leaves_left).toBe(0);
    expect(used.compensatory_off?.history).toEqual(
      expect.arrayContaining([
        { kind: 'used', day: tomorrow, days: 1, earned_on: earlier, until: addDays(earlier, 30) },
        { kind: 'used', day: second, days: 1, earned_on: later, until: addDays(later, 30) },
      ]),
    );
    // nothing left for a third day: the quota's refusal, naming the type and the day
    const third = addDays(today, 3);
    expect(refusal(await applyCo(third)).message).toBe(
      `The leave quota is used up: CO, ${third.slice(8, 10)}/${third.slice(5, 7)}/${third.slice(0, 4)}`,
    );
  });

  it('moves the credit when the day is recomputed, never adding a second', async () => {
    const [, later] = restDays;
    // the worked day shortened to half the minimum: half a credit, on the same day
    expect(await work(later, '09:00', '13:30')).toMatchObject({
      working_minutes: 270,
      compensatory_off_days: 0.5,
    });
    const balance = await coBalance(addDays(today, 1));
    const earned = balance.compensatory_off?.history.filter(
      (entry) => entry.kind === 'earned' && entry.day === later,
    );
    expect(earned).toEqual([
      { kind: 'earned', day: later, days: 0.5, earned_on: later, until: addDays(later, 30) },
    ]);
    // the CO leave the later credit paid for now holds half a day of it and says the rest has none
    expect(balance.compensatory_off?.history).toContainEqual({
      kind: 'uncovered',
      day: addDays(today, 2),
      days: 0.5,
      earned_on: null,
      until: null,
    });
  });
});
