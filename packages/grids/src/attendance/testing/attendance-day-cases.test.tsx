import {
  type AttendanceDayCell,
  dayPayableDays,
  defaultMinWorkingMinutes,
  formatDuration,
  payableDays,
} from '@muster/protocol';
import {
  type AttendanceDayCase,
  attendanceDayCases,
  type CaseFigures,
  caseDay,
  caseInstant,
  caseShifts,
} from '@muster/protocol/testing';
import './dom-setup';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { gridsTranslator } from '../../i18n/translate';
import { dayCellView, indexReferences } from '../cells/cell-view';
import { previewDay } from '../cells/day-preview';
import { differenceText } from '../cells/difference-text';
import { CellEditorPopup } from '../editor/CellEditorPopup';
import { formPreview, openingForm, storedForm } from '../editor/edit-form';
import { registerRows, registerRowTexts, registerSummary } from '../register/register-rows';
import type { AttendanceReferences, CellEditRequest, PendingEdit } from '../types';
import { editorReferences, officer, testDay, testEmployee, typeId } from './test-cells';

/**
 * The attendance day table (packages/protocol/src/testing) on every screen: the grid cell,
 * the popup (its Difference as rendered, and its preview's figures) and the register row
 * and summary show what the server computes for the same case (its test runs the table
 * through planDays). A case with an edit stores the day as computed before it and queues the edit.
 */

afterEach(cleanup);

const eng = gridsTranslator('eng');

const references: AttendanceReferences = {
  ...editorReferences(),
  shifts: Object.values(caseShifts).map((shift) => ({ ...shift, label: shift.code })),
};
const index = indexReferences(references);
const employee = testEmployee(references);
const iso = (text: string) => new Date(caseInstant(text)).toISOString();
const leaveMinutes = { full: 480, half: 240, WO: 0, CO: 480 } as const;

/** The day as the server stored it before the case's edit (or with no edit). */
function storedDay(entry: AttendanceDayCase): AttendanceDayCell {
  const figures = entry.system ?? entry.expected;
  const shift = entry.shift ? caseShifts[entry.shift] : null;
  const minimum = shift?.minWorkingMinutes ?? defaultMinWorkingMinutes;
  const leave = entry.leave ? leaveMinutes[entry.leave] : 0;
  const [first] = entry.punches;
  // a Single Punch stores its one punch only (merged taps or the next day's punches are not its out)
  const last = entry.punches.length > 1 && figures.code !== 'SP' ? entry.punches.at(-1) : undefined;
  return testDay(references, caseDay, figures.code, {
    attendance_status: entry.status ?? null,
    shifts_id: shift?.id ?? null,
    shift_code: shift?.code ?? null,
    in_timestamp: first ? iso(first) : null,
    out_timestamp: last ? iso(last) : null,
    working_minutes: figures.working,
    overtime_minutes: figures.overtime,
    deficit_minutes: figures.difference,
    min_working_minutes: minimum,
    leave_minutes: leave,
    // the stored payable days come before the status (a rejected day stores what it would pay)
    payable_days: dayPayableDays(figures.code, leave, figures.working, minimum),
    isMissedPunch: figures.missedPunch,
    total_punch_count: entry.punches.length,
    holiday_work: entry.holidayWork === 'compensatory_off' ? 'compensatory_off' : null,
  });
}

function pendingEdit(entry: AttendanceDayCase): PendingEdit | null {
  const { edit } = entry;
  if (!edit) return null;
  return {
    id: 'edit',
    employees_id: employee.id,
    attendance_date: caseDay,
    ...(edit.type && { att_type: typeId(references, edit.type) }),
    ...(edit.working !== undefined && { working_minutes: edit.working }),
    ...(edit.overtime !== undefined && { overtime_minutes: edit.overtime }),
    ...(edit.shift && { shifts_id: caseShifts[edit.shift].id }),
    ...(edit.in && { in_timestamp: iso(edit.in) }),
    ...(edit.out && { out_timestamp: iso(edit.out) }),
  };
}

const cases = attendanceDayCases.map((entry) => [entry.name, entry] as const);

describe('the attendance day table on the grids screens', { timeout: 60_000 }, () => {
  it.each(cases)('%s', (_name, entry) => {
    const day = storedDay(entry);
    const pending = pendingEdit(entry);
    const status = entry.status ?? null;
    const expected = entry.expected;
    const shown = (figures: { payableDays: number } & Omit<CaseFigures, 'payableDays'>) => figures;

    // the preview every screen reads
    const preview = previewDay(day, pending, references);
    expect(preview).not.toBeNull();
    if (!preview) return;
    expect(
      shown({
        code: preview.code ?? 'A',
        working: preview.workingMinutes,
        overtime: preview.overtimeMinutes,
        difference: preview.differenceMinutes,
        payableDays: payableDays({ payableDays: preview.payableDays, status }),
        missedPunch: preview.missedPunch,
      }),
    ).toEqual(expected);

    // a Single Punch shows its missing side as missing and no hours, never a 00:00 day (#29 item 6)
    const singlePunch = expected.code === 'SP';
    // the grid cell
    const cell = dayCellView(day, pending, index);
    expect(cell).toMatchObject({
      code: expected.code,
      working: singlePunch ? '' : formatDuration(expected.working),
      overtime: singlePunch ? '' : formatDuration(expected.overtime),
      deficit: expected.difference < 0,
    });

    // the register row and its summary
    const rows = registerRows([day], caseDay, caseDay, true, references, () => pending);
    const [row] = rows;
    if (!row) throw new Error('no register row');
    expect(registerRowTexts(row, references, 'eng')).toMatchObject({
      type: expected.code,
      working: singlePunch ? '' : formatDuration(expected.working),
      difference: singlePunch ? '' : differenceText(eng, expected.difference),
      ...(singlePunch && { outTime: 'Missing' }),
    });
    expect(row.missedPunch).toBe(expected.missedPunch);
    const rejected = status === 'rejected';
    expect(registerSummary(rows, references)).toMatchObject({
      payableDays: expected.payableDays,
      shortfallMinutes: rejected ? 0 : Math.max(0, -expected.difference),
    });

    // the popup opened on the day with its queued edit: its preview and its rendered Difference
    const request: CellEditRequest = { employee, date: caseDay, day, pending };
    const form = openingForm(request, references.timeZone);
    expect(formPreview(form, storedForm(request, references.timeZone), request, references)).toMatchObject({
      workingMinutes: expected.working,
      differenceMinutes: expected.difference,
    });
    render(
      <CellEditorPopup
        request={request}
        references={references}
        user={officer}
        locale="eng"
        today="2026-11-30"
        onSave={vi.fn()}
        onClose={vi.fn()}
        notify={vi.fn()}
        searchEmployees={vi.fn(async () => [])}
      />,
    );
    expect(screen.getByLabelText('Difference').textContent).toBe(differenceText(eng, expected.difference));
  });
});
