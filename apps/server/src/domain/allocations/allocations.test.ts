import {
  type AllocationCell,
  type AllocationsEditsRequest,
  type AttendanceDayCell,
  allocationMessages,
  type EmployeeAllocations,
  type EmployeeAttendance,
  policyMessages,
} from '@muster/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Row, records, refusal, WriteKit } from '../../engine/patch/testing/test-kit.js';
import { testDatabaseKinds } from '../../testing/index.js';
import { addDays, istDayKey } from '../attendance/compute/index.js';

const today = istDayKey(Date.now());
const yesterday = addDays(today, -1);
const weekAgo = addDays(today, -6);

describe.each(testDatabaseKinds)('allocations: the grid list and txn_allocations_edits on %s', (kind) => {
  let kit: WriteKit;
  const ids: Record<string, string> = {};
  /** dco1's workers (duty_chart_officer dco1), with their allocation days of the last week. */
  let workers: EmployeeAllocations[];

  const list = async (
    user: string,
    params: Row,
  ): Promise<{ rows: EmployeeAllocations[]; rowCount: number }> => {
    const reply = await kit.txn(user, {
      name: 'txn_allocations_list_by_employee',
      folder: 'allocations',
      params,
    });
    const rows = records(reply) as unknown as EmployeeAllocations[];
    return { rows, rowCount: Number((reply.output.data as Row).rowCount) };
  };
  const edit = (user: string, params: AllocationsEditsRequest, target?: string) =>
    kit.txn(user, {
      name: 'txn_allocations_edits',
      folder: 'allocations',
      params,
      ...(target ? { target_swhandle: target } : {}),
    });
  const firstId = async (folder: string, code: string, path = 'code') => {
    const [row] = await kit.list('admin', folder, ['id'], [{ path, operator: '=', value: code }]);
    if (!row) throw new Error(`${folder} ${code} expected`);
    return row.id as string;
  };
  const attendanceDay = async (employeeId: string, day: string): Promise<AttendanceDayCell | undefined> => {
    const [row] = records(
      await kit.txn('admin', {
        name: 'txn_attendance_list_with_summary',
        folder: 'attendance',
        params: { from: day, to: day, filters: { employees_id: [employeeId] } },
      }),
    ) as unknown as EmployeeAttendance[];
    return row?.days[0];
  };
  /** A worker's cell of a day, whose allocation the test then changes. */
  const cellOf = (worker: EmployeeAllocations, day: string): AllocationCell => {
    const cell = worker.days.find((candidate) => candidate.day === day);
    if (!cell) throw new Error(`${worker.code}: an allocation on ${day} expected`);
    return cell;
  };
  /** The next worker with no leave (a weekly off included) yesterday or today, one per scenario. */
  let nextWorker = 0;
  const freeWorker = () => {
    const free = workers.filter((candidate) =>
      candidate.leaves.every((leave) => leave.day !== yesterday && leave.day !== today),
    );
    const worker = free[nextWorker++];
    if (!worker) throw new Error('a worker without leaves expected');
    return worker;
  };
  /** A day shift other than the one the worker has on `day`. */
  const otherShift = (worker: EmployeeAllocations, day: string) =>
    cellOf(worker, day).shifts_id === ids.general ? (ids.morning as string) : (ids.general as string);
  const markOf = (worker: EmployeeAllocations, day: string, changes: Row = {}) => {
    const cell = cellOf(worker, day);
    return {
      employees_id: worker.id,
      day,
      contracts_id: cell.contracts_id as string,
      sites_id: cell.sites_id as string,
      products_id: cell.products_id,
      shifts_id: cell.shifts_id as string,
      allocation_type: cell.allocation_type as string,
      departments_id: cell.departments_id,
      ...changes,
    };
  };

  beforeAll(async () => {
    kit = await WriteKit.start(kind);
    ids.general = await firstId('shifts', 'GEN', 'shift_code');
    ids.morning = await firstId('shifts', 'MOR', 'shift_code');
    ids.kolkata = await firstId('sites', 'Kolkata');
    ids.inHouse = await firstId('contracts', 'CT-DEMO-INHOUSE');
    const [dco] = await kit.list(
      'admin',
      'employees',
      ['id'],
      [{ path: 'code', operator: '=', value: 'dco1' }],
    );
    ids.dco1 = dco?.id as string;
    const { rows } = await list('dco1', { from: weekAgo, to: today, limit: 100 });
    const planned = await kit.list(
      'admin',
      'employees',
      ['id'],
      [{ path: 'duty_chart_officer', operator: '=', value: ids.dco1 }],
    );
    const plannedIds = new Set(planned.map((row) => row.id));
    workers = rows.filter((row) => plannedIds.has(row.id) && row.days.length === 7);
  }, 240_000);
  afterAll(() => kit?.stop());

  describe('the list (spec 001 §7 "Allocations")', () => {
    it('lists employees by code descending, 100 a page, with the demo allocation of every day', async () => {
      const { rows, rowCount } = await list('admin', { from: weekAgo, to: today });
      expect(rows).toHaveLength(100);
      expect(rowCount).toBeGreaterThan(100);
      const codes = rows.map((row) => row.code);
      expect(codes).toEqual([...codes].sort().reverse());
      expect(workers.length).toBeGreaterThan(20);
      expect(workers[0]?.days.map((cell) => cell.day)).toEqual(
        Array.from({ length: 7 }, (_, i) => addDays(weekAgo, i)),
      );
      const next = await list('admin', { from: weekAgo, to: today, offset: 100 });
      expect((next.rows[0]?.code ?? '') < (codes.at(-1) as string)).toBe(true);
      await expect(list('admin', { from: weekAgo, to: today, limit: 101 })).rejects.toThrow(
        'Invalid allocations list request',
      );
    });

    it('filters by contract, site, shift and text', async () => {
      const worker = workers[0] as EmployeeAllocations;
      const cell = cellOf(worker, today);
      const byContract = await list('admin', {
        from: weekAgo,
        to: today,
        filters: { contracts_id: [ids.inHouse] },
      });
      expect(byContract.rowCount).toBeGreaterThan(0);
      expect(byContract.rows.every((row) => row.days.some((day) => day.contracts_id === ids.inHouse))).toBe(
        true,
      );
      const bySite = await list('admin', {
        from: today,
        to: today,
        filters: { sites_id: [cell.sites_id as string] },
      });
      expect(bySite.rows.every((row) => row.days.some((day) => day.sites_id === cell.sites_id))).toBe(true);
      // over the week the worker was listed for: the first worker may have left since (the demo's leaver)
      const byShift = await list('admin', {
        from: weekAgo,
        to: today,
        filters: { shifts_id: [cell.shifts_id as string] },
      });
      expect(byShift.rows.map((row) => row.id)).toContain(worker.id);
      const byText = await list('admin', { from: weekAgo, to: today, search: worker.code.toLowerCase() });
      expect(byText.rows.map((row) => row.code)).toEqual([worker.code]);
    });

    it('shows only intermediate- and final-approved leaves', async () => {
      const monthFirst = `${today.slice(0, 7)}-01`;
      const { rows } = await list('admin', { from: monthFirst, to: addDays(monthFirst, 27), limit: 100 });
      const shown = rows.flatMap((row) => row.leaves);
      expect(shown.length).toBeGreaterThan(0);
      expect(new Set(shown.map((leave) => leave.leave_status))).toEqual(
        new Set(['intermediate_approved', 'final_approved']),
      );
      const created = await kit.list(
        'admin',
        'leaves',
        ['id'],
        [{ path: 'leave_status', operator: '=', value: 'created' }],
      );
      const shownIds = new Set(shown.map((leave) => leave.leaves_id));
      expect(created.length).toBeGreaterThan(0);
      expect(created.some((leave) => shownIds.has(leave.id as string))).toBe(false);
    });
  });

  describe('marking (spec 001 §5, §6, §8)', () => {
    it("dco1 marks its worker's day: '1 allocation marked', the cell answered and the attendance day on the new shift", async () => {
      const worker = freeWorker();
      const shift = otherShift(worker, yesterday);
      const reply = await edit('dco1', { create: [markOf(worker, yesterday, { shifts_id: shift })] });
      expect(reply.output.type, reply.output.message).toBe('success');
      expect(reply.output.message).toBe(allocationMessages.marked);
      expect((reply.output.data as Row).outcomes).toEqual([{ message: allocationMessages.marked, count: 1 }]);
      expect(records(reply)).toMatchObject([{ employees_id: worker.id, day: yesterday, shifts_id: shift }]);
      expect((await attendanceDay(worker.id, yesterday))?.shifts_id).toBe(shift);
      // the monthly allocation is split around the day: the days either side keep their shift
      const [after] = (
        await list('dco1', {
          from: addDays(yesterday, -1),
          to: today,
          filters: { employees_id: [worker.id] },
        })
      ).rows;
      expect(after?.days.map((cell) => [cell.day, cell.shifts_id === shift])).toEqual([
        [addDays(yesterday, -1), false],
        [yesterday, true],
        [today, false],
      ]);
    });

    it('answers only the counts with no_response', async () => {
      const worker = freeWorker();
      const reply = await edit('admin', { create: [markOf(worker, today)], no_response: true });
      expect(reply.output.message).toBe(allocationMessages.marked);
      expect(records(reply)).toEqual([]);
    });

    it("refuses everyone but the admin, the AO and the employee's duty-chart officer", async () => {
      const worker = freeWorker();
      const params = { create: [markOf(worker, today)] };
      for (const user of ['emp1', 'ro1', 'hr1'])
        expect(refusal(await edit(user, params)).message, user).toBe(allocationMessages.onlyDcoMakes);
      expect((await edit('ao1', params)).output.type).toBe('success');
      // an employee dco1 does not plan: the admin's own record
      const [admin] = await kit.list(
        'admin',
        'employees',
        ['id'],
        [{ path: 'code', operator: '=', value: 'admin' }],
      );
      const foreign = { ...markOf(worker, today), employees_id: admin?.id as string };
      expect(refusal(await edit('dco1', { create: [foreign] })).message).toBe(
        allocationMessages.onlyDcoMakes,
      );
    });

    it("refuses a contract the caller cannot see with 'Please select contract'", async () => {
      const worker = freeWorker();
      const mark = markOf(worker, today, { contracts_id: '00000000-0000-4000-8000-000000000000' });
      expect(refusal(await edit('dco1', { create: [mark] })).message).toBe(allocationMessages.selectContract);
    });

    it("refuses a day under an approved leave with 'Please reject or delete leave to mark allocations'", async () => {
      const monthFirst = `${today.slice(0, 7)}-01`;
      const { rows } = await list('admin', { from: monthFirst, to: addDays(monthFirst, 27), limit: 100 });
      const onLeave = rows.find((row) =>
        row.leaves.some((leave) => row.days.some((cell) => cell.day === leave.day)),
      );
      if (!onLeave) throw new Error('a worker with an approved leave expected');
      const leave = onLeave.leaves.find((candidate) =>
        onLeave.days.some((cell) => cell.day === candidate.day),
      );
      const reply = await edit('admin', { create: [markOf(onLeave, leave?.day as string)] });
      expect(refusal(reply).message).toBe(allocationMessages.rejectOrDeleteLeave);
    });

    it("counts days outside the contract period as 'N not marked' and writes the rest", async () => {
      const worker = freeWorker();
      const outside = '2030-01-01';
      const reply = await edit('dco1', {
        create: [markOf(worker, today), { ...markOf(worker, today), day: outside }],
      });
      expect((reply.output.data as Row).outcomes).toEqual([
        { message: allocationMessages.marked, count: 1 },
        { message: allocationMessages.notMarked, count: 1 },
      ]);
    });

    it("refuses marks on another business's selection (spec 001 §5 own organisation; catalogue README `picked`)", async () => {
      const worker = freeWorker();
      const reply = await edit('admin', { create: [markOf(worker, today)] }, 'sunrise');
      expect(reply.output).toMatchObject({ type: 'error', message: policyMessages.writeRefused });
    });
  });

  describe('deleting (spec 001 §7: allocation, contract, employee, product, site, period)', () => {
    it("takes the day out of the allocation: '1 allocation deleted', attendance back on the default shift", async () => {
      const worker = freeWorker();
      const shift = otherShift(worker, yesterday);
      await edit('admin', { create: [markOf(worker, yesterday, { shifts_id: shift })] });
      const [marked] = (
        await list('admin', { from: yesterday, to: yesterday, filters: { employees_id: [worker.id] } })
      ).rows;
      const cell = cellOf(marked as EmployeeAllocations, yesterday);
      const deletion = {
        allocations_id: cell.allocations_id,
        contracts_id: cell.contracts_id as string,
        employees_id: worker.id,
        products_id: cell.products_id,
        sites_id: cell.sites_id as string,
        period: { from: yesterday, to: yesterday },
      };
      const wrongSite = {
        ...deletion,
        sites_id: ids.kolkata === cell.sites_id ? worker.id : (ids.kolkata as string),
      };
      const failed = await edit('ao1', { delete: [wrongSite] });
      expect(failed.output.type, failed.output.message).toBe('success');
      expect((failed.output.data as Row).outcomes).toEqual([
        { message: allocationMessages.deletionFailed, count: 1 },
      ]);
      const reply = await edit('ao1', { delete: [deletion] });
      expect(reply.output.message).toBe(allocationMessages.deleted);
      const [after] = (
        await list('admin', { from: yesterday, to: yesterday, filters: { employees_id: [worker.id] } })
      ).rows;
      expect(after?.days).toEqual([]);
      expect((await attendanceDay(worker.id, yesterday))?.shifts_id).not.toBe(shift);
      expect(refusal(await edit('emp1', { delete: [deletion] })).message).toBe(
        allocationMessages.onlyDcoMakes,
      );
    });
  });
});
