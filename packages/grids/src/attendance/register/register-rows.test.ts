import { emptyAttendanceTotals } from '@muster/protocol';
import { describe, expect, it } from 'vitest';
import { editorReferences, testDay, testEmployee } from '../editor/test-cells';

import { registerRows, registerSummary } from './register-rows';

const references = editorReferences();

function employeeWith() {
  const employee = testEmployee(references);
  employee.days = [
    // Monday 2 Nov: a short Present, final approved.
    testDay(references, '2026-11-02', 'P', {
      attendance_status: 'final_approved',
      working_minutes: 450,
      deficit_minutes: -60,
    }),
    // Tuesday: unapproved Present with a surplus.
    testDay(references, '2026-11-03', 'P', { working_minutes: 540, deficit_minutes: 30 }),
    // Wednesday: a missed punch.
    testDay(references, '2026-11-04', 'SP', {
      isMissedPunch: true,
      attendance_status: 'rejected',
      working_minutes: 0,
      deficit_minutes: 0,
    }),
    // Thursday: absent, intermediate approved.
    testDay(references, '2026-11-05', 'A', {
      attendance_status: 'intermediate_approved',
      working_minutes: 0,
      deficit_minutes: 0,
    }),
  ];
  employee.totals = { ...emptyAttendanceTotals(), present: 2, absent: 1, total_payable_days: 2 };
  return employee;
}

describe('registerRows', () => {
  it('gives one row per calendar day, Mondays marked, empty days with nothing', () => {
    const rows = registerRows(employeeWith(), '2026-11-01', '2026-11-30', true);
    expect(rows).toHaveLength(30);
    expect(rows.filter((row) => row.monday).map((row) => row.date)).toEqual([
      '2026-11-02',
      '2026-11-09',
      '2026-11-16',
      '2026-11-23',
      '2026-11-30',
    ]);
    expect(rows[0]).toMatchObject({ date: '2026-11-01', stored: null, shown: null, missedPunch: false });
    expect(rows[1]?.shown?.working_minutes).toBe(450);
  });

  it('shows a missed-punch day as a row with no data, keeping the stored day', () => {
    const row = registerRows(employeeWith(), '2026-11-04', '2026-11-04', true)[0];
    expect(row).toMatchObject({ missedPunch: true, shown: null });
    expect(row?.stored?.att_type?.code).toBe('SP');
  });

  it('hides unapproved days when asked, keeping approved, rejected and settled ones', () => {
    const rows = registerRows(employeeWith(), '2026-11-02', '2026-11-05', false);
    expect(rows.map((row) => row.visible?.att_type?.code ?? null)).toEqual(['P', null, 'SP', 'A']);
    expect(rows[1]?.stored).not.toBeNull();
  });
});

describe('registerSummary', () => {
  it('sums hours and deficits, counts types in the references order and takes payable days from totals', () => {
    const employee = employeeWith();
    const rows = registerRows(employee, '2026-11-01', '2026-11-30', true);
    expect(registerSummary(rows, employee.totals, references)).toEqual({
      workingMinutes: 990,
      deficitMinutes: -60,
      typeCounts: [
        { code: 'P', label: 'P', count: 2 },
        { code: 'A', label: 'A', count: 1 },
        { code: 'SP', label: 'SP', count: 1 },
      ],
      payableDays: 2,
    });
  });

  it('leaves hidden unapproved days out', () => {
    const employee = employeeWith();
    const rows = registerRows(employee, '2026-11-01', '2026-11-30', false);
    const summary = registerSummary(rows, employee.totals, references);
    expect(summary.workingMinutes).toBe(450);
    expect(summary.typeCounts.find((count) => count.code === 'P')?.count).toBe(1);
  });
});
