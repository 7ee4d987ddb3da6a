import type { EmployeeAttendance } from '@muster/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { records, WriteKit, written } from '../../../engine/patch/testing/test-kit.js';
import { testDatabaseKinds } from '../../../testing/index.js';
import { addDays, istDayKey } from '../compute/index.js';

const last = addDays(istDayKey(Date.now()), -1);
const first = addDays(last, -30);

describe.each(testDatabaseKinds)('an edit places the day where it says on %s', (kind) => {
  let kit: WriteKit;
  const ids: Record<string, string> = {};
  const firstId = async (folder: string, filterInput: Record<string, unknown>[] = []) => {
    const [row] = await kit.list('admin', folder, ['id'], filterInput);
    if (!row) throw new Error(`a ${folder} row expected`);
    return row.id as string;
  };
  const list = async (): Promise<EmployeeAttendance[]> =>
    records(
      await kit.txn('admin', {
        name: 'txn_attendance_list_with_summary',
        folder: 'attendance',
        params: { from: first, to: last },
      }),
    ) as unknown as EmployeeAttendance[];

  // seeding a demo database is the slow part on a shared machine
  beforeAll(async () => {
    kit = await WriteKit.start(kind);
    ids.site = await firstId('sites', [{ path: 'code', operator: '=', value: 'Kolkata' }]);
    ids.department = await firstId('departments', [{ path: 'code', operator: '=', value: 'OPS' }]);
    ids.subsection = await firstId('subsections');
    ids.designation = await firstId('products');
    const shift = {
      shift_code: 'HLF',
      name: { eng: 'Half day' },
      shift_time: [540, 780],
      min_working_minutes: 240,
    };
    ids.shift = written(await kit.write('admin', 'shifts', 'create', [{ op: 'C', data: shift }])).id;
  }, 300_000);
  afterAll(async () => kit?.stop());

  it("stores the edit's site, shift, designation, department, subsection and in lieu of on the day, with the shift's minimum", async () => {
    const before = await list();
    const found = before
      .filter((employee) => employee.code.startsWith('DI'))
      .flatMap((employee) =>
        employee.days
          // an undecided day: the demo approves last month's (its payslips pay them)
          .filter((day) => day.att_type?.code === 'P' && !day.attendance_status && day.sites_id !== ids.site)
          .map((day) => ({ employee, day })),
      )[0];
    if (!found) throw new Error('a present day expected');
    const { employee, day } = found;
    const reply = await kit.txn('admin', {
      name: 'txn_attendance_edits_mark',
      folder: 'attendance_edits',
      params: {
        edits: [
          {
            employees_id: employee.id,
            attendance_date: day.attendance_date,
            sites_id: ids.site,
            shifts_id: ids.shift,
            designation: ids.designation,
            departments: ids.department,
            subsections: ids.subsection,
            in_lieu_of: first,
          },
        ],
      },
    });
    expect(reply.output.type).toBe('success');
    const after = (await list())
      .find((row) => row.id === employee.id)
      ?.days.find((cell) => cell.attendance_date === day.attendance_date);
    expect(after).toMatchObject({
      sites_id: ids.site,
      shifts_id: ids.shift,
      shift_code: 'HLF',
      designation: ids.designation,
      departments: ids.department,
      subsections: ids.subsection,
      in_lieu_of: first,
      att_type: { code: 'P' },
      working_minutes: day.working_minutes,
      min_working_minutes: 240,
      overtime_minutes: Math.max(0, day.working_minutes - 240),
      deficit_minutes: day.working_minutes - 240,
      attendance_edit_type: 'manual',
    });
  });
});
