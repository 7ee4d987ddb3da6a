import type { TxnClient } from '@muster/folder-engine';
import { businessDayKey, type EmployeeAttendance, type Locale } from '@muster/protocol';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { type GridsTranslate, gridsTranslator } from '../../i18n/translate';
import { notifyFailure, serverText } from '../approval/approval-flow';
import type { StatusMark as Status } from '../cells/cell-view';
import { compensatoryOffText } from '../cells/compensatory-off';
import { StatusMark } from '../cells/marks';
import { ProjectedPayPanel } from '../pay/ProjectedPayPanel';
import { payslipInputsLoader } from '../pay/payslip-inputs-loader';
import { projectedDays } from '../pay/projected-days';
import { useProjectedPay } from '../pay/use-projected-pay';
import { PunchRequestForm } from '../punch-request/PunchRequestForm';
import { dayRequestable } from '../punch-request/punch-request';
import { RegisterSummaryPanel } from '../register/RegisterSummaryPanel';
import { type RegisterRow, registerRows, registerRowTexts, registerSummary } from '../register/register-rows';
import { attendanceFetcher } from '../screen/attendance-list';
import { canStep, periodOf, periodRange, stepPeriod } from '../toolbar/date-range';
import { periodLabel } from '../toolbar/period-label';
import type { AttendanceReferences, Notify } from '../types';

export interface MyAttendanceMonthProps {
  client: TxnClient;
  /** The signed-in employee: the list is filtered to them. */
  employeeId: string;
  /** Their own business's handle, sent as `target_swhandle`. */
  swhandle: string;
  references: AttendanceReferences;
  locale: Locale;
  notify: Notify;
  /** Today's IST day; the clock's by default (stories and tests fix it). */
  today?: string;
}

const statuses = new Set<string>(['final_approved', 'intermediate_approved', 'rejected', 'settled']);

/** The day's type by its translated name (the grid's one-letter codes mean little on their own). */
const typeLabel = (row: RegisterRow, references: AttendanceReferences): string => {
  const code = row.preview?.code;
  return (code && references.attendanceTypes.find((type) => type.code === code)?.label) || '';
};

/**
 * An employee's own attendance on a phone (issue #19 item 7): one month as a list of days,
 * latest first, each with its type, approval, in and out times, hours worked and the day's
 * deficit or surplus, over the register view's summary. It reads the same txn, rows and
 * figures as the register view, so the two cannot disagree; nothing here edits.
 */
export function MyAttendanceMonth({
  client,
  employeeId,
  swhandle,
  references,
  locale,
  notify,
  today = businessDayKey(Date.now(), references.timeZone),
}: MyAttendanceMonthProps) {
  const t = useMemo(() => gridsTranslator(locale), [locale]);
  const titleId = useId();
  const [period, setPeriod] = useState(() => periodOf('month', today));
  const range = useMemo(() => periodRange(period), [period]);
  // undefined while the month loads, null when the list has no row for the employee
  const [employee, setEmployee] = useState<EmployeeAttendance | null | undefined>(undefined);
  // the day whose punch request form is open
  const [requesting, setRequesting] = useState<string | null>(null);

  // A caller's new notify function is no reason to load the month again.
  const notifyRef = useRef(notify);
  notifyRef.current = notify;
  useEffect(() => {
    let current = true;
    setEmployee(undefined);
    const query = {
      business: swhandle,
      ...range,
      filters: { employees_id: [employeeId] },
      search: '',
      orderBy: 'code' as const,
    };
    attendanceFetcher(
      client,
      query,
      swhandle,
    )(0, 1).then(
      (reply) => current && setEmployee(reply.records[0] ?? null),
      (error: unknown) =>
        current && notifyFailure(notifyRef.current, error, (message) => serverText(t, message)),
    );
    return () => {
      current = false;
    };
  }, [client, swhandle, employeeId, range, t]);

  // Days after today have no attendance yet: the month stops at today.
  const rows = useMemo(
    () =>
      employee
        ? registerRows(employee.days, range.from, range.to < today ? range.to : today, true, references)
        : [],
    [employee, range, today, references],
  );
  const summary = employee ? registerSummary(rows, references) : null;
  // live pay: the month's projected pay from the days shown (issue #32 item 4)
  const loadInputs = useMemo(() => payslipInputsLoader(client, swhandle), [client, swhandle]);
  const days = useMemo(() => projectedDays(rows), [rows]);
  const pay = useProjectedPay(loadInputs, employee ? employeeId : null, range.from.slice(0, 7), days, today);
  const step = (by: -1 | 1) => setPeriod((shown) => stepPeriod(shown, by));

  return (
    <section className="muster-grids mgm-month" aria-labelledby={titleId}>
      <h2 id={titleId} className="mgm-title">
        {t('My attendance')}
      </h2>
      <nav className="mgm-nav" aria-label={t('Period')}>
        <button
          type="button"
          className="mga-button mgm-step"
          aria-label={t('Previous month')}
          disabled={!canStep(period, -1, today)}
          onClick={() => step(-1)}
        >
          ‹
        </button>
        <output className="mgm-period" aria-live="polite">
          {periodLabel(period, locale)}
        </output>
        <button
          type="button"
          className="mga-button mgm-step"
          aria-label={t('Next month')}
          disabled={!canStep(period, 1, today)}
          onClick={() => step(1)}
        >
          ›
        </button>
      </nav>
      {employee === undefined && (
        <p role="status" className="mgm-note">
          {t('Loading…')}
        </p>
      )}
      {summary && <RegisterSummaryPanel summary={summary} t={t} />}
      {pay && <ProjectedPayPanel state={pay} locale={locale} t={t} />}
      {employee === null || (employee && rows.every((row) => !row.preview)) ? (
        <p className="mgm-note">{t('No attendance this month')}</p>
      ) : (
        <ol className="mgm-days">
          {[...rows].reverse().map((row) => (
            <MonthDay key={row.date} row={row} references={references} locale={locale} t={t}>
              {requesting === row.date ? (
                <PunchRequestForm
                  client={client}
                  swhandle={swhandle}
                  day={row.date}
                  timeZone={references.timeZone}
                  inMs={row.preview?.inMs ?? null}
                  outMs={row.preview?.outMs ?? null}
                  notify={notify}
                  t={t}
                  onSent={() => {
                    setRequesting(null);
                    // the same month as a new period: the month loads again and the day shows PR
                    setPeriod((shown) => ({ ...shown }));
                  }}
                  onCancel={() => setRequesting(null)}
                />
              ) : (
                dayRequestable(row.stored) && (
                  <button
                    type="button"
                    className="mga-button mgm-request-open"
                    onClick={() => setRequesting(row.date)}
                  >
                    {t('Request punch')}
                  </button>
                )
              )}
            </MonthDay>
          ))}
        </ol>
      )}
    </section>
  );
}

function MonthDay({
  row,
  references,
  locale,
  t,
  children,
}: {
  row: RegisterRow;
  references: AttendanceReferences;
  locale: Locale;
  t: GridsTranslate;
  /** The day's punch request: its button or its form. */
  children?: React.ReactNode;
}) {
  const texts = registerRowTexts(row, references, locale);
  const status = row.visible?.attendance_status;
  const difference = row.preview?.differenceMinutes ?? 0;
  // a day with no punch (an absence, a holiday, a leave) has no hours to show, not 'Working 00:00'
  const worked =
    row.preview !== null &&
    (row.preview.inMs !== null || row.preview.outMs !== null || row.preview.workingMinutes > 0);
  const figure = (label: string, value: string, className?: string) =>
    value && (
      <div className={className}>
        <dt>{label}</dt>
        <dd>{value}</dd>
      </div>
    );
  return (
    <li className={row.missedPunch ? 'mgm-day mgm-missed' : 'mgm-day'} data-date={row.date}>
      <div className="mgm-day-head">
        <span className="mgm-date">{texts.date}</span>
        <span className="mgm-type">
          {row.missedPunch ? t('Missed Punch') : typeLabel(row, references) || '—'}
          {status && statuses.has(status) && <StatusMark status={status as Status} t={t} />}
        </span>
      </div>
      {row.preview && (
        <dl className="mgm-figures">
          {figure(t('In Time'), texts.inTime)}
          {figure(t('Out Time'), texts.outTime)}
          {worked && figure(t('Working Hrs'), texts.working)}
          {/* the text says 'short' or 'over' itself; a short day is red as well */}
          {worked && figure(t('Difference'), texts.difference, difference < 0 ? 'mgm-short' : undefined)}
        </dl>
      )}
      {row.visible?.compensatory_off_until && (
        <p className="mgm-request-note">{compensatoryOffText(t, row.visible)}</p>
      )}
      {row.preview?.code === 'PR' && (
        <p className="mgm-request-note">{t('Punch request waiting for approval')}</p>
      )}
      {children}
    </li>
  );
}
