import type { DutyChartLeave, DutyChartPerson, DutyChartProgram, DutyChartWeek } from '@muster/protocol';
import { describe, expect, it } from 'vitest';
import {
  addEntry,
  addWeeklyOff,
  hasWeekEdits,
  noWeekEdits,
  removeEntry,
  removeWeeklyOff,
  saveRequest,
  shownEntries,
  shownWeeklyOffs,
  weeklyOffCounts,
} from './week-edits';

const person = (code: string): DutyChartPerson => ({
  employees_id: `id-${code}`,
  code,
  name: `Name ${code}`,
});
const asha = person('E1');
const bala = person('E2');
const chitra = person('E3');
const monday = '2026-11-30';
const tuesday = '2026-12-01';

const program: DutyChartProgram = {
  id: 'task-1',
  code: 'P01',
  name: 'Morning round',
  time_slot: [360, 840],
  departments_id: null,
  subsections_id: null,
  deactivation_date: null,
  cells: { [monday]: { duty_chart_id: 'chart-1', employees: [asha, bala] } },
};

const off = (who: DutyChartPerson, leaves_id: string, leave_status = 'final_approved'): DutyChartLeave => ({
  ...who,
  leaves_id,
  leave_status,
  leave_type_code: 'WO',
});

const week: DutyChartWeek = {
  days: [monday, tuesday],
  programs: [program],
  weeklyOffs: { [monday]: [off(chitra, 'leave-1')], [tuesday]: [off(asha, 'leave-2')] },
  leaves: {},
  monthlyWeeklyOffCount: [
    { ...chitra, count: 1 },
    { ...asha, count: 3 },
  ],
};

describe('duty-chart cells (spec 001 §4 "Duty-chart cell")', () => {
  it('shows the stored entries until edited, and nothing is to save', () => {
    expect(shownEntries(noWeekEdits, program, monday)).toEqual([asha, bala]);
    expect(shownEntries(noWeekEdits, program, tuesday)).toEqual([]);
    expect(hasWeekEdits(noWeekEdits)).toBe(false);
  });

  it('an added employee on a stored chart is an update with toAdd', () => {
    const edits = addEntry(noWeekEdits, program, monday, chitra);
    expect(shownEntries(edits, program, monday)).toEqual([asha, bala, chitra]);
    expect(saveRequest(edits).charts).toEqual([
      {
        op: 'update',
        duty_chart_id: 'chart-1',
        employees_id: [{ id: chitra.employees_id, toAdd: true, toRemove: false }],
      },
    ]);
  });

  it('a day without a chart is a create', () => {
    const edits = addEntry(noWeekEdits, program, tuesday, asha);
    expect(saveRequest(edits).charts).toEqual([
      {
        op: 'create',
        date: tuesday,
        tasks_id: 'task-1',
        employees_id: [{ id: asha.employees_id, toAdd: true, toRemove: false }],
      },
    ]);
  });

  it('removing a saved employee marks it toRemove; removing a newly added one drops it', () => {
    let edits = removeEntry(noWeekEdits, program, monday, asha.employees_id);
    edits = addEntry(edits, program, monday, chitra);
    edits = removeEntry(edits, program, monday, chitra.employees_id);
    expect(shownEntries(edits, program, monday)).toEqual([bala]);
    expect(saveRequest(edits).charts).toEqual([
      {
        op: 'update',
        duty_chart_id: 'chart-1',
        employees_id: [{ id: asha.employees_id, toAdd: false, toRemove: true }],
      },
    ]);
  });

  it('adding back a removed employee takes the removal back: nothing to save', () => {
    const edits = addEntry(
      removeEntry(noWeekEdits, program, monday, bala.employees_id),
      program,
      monday,
      bala,
    );
    expect(shownEntries(edits, program, monday)).toEqual([asha, bala]);
    expect(hasWeekEdits(edits)).toBe(false);
  });

  it('adding one already shown changes nothing', () => {
    expect(addEntry(noWeekEdits, program, monday, asha)).toBe(noWeekEdits);
  });
});

describe('the Weekly Off row (spec 001 §4 "Weekly-off pinned row")', () => {
  it('shows the saved weekly offs, then the added ones', () => {
    const edits = addWeeklyOff(noWeekEdits, monday, bala);
    expect(shownWeeklyOffs(week, edits, monday)).toEqual([off(chitra, 'leave-1'), bala]);
    expect(shownWeeklyOffs(week, edits, tuesday)).toEqual([off(asha, 'leave-2')]);
  });

  it('saves added offs as adds and removed saved ones as their leaves’ removal', () => {
    let edits = addWeeklyOff(noWeekEdits, monday, bala);
    edits = removeWeeklyOff(edits, tuesday, off(asha, 'leave-2'));
    expect(shownWeeklyOffs(week, edits, tuesday)).toEqual([]);
    expect(saveRequest(edits)).toEqual({
      charts: [],
      weeklyOffs: [
        { op: 'add', employees_id: bala.employees_id, date: monday },
        { op: 'remove', leaves_id: 'leave-2' },
      ],
    });
  });

  it('removing an added off drops it', () => {
    const edits = removeWeeklyOff(addWeeklyOff(noWeekEdits, monday, bala), monday, bala);
    expect(hasWeekEdits(edits)).toBe(false);
  });

  it('the monthly count moves by +1 and -1, count descending, gone at zero', () => {
    // the week starts in November: a December off does not count for the month shown
    let edits = addWeeklyOff(noWeekEdits, monday, bala);
    edits = addWeeklyOff(edits, tuesday, chitra);
    edits = removeWeeklyOff(edits, monday, off(chitra, 'leave-1'));
    expect(weeklyOffCounts(week, edits)).toEqual([
      { ...asha, count: 3 },
      { ...bala, count: 1 },
    ]);
  });

  it('equal counts sort by code', () => {
    const edits = addWeeklyOff(noWeekEdits, monday, bala);
    expect(weeklyOffCounts(week, edits).map((row) => row.code)).toEqual(['E1', 'E2', 'E3']);
  });
});
