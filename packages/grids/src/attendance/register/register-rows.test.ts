import { describe, expect, it } from 'vitest';
import {
  editorReferences,
  missedPunchDay,
  singlePunchDay,
  testDay,
  testEmployee,
  typeId,
} from '../testing/test-cells';
import type { PendingEdit } from '../types';
import { registerRows, registerRowTexts, registerSummary } from './register-rows';

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
    // Wednesday: a missed punch (no punch at all), rejected.
    { ...missedPunchDay(references, '2026-11-04'), attendance_status: 'rejected' },
    // Thursday: absent after two punches, intermediate approved.
    testDay(references, '2026-11-05', 'A', {
      attendance_status: 'intermediate_approved',
      working_minutes: 0,
      deficit_minutes: 0,
      payable_days: 0,
    }),
    // Friday: a Single Punch, shown with its code and in time (what needs fixing).
    singlePunchDay(references, '2026-11-06'),
  ];
  return employee;
}

const rowsOf = (
  from: string,
  to: string,
  showUnapproved = true,
  pendingOf?: (date: string) => PendingEdit | null,
) => registerRows(employeeWith().days, from, to, showUnapproved, references, pendingOf);

describe('registerRows', () => {
  it('gives one row per calendar day, Mondays marked, empty days with nothing', () => {
    const rows = rowsOf('2026-11-01', '2026-11-30');
    expect(rows).toHaveLength(30);
    expect(rows.filter((row) => row.monday).map((row) => row.date)).toEqual([
      '2026-11-02',
      '2026-11-09',
      '2026-11-16',
      '2026-11-23',
      '2026-11-30',
    ]);
    expect(rows[0]).toMatchObject({ date: '2026-11-01', stored: null, preview: null, missedPunch: false });
    expect(rows[1]?.preview?.workingMinutes).toBe(450);
  });

  it('marks a missed punch and shows a Single Punch with its code and in time', () => {
    const [missed, , single] = rowsOf('2026-11-04', '2026-11-06');
    expect(missed).toMatchObject({ missedPunch: true });
    expect(registerRowTexts(missed ?? ({} as never), references, 'eng')).toMatchObject({
      type: 'A',
      inTime: '',
    });
    expect(single?.missedPunch).toBe(false);
    expect(registerRowTexts(single ?? ({} as never), references, 'eng')).toMatchObject({
      type: 'SP',
      inTime: '09:00',
      outTime: 'Missing',
      working: '',
      difference: '',
    });
  });

  it('names in the remarks the compensatory off a worked holiday earned, with the day to take it by (#29 item 2)', () => {
    const worked = testDay(references, '2026-11-08', 'WO', {
      working_minutes: 463,
      compensatory_off_until: '2027-01-07',
    });
    const [row] = registerRows([worked], '2026-11-08', '2026-11-08', true, references);
    expect(registerRowTexts(row ?? ({} as never), references, 'eng').remarks).toBe(
      'Compensatory off earned, to take by 07/01/2027',
    );
    expect(registerRowTexts(row ?? ({} as never), references, 'fr').remarks).toBe(
      'Repos compensateur acquis, à prendre avant le 07/01/2027',
    );
  });

  it('hides unapproved days when asked, keeping approved, rejected and settled ones', () => {
    const rows = rowsOf('2026-11-02', '2026-11-05', false);
    expect(rows.map((row) => row.visible?.att_type?.code ?? null)).toEqual(['P', null, 'A', 'A']);
    expect(rows[1]?.stored).not.toBeNull();
  });

  it('overlays a queued edit as the grid does, with the signed difference the server will keep', () => {
    const edit: PendingEdit = {
      id: 'e1',
      employees_id: 'x',
      attendance_date: '2026-11-03',
      working_minutes: 631,
    };
    const [row] = rowsOf('2026-11-03', '2026-11-03', true, (date) => (date === '2026-11-03' ? edit : null));
    expect(row?.pending).toBe(edit);
    expect(registerRowTexts(row ?? ({} as never), references, 'eng')).toMatchObject({
      working: '10:31',
      difference: '02:01 over',
    });
    const typed = { ...edit, att_type: typeId(references, 'HD'), working_minutes: 504 };
    const [short] = rowsOf('2026-11-03', '2026-11-03', true, () => typed);
    expect(registerRowTexts(short ?? ({} as never), references, 'eng').difference).toBe('00:06 short');
  });
});

describe('registerSummary', () => {
  it('sums hours, the shortfall as a magnitude, counts types and payable days; a rejected day counts nothing', () => {
    const rows = rowsOf('2026-11-01', '2026-11-30');
    expect(registerSummary(rows, references)).toEqual({
      workingMinutes: 990,
      shortfallMinutes: 60,
      typeCounts: [
        { code: 'P', label: 'P', count: 2 },
        { code: 'A', label: 'A', count: 1 },
        { code: 'SP', label: 'SP', count: 1 },
      ],
      payableDays: 2,
    });
  });

  it('leaves hidden unapproved days out', () => {
    const summary = registerSummary(rowsOf('2026-11-01', '2026-11-30', false), references);
    expect(summary.workingMinutes).toBe(450);
    expect(summary.typeCounts.find((count) => count.code === 'P')?.count).toBe(1);
  });
});
