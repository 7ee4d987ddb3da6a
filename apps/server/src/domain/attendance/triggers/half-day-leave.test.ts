import { type AttendanceDayCell, dayPayableDays, type EmployeeAttendance } from '@muster/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Row, records, WriteKit, written } from '../../../engine/patch/testing/test-kit.js';
import { testDatabaseKinds } from '../../../testing/index.js';
import { addDays, istDayKey, istDayStart } from '../compute/index.js';

const last = addDays(istDayKey(Date.now()), -1);
const first = addDays(last, -30);
const dayStart = (day: string) => new Date(istDayStart(day)).toISOString();
const dayRange = (day: string) => [dayStart(day), dayStart(addDays(day, 1))];

// Issue #22 item 5: one field decides a half-day leave (half_day_duration); leave_minutes is
// derived from it and checked on save, and attendance reads the same field.
describe.each(testDatabaseKinds)('a half-day leave is decided by half_day_duration on %s', (kind) => {
  let kit: WriteKit;
  let worker: EmployeeAttendance;
  let casual: string;
  let firstHalf: string;

  const list = async (): Promise<EmployeeAttendance[]> =>
    records(
      await kit.txn('admin', {
        name: 'txn_attendance_list_with_summary',
        folder: 'attendance',
        params: { from: first, to: last, limit: 200 },
      }),
    ) as unknown as EmployeeAttendance[];
  const dayOf = async (day: string): Promise<AttendanceDayCell | undefined> =>
    (await list()).find((row) => row.id === worker.id)?.days.find((cell) => cell.attendance_date === day);
  const createLeave = (day: string, leaveDay: Row) =>
    kit.write('admin', 'leaves', 'create', [
      {
        op: 'C',
        data: {
          employees_id: [{ id: worker.id }],
          leave_days: [
            { op: 'C', data: { leave_period: dayRange(day), leave_types_id: [{ id: casual }], ...leaveDay } },
          ],
        },
      },
    ]);

  beforeAll(async () => {
    kit = await WriteKit.start(kind);
    const [leaveType] = await kit.list(
      'admin',
      'leave_types',
      ['id'],
      [{ path: 'code', operator: '=', value: 'CL' }],
    );
    const [half] = await kit.list(
      'admin',
      'half_day_duration',
      ['id'],
      [{ path: 'code', operator: '=', value: 'first_half' }],
    );
    casual = leaveType?.id as string;
    firstHalf = half?.id as string;
    const found = (await list()).find(
      (row) =>
        row.code.startsWith('DI') &&
        row.days.some((cell) => cell.att_type?.code === 'P' && cell.attendance_status === null),
    );
    if (!found || !casual || !firstHalf)
      throw new Error('a demo worker, the CL leave type and first_half expected');
    worker = found;
  }, 300_000);
  afterAll(async () => kit?.stop());

  it('refuses leave minutes that contradict the half day, both ways, storing nothing', async () => {
    const day = worker.days.find((cell) => cell.att_type?.code === 'P')?.attendance_date as string;
    const halfAtFull = await createLeave(day, { half_day_duration: [{ id: firstHalf }], leave_minutes: 480 });
    expect(halfAtFull.output.type).toBe('error');
    expect(JSON.stringify(halfAtFull.output.data)).toContain('leave_minutes');
    const fullAtHalf = await createLeave(day, { leave_minutes: 240 });
    expect(fullAtHalf.output.type).toBe('error');
    expect(JSON.stringify(fullAtHalf.output.data)).toContain('leave_minutes');
    expect(await dayOf(day)).toMatchObject({ att_type: { code: 'P' }, leave_minutes: 0 });
  });

  it('counts a first-half leave as a half day: its minutes off the due time, the pay by the worked half', async () => {
    const present = worker.days.filter(
      (cell) => cell.att_type?.code === 'P' && cell.attendance_status === null,
    );
    const day = present[present.length - 1] as AttendanceDayCell;
    const leave = written(
      await createLeave(day.attendance_date, { half_day_duration: [{ id: firstHalf }], leave_minutes: 240 }),
    );
    // approved by its workflow's action, as the admin approves it (spec 000 §4)
    const approved = await kit.action('admin', 'leaves', 'approve', [leave.id]);
    expect(approved.output.type, approved.output.message).toBe('success');
    const minimum = day.min_working_minutes ?? 510;
    expect(await dayOf(day.attendance_date)).toMatchObject({
      att_type: { code: 'HD' },
      leave_type: casual,
      leave_minutes: 240,
      working_minutes: day.working_minutes,
      deficit_minutes: day.working_minutes - (minimum - 240),
      payable_days: dayPayableDays('HD', 240, day.working_minutes, minimum),
    });
  });
});
