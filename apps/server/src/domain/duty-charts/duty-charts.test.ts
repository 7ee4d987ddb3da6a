import { allocationMessages, type DutyChartsSaveRequest, type DutyChartWeek } from '@muster/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Row, records, refusal, WriteKit, written } from '../../engine/patch/testing/test-kit.js';
import { testDatabaseKinds } from '../../testing/index.js';
import { addDays, istDayKey, istWeekday } from '../attendance/compute/index.js';
import { dutyChartOwnMessages } from './rules.js';

const today = istDayKey(Date.now());
const monday = addDays(today, -istWeekday(today));

describe.each(testDatabaseKinds)('duty charts: the week and txn_duty_charts_save on %s', (kind) => {
  let kit: WriteKit;
  const ids: Record<string, string> = {};
  /** Employees dco1 plans. */
  let planned: Row[];

  const week = async (user: string, params: Row = {}): Promise<DutyChartWeek> => {
    const [record] = records(
      await kit.txn(user, {
        name: 'txn_duty_charts_week',
        folder: 'duty_charts',
        params: { week: monday, ...params },
      }),
    );
    return record as unknown as DutyChartWeek;
  };
  const save = (user: string, params: DutyChartsSaveRequest) =>
    kit.txn(user, { name: 'txn_duty_charts_save', folder: 'duty_charts', params });
  /** A reference as a list row holds it (an id, or a list of {id}) as a patch names it. */
  const reference = (value: unknown) => [{ id: Array.isArray(value) ? (value[0] as Row)?.id : value }];
  const employeeId = async (code: string) =>
    (await kit.list('admin', 'employees', ['id'], [{ path: 'code', operator: '=', value: code }]))[0]
      ?.id as string;

  beforeAll(async () => {
    kit = await WriteKit.start(kind);
    ids.dco1 = await employeeId('dco1');
    ids.emp1 = await employeeId('emp1');
    planned = await kit.list(
      'admin',
      'employees',
      ['id', 'code', 'departments', 'subsections'],
      [
        { path: 'duty_chart_officer', operator: '=', value: ids.dco1 },
        { path: 'employee_status', operator: '=', value: 'approved' },
      ],
    );
  }, 240_000);
  afterAll(() => kit?.stop());

  it("opens dco1's week full: programs with employees each day, weekly offs and the month's counts", async () => {
    const opened = await week('dco1');
    expect(opened.days).toEqual(Array.from({ length: 7 }, (_, i) => addDays(monday, i)));
    expect(opened.programs.length).toBeGreaterThan(5);
    const filled = opened.programs.filter((program) =>
      opened.days.every((day) => program.cells[day]?.employees.length),
    );
    expect(filled.length).toBeGreaterThan(5);
    // the admin sees every leave; the officer's own subsections' leaves wait on the scope work (last test)
    const everything = await week('admin');
    expect(Object.values(everything.weeklyOffs).flat().length).toBeGreaterThan(0);
    expect(
      Object.values(everything.weeklyOffs)
        .flat()
        .every((entry) => entry.leave_type_code === 'WO'),
    ).toBe(true);
    const counts = everything.monthlyWeeklyOffCount.map((row) => row.count);
    expect(counts.length).toBeGreaterThan(0);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const lastWeek = await week('dco1', { week: addDays(monday, -7) });
    expect(lastWeek.programs.some((program) => Object.keys(program.cells).length === 7)).toBe(true);
  });

  it('refuses a week that does not start on Monday', async () => {
    const reply = await kit.txn('dco1', {
      name: 'txn_duty_charts_week',
      folder: 'duty_charts',
      params: { week: addDays(monday, 1) },
    });
    expect(refusal(reply).message).toBe('Invalid duty chart request');
  });

  it('dco1 adds a program, puts employees on a day, removes one; the week shows what was saved', async () => {
    const [first, second] = planned;
    const program = written(
      await kit.write('dco1', 'tasks', 'create', [
        {
          op: 'C',
          data: {
            code: 'T-QA',
            name: 'Quality audit',
            time_slot: [600, 720],
            departments_id: reference(first?.departments),
            subsections_id: reference(first?.subsections),
          },
        },
      ]),
    );
    const created = await save('dco1', {
      charts: [
        {
          op: 'create',
          date: monday,
          tasks_id: program.id,
          employees_id: [
            { id: first?.id as string, toAdd: true },
            { id: second?.id as string, toAdd: true },
          ],
        },
      ],
    });
    expect(created.output.type, created.output.message).toBe('success');
    const [chart] = (created.output.data as Row).charts as { index: number; duty_chart_id: string }[];
    expect(chart?.index).toBe(0);
    let shown = (await week('dco1')).programs.find((row) => row.id === program.id);
    expect(shown?.cells[monday]?.employees.map((entry) => entry.employees_id)).toEqual([
      first?.id,
      second?.id,
    ]);
    const updated = await save('dco1', {
      charts: [
        {
          op: 'update',
          duty_chart_id: chart?.duty_chart_id as string,
          employees_id: [{ id: first?.id as string, toRemove: true }],
        },
      ],
    });
    expect(updated.output.type, updated.output.message).toBe('success');
    shown = (await week('dco1')).programs.find((row) => row.id === program.id);
    expect(shown?.cells[monday]).toEqual({
      duty_chart_id: chart?.duty_chart_id,
      employees: [expect.objectContaining({ employees_id: second?.id })],
    });
  });

  it("refuses anyone but the admin and the duty-chart officer with 'Only duty chart officer can edit duty chart'", async () => {
    const program = (await week('dco1')).programs[0];
    const params: DutyChartsSaveRequest = {
      charts: [
        {
          op: 'create',
          date: monday,
          tasks_id: program?.id as string,
          employees_id: [{ id: planned[2]?.id as string, toAdd: true }],
        },
      ],
    };
    for (const user of ['emp1', 'ao1', 'ro1', 'hr1'])
      expect(refusal(await save(user, params)).message, user).toBe(allocationMessages.onlyDcoEdits);
    expect((await save('admin', params)).output.type).toBe('success');
  });

  it('refuses a program past its deactivation day', async () => {
    const [first] = planned;
    const program = written(
      await kit.write('dco1', 'tasks', 'create', [
        {
          op: 'C',
          data: {
            code: 'T-OLD',
            name: 'Ended drill',
            time_slot: [600, 720],
            departments_id: reference(first?.departments),
            subsections_id: reference(first?.subsections),
            deactivation_date: new Date(`${monday}T00:00:00+05:30`).toISOString(),
          },
        },
      ]),
    );
    const reply = await save('dco1', {
      charts: [
        {
          op: 'create',
          date: addDays(monday, 1),
          tasks_id: program.id,
          employees_id: [{ id: first?.id as string, toAdd: true }],
        },
      ],
    });
    expect(refusal(reply).message).toBe(dutyChartOwnMessages.programEnded);
  });

  it('marks a weekly off as a one-day WO leave, created; removing it deletes the leave', async () => {
    const day = addDays(monday, (istWeekday(today) + 1) % 7);
    // the demo's leaves move with today's date: take the first planned worker free that day
    let worker: Row | undefined;
    let reply: Awaited<ReturnType<typeof save>> | undefined;
    for (const candidate of planned.slice(5)) {
      reply = await save('dco1', {
        weeklyOffs: [{ op: 'add', employees_id: candidate.id as string, date: day }],
      });
      if (reply.output.type === 'success') {
        worker = candidate;
        break;
      }
      expect(refusal(reply).message).toBe(dutyChartOwnMessages.leaveExists);
    }
    if (!worker || !reply) throw new Error(`no planned worker is free of leave on ${day}`);
    const [added] = (reply.output.data as Row).weeklyOffs as { leaves_id: string }[];
    const [leave] = await kit.byId('admin', 'leaves', ['id', 'leave_status'], added?.leaves_id as string);
    expect(leave?.leave_status).toBe('created');
    const shown = (await week('dco1')).weeklyOffs[day]?.find((entry) => entry.leaves_id === added?.leaves_id);
    expect(shown).toMatchObject({ employees_id: worker.id, leave_status: 'created', leave_type_code: 'WO' });
    const again = await save('dco1', {
      weeklyOffs: [{ op: 'add', employees_id: worker.id as string, date: day }],
    });
    expect(refusal(again).message).toBe(dutyChartOwnMessages.leaveExists);
    expect(
      refusal(await save('emp1', { weeklyOffs: [{ op: 'remove', leaves_id: added?.leaves_id as string }] }))
        .message,
    ).not.toBe('');
    const removed = await save('dco1', {
      weeklyOffs: [{ op: 'remove', leaves_id: added?.leaves_id as string }],
    });
    expect(removed.output.type, removed.output.message).toBe('success');
    expect((await week('dco1')).weeklyOffs[day]?.some((entry) => entry.leaves_id === added?.leaves_id)).toBe(
      false,
    );
  });

  it('shows an ordinary employee only its own entries', async () => {
    const program = (await week('dco1')).programs[1];
    const day = addDays(monday, 2);
    const saved = await save('dco1', {
      charts: [
        {
          op: 'create',
          date: day,
          tasks_id: program?.id as string,
          employees_id: [{ id: ids.emp1 as string, toAdd: true }],
        },
      ],
    });
    expect(saved.output.type, saved.output.message).toBe('success');
    const own = await week('emp1');
    expect(own.programs.map((row) => row.id)).toEqual([program?.id]);
    const entries = own.programs.flatMap((row) => Object.values(row.cells).flatMap((cell) => cell.employees));
    expect(entries.map((entry) => entry.employees_id)).toEqual([ids.emp1]);
    expect(
      Object.values(own.weeklyOffs)
        .flat()
        .every((entry) => entry.employees_id === ids.emp1),
    ).toBe(true);
  });

  it('lists the duty-chart officer only the subsections it plans (its Subsection filter); the admin every one', async () => {
    const listed = async (user: string) =>
      new Set((await kit.list(user, 'subsections', ['id'], [])).map((row) => row.id as string));
    const own = (
      await kit.list('dco1', 'employees', ['subsections'], [{ path: 'id', operator: '=', value: ids.dco1 }])
    )[0];
    const plannedSubsections = new Set(
      [...planned, own ?? {}]
        .flatMap((row) => reference(row.subsections).map((ref) => ref.id as string))
        .filter(Boolean),
    );
    // dco1 plans every demo subsection: a new one nobody works in is the one it must not see
    const created = await kit.txn('admin', {
      name: 'txn_subsections_create',
      folder: 'subsections',
      params: {
        baseFolder: 'subsections',
        rows: [
          {
            op: 'C',
            data: {
              code: 'DC-UNPLANNED',
              name: 'Unplanned',
              departments_id: reference(planned[0]?.departments),
            },
          },
        ],
      },
    });
    expect(created.output.type, created.output.message).toBe('success');
    const all = await listed('admin');
    expect(plannedSubsections.size).toBeGreaterThan(0);
    expect(all.size).toBeGreaterThan(plannedSubsections.size);
    expect(await listed('dco1')).toEqual(plannedSubsections);
  });

  it("shows the duty-chart officer its subsections' leaves (the scope helper's DCO leave scope)", async () => {
    const officer = await week('dco1');
    const plannedIds = new Set(planned.map((row) => row.id));
    const shown = [...Object.values(officer.leaves), ...Object.values(officer.weeklyOffs)].flat();
    expect(shown.some((entry) => plannedIds.has(entry.employees_id))).toBe(true);
  });
});
