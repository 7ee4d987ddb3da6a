import type { EmployeeAttendance, Locale } from '@muster/protocol';
import { useEffect, useMemo, useRef, useState } from 'react';
import { type CellCopyArgs, type Column, DataGrid } from 'react-data-grid';
import { gridsTranslator } from '../../i18n/translate';
import type { StatusMark as Status } from '../cells/cell-view';
import { StatusMark } from '../cells/marks';
import { cellEditRefusal } from '../editor/editability';
import { employeeName } from '../editor/labels';
import { ProjectedPayPanel } from '../pay/ProjectedPayPanel';
import { projectedDays } from '../pay/projected-days';
import { type LoadPayslipInputs, useProjectedPay } from '../pay/use-projected-pay';
import type {
  AttendanceReferences,
  AttendanceUser,
  CellAddress,
  CellEditRequest,
  EmployeeOption,
  FetchAttendanceBlock,
  Notify,
  PendingEdit,
} from '../types';
import { RegisterEmployeeList } from './RegisterEmployeeList';
import { RegisterSummaryPanel } from './RegisterSummaryPanel';
import {
  type RegisterRow,
  type RegisterRowTexts,
  registerRows,
  registerRowTexts,
  registerSummary,
} from './register-rows';

export interface RegisterViewProps {
  /** The grid's query, bound: the register asks for one employee (limit 1) at its index. */
  fetchBlock: FetchAttendanceBlock;
  /** The index, in the grid's order, of the employee to open with. */
  initialOffset: number;
  /** IST days of the range, both included. */
  from: string;
  to: string;
  /** The employees of the grid's query in its order: the one at index i is fetched at offset i. */
  employees: readonly EmployeeOption[];
  references: AttendanceReferences;
  user: AttendanceUser;
  locale: Locale;
  /** Today's IST day: later days are not editable. */
  today: string;
  /** Enter or a double click on an editable day (the screen opens the CellEditorPopup with view 'register'). */
  onEditCell: (request: CellEditRequest) => void;
  /** The header toggle 'Show Register View' turned off: back to the grid. */
  onClose: () => void;
  notify: Notify;
  /** A queued edit of a cell, opened in the editor instead of the stored values. */
  pendingEditOf?: (cell: CellAddress) => PendingEdit | null;
  /** Bumping it reloads the employee shown (after a save). */
  reloadToken?: number;
  /** Opens the shown employee's leaves calendar, with 'Apply for leave' (spec 001 §2); no button without it. */
  onOpenLeaveCalendar?: (employee: EmployeeOption) => void;
  /** Live pay's inputs (issue #32 item 4), for users who read the employees' pay; no projected pay without it. */
  loadPayslipInputs?: LoadPayslipInputs;
}

/** Spec 001 §9: row height 30 in the register view. */
export const registerRowHeight = 30;
const statuses = new Set<string>(['final_approved', 'intermediate_approved', 'rejected', 'settled']);

/** Admin, HR, AO and RO see the employee list beside the summary (spec 001 §2). */
const listsEmployees = (user: AttendanceUser) => user.isAdmin || user.isHR || user.isAO || user.isRO;

/** A row with its cells' texts, computed once per row. */
type RegisterLine = RegisterRow & { texts: RegisterRowTexts };

type Loaded = { employee: EmployeeAttendance | null; rowCount: number };

/** One employee's days, one row per calendar day, with a summary (spec 001 §2 "Register view"). */
export function RegisterView({
  fetchBlock,
  initialOffset,
  from,
  to,
  employees,
  references,
  user,
  locale,
  today,
  onEditCell,
  onClose,
  notify,
  pendingEditOf,
  reloadToken = 0,
  onOpenLeaveCalendar,
  loadPayslipInputs,
}: RegisterViewProps) {
  const t = useMemo(() => gridsTranslator(locale), [locale]);
  const [offset, setOffset] = useState(initialOffset);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [showUnapproved, setShowUnapproved] = useState(true);

  // A caller's new notify function is no reason to load the employee again.
  const notifyRef = useRef(notify);
  notifyRef.current = notify;
  // biome-ignore lint/correctness/useExhaustiveDependencies: reloadToken asks for the same employee again.
  useEffect(() => {
    let current = true;
    fetchBlock(offset, 1).then(
      (reply) => current && setLoaded({ employee: reply.records[0] ?? null, rowCount: reply.rowCount }),
      (error: unknown) =>
        current && notifyRef.current('error', error instanceof Error ? error.message : String(error)),
    );
    return () => {
      current = false;
    };
  }, [fetchBlock, offset, reloadToken]);

  const employee = loaded?.employee ?? null;
  const rowCount = loaded?.rowCount ?? employees.length;
  // queued edits are overlaid as the grid overlays them (the screen passes a new lookup when the queue changes)
  const rows = useMemo(
    (): RegisterLine[] =>
      employee
        ? registerRows(
            employee.days,
            from,
            to,
            showUnapproved,
            references,
            (date) => (pendingEditOf ? pendingEditOf({ employeeId: employee.id, date }) : null),
            employee.shifts_id,
          ).map((row) => ({
            ...row,
            texts: registerRowTexts(row, references, locale),
          }))
        : [],
    [employee, from, to, showUnapproved, references, locale, pendingEditOf],
  );
  const summary = employee ? registerSummary(rows, references) : null;
  const days = useMemo(() => projectedDays(rows), [rows]);
  const pay = useProjectedPay(loadPayslipInputs, employee?.id ?? null, from.slice(0, 7), days, today);

  const columns = useMemo((): Column<RegisterLine>[] => {
    const text = (key: keyof RegisterRowTexts, name: string, width: number): Column<RegisterLine> => ({
      key,
      name,
      width,
      renderCell: ({ row }) => row.texts[key],
    });
    return [
      { ...text('date', t('Dates'), 120), frozen: true },
      text('department', t('Department'), 140),
      text('subsection', t('Subsection'), 140),
      text('inTime', t('In Time'), 96),
      text('outTime', t('Out Time'), 96),
      text('working', t('Working Hrs'), 112),
      {
        ...text('difference', t('Difference'), 96),
        cellClass: (row) => ((row.preview?.differenceMinutes ?? 0) < 0 ? 'mg-register-short' : undefined),
      },
      {
        key: 'status',
        name: t('Attendance Status'),
        width: 160,
        renderCell: ({ row }) => {
          const status = row.visible?.attendance_status;
          return (
            <span className="mg-register-status">
              {row.texts.type}
              {status && statuses.has(status) && <StatusMark status={status as Status} t={t} />}
              {row.missedPunch && <span className="mg-register-missed-label">{t('Missed Punch')}</span>}
            </span>
          );
        },
      },
      { ...text('remarks', t('Remarks'), 220), width: 'minmax(160px, 1fr)' },
    ];
  }, [t]);

  const edit = (row: RegisterLine) => {
    if (!employee) return;
    const request: CellEditRequest = {
      employee,
      date: row.date,
      day: row.stored,
      pending: row.pending,
    };
    const refusal = cellEditRefusal(request, user, today, references.timeZone, 'register');
    if (refusal) notify('warning', t(refusal));
    else onEditCell(request);
  };

  // Spec 001 §5: a missed-punch day has nothing to copy; other days copy their row's texts.
  const copy = ({ row }: CellCopyArgs<RegisterLine>, event: React.ClipboardEvent<HTMLDivElement>) => {
    event.preventDefault();
    if (row.missedPunch) {
      notify('warning', t('Missed Punch cannot be copied'));
      return;
    }
    event.clipboardData.setData('text/plain', Object.values(row.texts).join('\t'));
  };

  const step = (by: -1 | 1) => setOffset((current) => current + by);
  const label = employee ? `${employeeName(employee, locale)} (${employee.code})` : '…';

  return (
    <div className="muster-grids muster-engine mg-register">
      <header className="mg-register-header">
        <label className="me-toggle">
          <input type="checkbox" checked onChange={onClose} />
          {t('Show Register View')}
        </label>
        <div className="mg-register-picker">
          <button
            type="button"
            className="me-button"
            aria-label={t('Previous employee')}
            disabled={offset <= 0}
            onClick={() => step(-1)}
          >
            ‹
          </button>
          <output className="mg-register-name" aria-live="polite">
            {label}
          </output>
          <span className="mg-muted">
            {t('{{index}} of {{count}}', { index: offset + 1, count: rowCount })}
          </span>
          <button
            type="button"
            className="me-button"
            aria-label={t('Next employee')}
            disabled={offset >= rowCount - 1}
            onClick={() => step(1)}
          >
            ›
          </button>
        </div>
        {onOpenLeaveCalendar && employee && (
          <button
            type="button"
            className="me-button"
            onClick={() =>
              onOpenLeaveCalendar({
                id: employee.id,
                code: employee.code,
                name: employeeName(employee, locale),
              })
            }
          >
            {t('Leaves calendar')}
          </button>
        )}
        <label className="me-toggle">
          <input
            type="checkbox"
            checked={showUnapproved}
            onChange={(event) => setShowUnapproved(event.target.checked)}
          />
          {t('Show Unapproved Attendance')}
        </label>
      </header>
      <div className="mg-register-body">
        <DataGrid
          className="rdg-light mg-register-grid"
          aria-label={t('Register view')}
          columns={columns}
          rows={rows}
          rowKeyGetter={(row) => row.date}
          rowHeight={registerRowHeight}
          headerRowHeight={36}
          rowClass={(row) =>
            [row.monday && 'mg-register-monday', row.missedPunch && 'mg-register-missed']
              .filter(Boolean)
              .join(' ') || undefined
          }
          onCellDoubleClick={({ row }) => edit(row)}
          onCellKeyDown={(args, event) => {
            if (args.mode !== 'ACTIVE' || !args.row || event.key !== 'Enter') return;
            event.preventGridDefault();
            edit(args.row);
          }}
          onCellCopy={copy}
        />
        <aside className="mg-register-side">
          {summary && <RegisterSummaryPanel summary={summary} t={t} />}
          {pay && <ProjectedPayPanel state={pay} locale={locale} t={t} />}
          {listsEmployees(user) && (
            <RegisterEmployeeList employees={employees} current={offset} onPick={setOffset} t={t} />
          )}
        </aside>
      </div>
    </div>
  );
}
