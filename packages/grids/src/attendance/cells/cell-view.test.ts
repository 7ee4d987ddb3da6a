import { describe, expect, it } from 'vitest';
import { editorReferences, testDay, typeId } from '../testing/test-cells';
import { dayCellView, indexReferences, typeTone } from './cell-view';

const references = editorReferences();
const index = indexReferences(references);

describe('day cell view', () => {
  it('colours types as the spec lists them', () => {
    expect(['P', 'A', 'H', 'SP', 'PR', 'HD', 'L', 'WO'].map(typeTone)).toEqual([
      'present',
      'absent',
      'holiday',
      'single-punch',
      'punch-request',
      'other',
      'other',
      'other',
    ]);
  });

  it('shows code, two characters of the shift, HH:MM hours, IST in/out and the marks', () => {
    const day = testDay(references, '2026-11-10', 'P', {
      working_minutes: 485,
      overtime_minutes: 65,
      deficit_minutes: -25,
      attendance_edit_type: 'manual',
      attendance_status: 'intermediate_approved',
      in_timestamp: '2026-11-10T03:35:00Z',
      out_timestamp: '2026-11-10T11:40:00Z',
    });
    expect(dayCellView(day, null, index)).toMatchObject({
      code: 'P',
      tone: 'present',
      shift: 'GE',
      working: '08:05',
      overtime: '01:05',
      inOut: '09:05–17:10',
      deficit: true,
      edit: 'manual',
      status: 'intermediate_approved',
      pending: false,
      leave: false,
    });
  });

  it('marks a day whose leave awaits approval, the day still its punches (#29 item 3)', () => {
    const day = testDay(references, '2026-11-26', 'HD', { working_minutes: 353, pending_leave_type: 'el' });
    expect(dayCellView(day, null, index)).toMatchObject({ code: 'HD', leavePending: true, working: '05:53' });
    expect(dayCellView(testDay(references, '2026-11-26', 'HD'), null, index)?.leavePending).toBe(false);
    // a day of an invoiced contract month shows locked (spec 001 §5)
    expect(
      dayCellView(testDay(references, '2026-11-26', 'P', { invoiced: true }), null, index)?.invoiced,
    ).toBe(true);
    expect(dayCellView(testDay(references, '2026-11-26', 'P'), null, index)?.invoiced).toBe(false);
  });

  it("measures an edit of a day with no stored row against the employee's shift, as the server does (#29 item 6)", () => {
    const morning = references.shifts[1]?.id ?? null; // MOR: minimum 450, 480 long
    const edit = {
      id: 'e1',
      employees_id: 'x',
      attendance_date: '2026-11-10',
      att_type: typeId(references, 'P'),
      working_minutes: 470,
    };
    // 470 against MOR's 450 is 20 over; against the old fixed 510 it read 40 short
    expect(dayCellView(null, edit, index, morning)).toMatchObject({ working: '07:50', deficit: false });
    expect(dayCellView(null, edit, index, null)).toMatchObject({ deficit: true });
  });

  it('is empty without a stored day or an edit', () => {
    expect(dayCellView(null, null, index)).toBeNull();
  });

  it("shows a queued edit's values and recomputes the deficit against the edited shift's minimum", () => {
    const day = testDay(references, '2026-11-10', 'SP', { deficit_minutes: 0, min_working_minutes: 510 });
    const edit = (working_minutes: number) => ({
      id: 'e1',
      employees_id: 'x',
      attendance_date: '2026-11-10',
      att_type: typeId(references, 'P'),
      working_minutes,
      shifts_id: references.shifts[1]?.id ?? null,
    });
    expect(dayCellView(day, edit(440), index)).toMatchObject({
      code: 'P',
      tone: 'present',
      shift: 'MO',
      working: '07:20',
      deficit: true,
      pending: true,
    });
    // the morning shift asks 450 minutes, not the day's old 510
    expect(dayCellView(day, edit(450), index)?.deficit).toBe(false);
  });
});
