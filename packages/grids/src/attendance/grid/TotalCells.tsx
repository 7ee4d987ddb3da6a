import {
  type AttendanceTotals,
  type EmployeeAttendance,
  formatDuration,
  overtimeDays,
  payrollMessages,
} from '@muster/protocol';
import { Fragment, useMemo, useRef } from 'react';
import type { GridsTranslate } from '../../i18n/translate';
import { serverText } from '../approval/approval-flow';
import { noteText } from '../pay/note-text';
import { employeeProjection } from '../pay/projected-gross';
import type { PendingEdits } from '../pending-edits';
import type { PendingEdit } from '../types';
import { useGridCellContext, useGridTotals } from './grid-context';
import { employeeWorkingMinutes } from './totals';

/** Label and value pairs, two to a line; a note marks the value and shows on hover. */
type Figure = [name: string, value: string, note?: string];

/**
 * The pairs are the list's own grid items (no wrapper per pair): a row's total cell is 11
 * elements, not 16, and every row scrolled into view has its elements styled and laid out.
 */
function Figures({ items }: { items: Figure[] }) {
  return (
    <dl className="mg-figures">
      {items.map(([name, value, note]) => (
        <Fragment key={name}>
          {/* the whole label on hover where a narrow cell cuts it */}
          <dt title={name}>{name}</dt>
          <dd title={note}>
            {value}
            {note && <sup className="mg-note-mark">*</sup>}
          </dd>
        </Fragment>
      ))}
    </dl>
  );
}

/** Overtime in hours and in days of 8 hours (spec 001 §9): 10:00 and 1.25. */
const overtimeFigures = (t: GridsTranslate, minutes: number): [string, string][] => [
  [t('Overtime'), formatDuration(minutes)],
  [t('Overtime days'), String(overtimeDays(minutes))],
];

/** The month's shortfall is a magnitude under its own label; the days' signed differences are in the register. */
const shortfallText = (totals: AttendanceTotals) => formatDuration(-totals.deficitHours);

const totalsFigures = (
  t: GridsTranslate,
  totals: AttendanceTotals,
  workingMinutes: number,
): [string, string][] => [
  [t('Present'), String(totals.present)],
  [t('Payable days'), String(totals.total_payable_days)],
  [t('Working hours'), formatDuration(workingMinutes)],
  [t('Shortfall'), shortfallText(totals)],
  ...overtimeFigures(t, totals.overtime_minutes),
];

/**
 * The employee's projected gross for the month (issue #32 item 4), following the queued
 * edits as the register view's does, marked with what it is short of; null when the grid
 * shows none.
 */
function useProjectedGross(employee: EmployeeAttendance | undefined): Figure | null {
  const { t, pay, pendingEdits } = useGridCellContext();
  const inputs = employee && pay?.inputs.get(employee.id);
  const edits = useEmployeeEdits(pay && employee ? employee.id : null, pendingEdits);
  return useMemo((): Figure | null => {
    if (!employee || !pay) return null;
    const name = t('Projected gross');
    if (!inputs) return [name, '…', t('Loading projected pay…')];
    if ('noPay' in inputs) return [name, '—', serverText(t, payrollMessages.noPayToShow)];
    if ('refused' in inputs) return [name, '—', serverText(t, inputs.refused)];
    const byDate = new Map(edits.map((edit) => [edit.attendance_date, edit]));
    const projection = employeeProjection(employee, inputs, pay, (date) => byDate.get(date) ?? null);
    const notes = projection.notes.map((note) => noteText(note, t, pay.rupees)).join('\n') || undefined;
    const gross = projection.payslip?.totals.gross_pay;
    return [name, gross === undefined ? '—' : pay.rupees.format(gross), notes];
  }, [employee, pay, inputs, edits, t]);
}

/**
 * The employee's queued edits, the same array while they do not change: an edit of one row
 * recomputes that row's projection, not every shown row's.
 */
function useEmployeeEdits(employeeId: string | null, pendingEdits: PendingEdits): readonly PendingEdit[] {
  const kept = useRef<readonly PendingEdit[]>(noEdits);
  const edits = employeeId
    ? [...pendingEdits.values()].filter((edit) => edit.employees_id === employeeId)
    : noEdits;
  if (edits.length !== kept.current.length || edits.some((edit, at) => edit !== kept.current[at]))
    kept.current = edits;
  return kept.current;
}

const noEdits: readonly PendingEdit[] = [];

/** The pinned right column: the employee's totals over the range. */
export function EmployeeTotalCell({ employee }: { employee: EmployeeAttendance | undefined }) {
  const { t } = useGridCellContext();
  const projected = useProjectedGross(employee);
  if (!employee) return <div className="mg-loading" />;
  const items = totalsFigures(t, employee.totals, employeeWorkingMinutes(employee));
  return <Figures items={projected ? [...items, projected] : items} />;
}

/**
 * The totals row under the Employees column: how many employees match, and what the
 * figures under each day are (issue #19 item 6: they were two numbers and a slash).
 */
export function RowCountSummary() {
  const { t } = useGridCellContext();
  const totals = useGridTotals();
  return (
    <div className="mg-summary-count">
      <strong>{t('{{count}} employees', { count: totals.rowCount })}</strong>
      <span className="mg-muted">{t('Each day: hours worked, punches')}</span>
      {totals.summedRows < totals.rowCount && (
        <span className="mg-muted">
          {t('Sums of the {{count}} loaded rows', { count: totals.summedRows })}
        </span>
      )}
    </div>
  );
}

/** The totals row under a day: the hours worked that day over its punches, as the row's label says. */
export function DayTotalSummary({ date }: { date: string }) {
  const { t } = useGridCellContext();
  const totals = useGridTotals();
  const day = totals.days.get(date);
  return (
    <div className="mg-summary-day" title={t('Each day: hours worked, punches')}>
      <span>{formatDuration(day?.working_minutes ?? 0)}</span>
      <span>{day?.punches ?? 0}</span>
    </div>
  );
}

/** The totals row under the total column: the grand total and the server's aggregate. */
export function GrandTotalSummary() {
  const { t } = useGridCellContext();
  const totals = useGridTotals();
  const items: Figure[] = [
    [t('Working hours'), formatDuration(totals.grand.working_minutes)],
    [t('Punches'), String(totals.grand.punches)],
  ];
  if (totals.aggregate) {
    items.push(
      [t('Payable days'), String(totals.aggregate.total_payable_days)],
      [t('Present'), String(totals.aggregate.present)],
      ...overtimeFigures(t, totals.aggregate.overtime_minutes),
      [t('Shortfall'), shortfallText(totals.aggregate)],
    );
  }
  return <Figures items={items} />;
}
