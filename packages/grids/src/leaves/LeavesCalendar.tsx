import { DayInput, labelIn, type TxnClient } from '@muster/folder-engine';
import {
  businessDayKey,
  folderWriteTxn,
  type Locale,
  leaveRefusalParts,
  leavesDeleteTxn,
} from '@muster/protocol';
import { type MouseEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { notifyFailure } from '../attendance/approval/approval-flow';
import { dayLabel } from '../attendance/editor/labels';
import type { Notify } from '../attendance/types';
import type { GridsMessageKey } from '../i18n/messages';
import { gridsTranslator } from '../i18n/translate';
import { isWholeDay } from '../shared/whole-day';
import { DaysTable, statusLabels } from './CalendarDays';
import { CalendarFooter } from './CalendarFooter';
import {
  addMonths,
  type CalendarView,
  calendarViews,
  compactPeriod,
  monthRoll,
  stepView,
  viewRange,
} from './calendar-view';
import { DayLeaves } from './DayLeaves';
import {
  type CalendarLeave,
  filterByStatus,
  isFreeDay,
  isHalfChangeable,
  leaveStatuses,
  leavesByDay,
  type StatusFilter,
} from './leave-calendar';
import {
  clickDay,
  leaveDayRows,
  nextPart,
  noSelection,
  type Selection,
  selectedDays,
  spanSelection,
  wholeDays,
} from './selection';
import { typeBalance } from './type-balance';
import { useHalfDays, useLeaveQuota, useRangeLeaves } from './use-calendar-data';

/** The employee whose leaves are shown; code and name only label the calendar. */
export interface CalendarEmployee {
  id: string;
  code?: string;
  name?: string;
}

export interface LeavesCalendarProps {
  client: TxnClient;
  /** The employee whose leaves are shown and picked; null for the admin calendar: every employee in scope. */
  employee: CalendarEmployee | null;
  locale: Locale;
  /** The leave form with the picked days filled, for a type that needs a document (uploaded in the form). */
  onApply: (values: Record<string, unknown>) => void;
  notify: Notify;
  /** The business the employee belongs to, when it is not the user's own. */
  targetSwhandle?: string;
  /**
   * The time zone of the employee's business (its `time_zone`), whose days the calendar shows
   * and a leave's days run in (protocol README, 'The business's calendar'), as the attendance
   * grids take `AttendanceReferences.timeZone`; never the browser's.
   */
  timeZone: string;
  /** Today's day in `timeZone` (the period shown first); the clock's by default. */
  today?: string;
  /** The month shown first (YYYY-MM) instead of today's: a leave opened from the leaves list. */
  initialMonth?: string;
  /** Bumping it loads the leaves again (a leave was saved elsewhere). */
  reloadToken?: number;
  /** The shown period changed: its compact text, for the tab's title (spec 000 §2). */
  onPeriodChange?: (compact: string) => void;
  /** The admin calendar: open one employee's calendar. */
  onOpenEmployee?: (employeeId: string) => void;
  /**
   * Admin, AO and RO (issue #14 item 4): the employees whose calendars they may open, picked
   * in the header to view and apply for one; absent for an ordinary employee.
   */
  employeeChoices?: readonly CalendarEmployee[];
  onPickEmployee?: (employeeId: string) => void;
  /** Open a leave's form from the day view (its notes, documents and history); absent: no button. */
  onOpenLeave?: (leaveId: string) => void;
}

/** An employee as the title and the picker name it: 'Asha Sharma (DI001)'. */
const employeeLabel = (employee: CalendarEmployee): string =>
  employee.name && employee.code
    ? `${employee.name} (${employee.code})`
    : (employee.name ?? employee.code ?? employee.id);

const viewLabels: Record<CalendarView, GridsMessageKey> = {
  year: 'Year',
  month: 'Month',
  week: 'Week',
  day: 'Day',
};
const statusFilters: StatusFilter[] = ['all', ...leaveStatuses];

/** A server's refusal in the interface language: its key translated, the day it names kept. */
const serverText = (t: (key: GridsMessageKey) => string, message: string): string => {
  const { key, rest } = leaveRefusalParts(message);
  const shown = t(key as GridsMessageKey);
  return rest ? `${shown}: ${rest}` : shown;
};

/**
 * Leaves on a calendar (spec 000 §2 "Leaves calendar tab"): year, month, week and day views
 * with previous/next and a 12-month switcher, a status filter, days picked by click,
 * Ctrl+click, drag or a date range, each picked day's half cycled by clicking it again,
 * applied for in one leave of the chosen type; the balance and a legend below. The admin
 * calendar (no employee) shows every employee's leaves in scope and picks nothing.
 */
export function LeavesCalendar({
  client,
  employee,
  locale,
  onApply,
  notify,
  targetSwhandle,
  timeZone,
  today: todayProp,
  initialMonth,
  reloadToken = 0,
  onPeriodChange,
  onOpenEmployee,
  employeeChoices,
  onPickEmployee,
  onOpenLeave,
}: LeavesCalendarProps) {
  const t = useMemo(() => gridsTranslator(locale), [locale]);
  const today = todayProp ?? businessDayKey(Date.now(), timeZone);
  const [view, setView] = useState<CalendarView>('month');
  const [anchor, setAnchor] = useState(initialMonth ? `${initialMonth}-01` : today);
  const [filter, setFilter] = useState<StatusFilter>('all');
  const [selection, setSelection] = useState<Selection>(noSelection);
  const [rangeFrom, setRangeFrom] = useState('');
  const [rangeTo, setRangeTo] = useState('');
  const [typeId, setTypeId] = useState('');
  const [busy, setBusy] = useState(false);
  const [written, setWritten] = useState(0);
  const drag = useRef<{ from: string; moved: boolean } | null>(null);

  const range = useMemo(() => viewRange(view, anchor), [view, anchor]);
  const generation = reloadToken + written;
  const leaves = useRangeLeaves(
    client,
    employee?.id ?? null,
    range,
    timeZone,
    targetSwhandle,
    generation,
    notify,
  );
  // the balance of the first picked day's month and year (today's before a pick): the day an
  // application is refused on is counted by the same computation the footer shows
  const quotaDay = [...selection.keys()].sort()[0] ?? today;
  const quota = useLeaveQuota(client, employee?.id ?? null, quotaDay, targetSwhandle, generation);
  const halfDays = useHalfDays(client);
  const allByDay = useMemo(() => leavesByDay(leaves ?? [], range, timeZone), [leaves, range, timeZone]);
  const byDay = useMemo(() => filterByStatus(allByDay, filter), [allByDay, filter]);
  const compact = compactPeriod(view, anchor, locale);

  // the same tab asked for another month (a second leave opened from the list)
  useEffect(() => {
    if (!initialMonth) return;
    setView('month');
    setAnchor(`${initialMonth}-01`);
  }, [initialMonth]);

  const periodRef = useRef(onPeriodChange);
  periodRef.current = onPeriodChange;
  useEffect(() => periodRef.current?.(compact), [compact]);
  useEffect(() => {
    const stop = () => {
      drag.current = null;
    };
    window.addEventListener('pointerup', stop);
    return () => window.removeEventListener('pointerup', stop);
  }, []);

  const picking = employee !== null && !busy;
  // a picked day that has since got a leave (saved elsewhere) is no longer picked
  const isFree = (day: string) => isFreeDay(allByDay.get(day));
  const types = quota.kind === 'loaded' ? quota.quota.applicable_leave_types : [];
  const chosenType = types.find((type) => type.id === typeId) ?? null;
  // half days only where the chosen type allows them: its picked days are whole days
  const halvesAllowed = chosenType?.allow_half_day === true;
  const picked = useMemo(() => {
    const free = new Map([...selection].filter(([day]) => isFreeDay(allByDay.get(day)))) as Selection;
    return halvesAllowed ? free : wholeDays(free);
  }, [selection, allByDay, halvesAllowed]);
  const halfDayTypes = useMemo(
    () => new Set(types.filter((type) => type.allow_half_day).map((type) => type.id)),
    [types],
  );
  // Several days picked (spec 000 §5 "multi-select mode"): a click on a taken day neither
  // opens it nor changes it, so one click cannot both pick and write.
  const multiSelect = picked.size > 1;
  /** The one leave of the shown employee on a day whose half a click cycles, else null. */
  const halfChangeable = (day: string): CalendarLeave | null => {
    const live = (allByDay.get(day) ?? []).filter((leave) => !isFreeDay([leave]));
    const [only] = live;
    return employee && live.length === 1 && only && only.employeeId === employee.id
      ? isHalfChangeable(only, halfDayTypes)
        ? only
        : null
      : null;
  };

  const showDay = (day: string) => {
    setView('day');
    setAnchor(day);
  };

  const onDayClick = (day: string, event: MouseEvent) => {
    if (drag.current?.moved) return;
    if (view !== 'year' && picking && !isFree(day)) {
      if (multiSelect) {
        notify('warning', t('Clear the picked days first'));
        return;
      }
      const own = halfChangeable(day);
      if (own) {
        // the picked-day cycling on update (spec 000 §2): full_day, first_half, second_half, full_day
        setAnchor(day);
        changePart(own, nextPart(own.part, 'update') ?? 'full_day');
        return;
      }
    }
    if (view === 'year' || !picking || !isFree(day)) {
      // a day with a leave, or any day of the year view or the admin calendar, opens its day view
      if (!isFree(day) && picking && view !== 'year' && view !== 'day')
        notify('warning', t('A leave is already on this day'));
      if (view !== 'day') showDay(day);
      return;
    }
    setSelection(clickDay(picked, day, event.ctrlKey || event.metaKey, halvesAllowed));
  };
  const onDragStart = (day: string) => {
    if (picking && view !== 'year' && isFree(day)) drag.current = { from: day, moved: false };
  };
  const onDragOver = (day: string) => {
    const from = drag.current?.from;
    if (!from || !drag.current || day === from) return;
    drag.current.moved = true;
    setSelection(spanSelection(from, day, isFree));
  };

  // the From and To days' inputs, for their labels
  const rangeId = useId();
  const pickRange = () => {
    if (!rangeFrom || !rangeTo) {
      notify('warning', t('please fill all the fields'));
      return;
    }
    const next = spanSelection(rangeFrom, rangeTo, isFree);
    if (!next.size) notify('warning', t('A leave is already on this day'));
    setSelection(next);
    setView('month');
    setAnchor([rangeFrom, rangeTo].sort()[0] ?? rangeFrom);
  };

  const write = async (run: () => Promise<unknown>, done: GridsMessageKey) => {
    setBusy(true);
    try {
      await run();
      notify('success', t(done));
      setWritten((count) => count + 1);
      return true;
    } catch (error) {
      // a closed month's refusal brings its text for the host to name the month in the user's language
      notifyFailure(notify, error, (message) => serverText(t, message));
      return false;
    } finally {
      setBusy(false);
    }
  };

  const apply = async () => {
    if (!employee || !picked.size || !chosenType || !halfDays) {
      notify('warning', t('please fill all the fields'));
      return;
    }
    const rows = leaveDayRows(picked, chosenType, halfDays, timeZone);
    const employeeRef = employee.code ? { id: employee.id, code: employee.code } : { id: employee.id };
    if (chosenType.mandatory_document_upload) {
      // the document is uploaded in the form, which saves the leave
      onApply({ employees_id: [employeeRef], leave_days: rows.map((row) => row.data) });
      return;
    }
    const saved = await write(
      () =>
        client.call(
          folderWriteTxn('leaves', 'C'),
          {
            baseFolder: 'leaves',
            rows: [{ op: 'C', data: { employees_id: [employeeRef], leave_days: rows } }],
          },
          targetSwhandle ? { target_swhandle: targetSwhandle } : {},
        ),
      'Saved',
    );
    if (saved) setSelection(noSelection);
  };

  const deleteDay = (leave: CalendarLeave) =>
    write(
      () =>
        client.call(
          leavesDeleteTxn,
          { id: leave.leaveId, leave_days_id: leave.dayId },
          targetSwhandle ? { target_swhandle: targetSwhandle } : {},
        ),
      'Deleted',
    );

  const changePart = (leave: CalendarLeave, part: CalendarLeave['part']) => {
    const half = part === 'full_day' ? null : halfDays?.[part];
    if (part !== 'full_day' && !half) return;
    void write(
      () =>
        client.call(
          folderWriteTxn('leaves', 'U'),
          {
            baseFolder: 'leaves',
            rows: [
              {
                op: 'U',
                key: leave.leaveId,
                data: {
                  last_modified: leave.lastModified,
                  leave_days: [
                    {
                      op: 'U',
                      key: leave.dayId,
                      data: {
                        half_day_duration: half ? [{ id: half.id }] : null,
                        leave_minutes: half?.minutes ?? 480,
                      },
                    },
                  ],
                },
              },
            ],
          },
          targetSwhandle ? { target_swhandle: targetSwhandle } : {},
        ),
      'Saved',
    );
  };

  const step = (direction: -1 | 1) => {
    const next = stepView(view, anchor, direction, today);
    if (next) setAnchor(next);
  };
  const title = employee ? employeeLabel(employee) : t('Every employee');
  const days = selectedDays(picked);
  const cells = {
    byDay,
    selection: picked,
    today,
    locale,
    t,
    showEmployee: employee === null,
    onDayClick,
    onDragStart,
    onDragOver,
  };

  return (
    <section
      className="muster-grids muster-engine mgl-calendar"
      aria-label={t('Leaves calendar')}
      aria-busy={busy}
    >
      <header className="mgl-header">
        <h2 className="mgl-title">{`${t('Leaves calendar')} — ${title}`}</h2>
        {employeeChoices && onPickEmployee && (
          <label className="mgl-field">
            {t('Employee')}
            <select
              className="me-input"
              value={employee?.id ?? ''}
              onChange={(event) => event.target.value && onPickEmployee(event.target.value)}
            >
              {!employee && <option value="">{t('Every employee')}</option>}
              {employee && !employeeChoices.some((choice) => choice.id === employee.id) && (
                <option value={employee.id}>{employeeLabel(employee)}</option>
              )}
              {employeeChoices.map((choice) => (
                <option key={choice.id} value={choice.id}>
                  {employeeLabel(choice)}
                </option>
              ))}
            </select>
          </label>
        )}
        <fieldset className="mgl-views">
          <legend className="me-visually-hidden">{t('View')}</legend>
          {calendarViews.map((name) => (
            <button
              key={name}
              type="button"
              className="me-button"
              aria-pressed={view === name}
              onClick={() => setView(name)}
            >
              {t(viewLabels[name])}
            </button>
          ))}
        </fieldset>
        <div className="mgl-switcher">
          <button
            type="button"
            className="me-button"
            aria-label={t('Previous')}
            disabled={!stepView(view, anchor, -1, today)}
            onClick={() => step(-1)}
          >
            ‹
          </button>
          <output className="mgl-month" aria-live="polite">
            {compact}
          </output>
          <button
            type="button"
            className="me-button"
            aria-label={t('Next')}
            disabled={!stepView(view, anchor, 1, today)}
            onClick={() => step(1)}
          >
            ›
          </button>
          <select
            className="me-input"
            aria-label={t('Month')}
            value={`${anchor.slice(0, 7)}-01`}
            onChange={(event) => {
              setAnchor(event.target.value);
              if (view === 'day' || view === 'week') setView('month');
            }}
          >
            {monthRoll(today, anchor).map((month) => (
              <option key={month} value={month}>
                {dayLabel(month, locale, { month: 'long', year: 'numeric' })}
              </option>
            ))}
          </select>
          <select
            className="me-input"
            aria-label={t('Leave status')}
            value={filter}
            onChange={(event) => setFilter(event.target.value as StatusFilter)}
          >
            {statusFilters.map((status) => (
              <option key={status} value={status}>
                {t(status === 'all' ? 'All' : statusLabels[status])}
              </option>
            ))}
          </select>
        </div>
      </header>
      {employee && (
        <fieldset className="mgl-apply">
          <legend className="me-visually-hidden">{t('Apply for leave')}</legend>
          <span className="mg-muted" role="status">
            {days
              ? t('Days picked: {{count}}', { count: days })
              : t('Click, Ctrl+click or drag over free days')}
          </span>
          <label className="mgl-field" htmlFor={`${rangeId}-from`}>
            {t('From')}
            <DayInput
              id={`${rangeId}-from`}
              locale={locale}
              value={rangeFrom}
              onChange={(day) => (day === '' || isWholeDay(day)) && setRangeFrom(day)}
            />
          </label>
          <label className="mgl-field" htmlFor={`${rangeId}-to`}>
            {t('To')}
            <DayInput
              id={`${rangeId}-to`}
              locale={locale}
              value={rangeTo}
              onChange={(day) => (day === '' || isWholeDay(day)) && setRangeTo(day)}
            />
          </label>
          <button type="button" className="me-button" disabled={busy} onClick={pickRange}>
            {t('Pick these days')}
          </button>
          <label className="mgl-field">
            {t('Leave type')}
            <select className="me-input" value={typeId} onChange={(event) => setTypeId(event.target.value)}>
              <option value="">
                {quota.kind === 'error' ? t(quota.message as GridsMessageKey) : t('Choose a leave type')}
              </option>
              {types.map((type) => (
                <option key={type.id} value={type.id}>
                  {`${[type.code, labelIn(type.name ?? undefined, locale)].filter(Boolean).join(' — ')} (${typeBalance(t, type)})`}
                </option>
              ))}
            </select>
          </label>
          <button
            type="button"
            className="me-button me-button-primary"
            disabled={busy}
            onClick={() => void apply()}
          >
            {t('Apply for leave')}
          </button>
          {picked.size > 0 && (
            <button
              type="button"
              className="me-button"
              disabled={busy}
              onClick={() => setSelection(noSelection)}
            >
              {t('Clear')}
            </button>
          )}
        </fieldset>
      )}
      <div className={`mgl-body mgl-view-${view}`} aria-busy={leaves === null}>
        {view === 'year' ? (
          <div className="mgl-year">
            {Array.from({ length: 12 }, (_, index) => addMonths(range.from, index)).map((month) => {
              const monthRange = viewRange('month', month);
              const name = dayLabel(month, locale, { month: 'long' });
              return (
                <div key={month} className="mgl-year-month">
                  <button
                    type="button"
                    className="mgl-year-title"
                    onClick={() => {
                      setView('month');
                      setAnchor(month);
                    }}
                  >
                    {name}
                  </button>
                  <DaysTable {...cells} range={monthRange} label={name} size="mini" />
                </div>
              );
            })}
          </div>
        ) : (
          <DaysTable {...cells} range={range} label={compact} size={view === 'month' ? 'month' : 'week'} />
        )}
        {view === 'day' && (
          <DayLeaves
            leaves={byDay.get(anchor) ?? []}
            t={t}
            showEmployee={employee === null}
            busy={busy || multiSelect}
            halfDayTypes={halfDayTypes}
            {...(employee ? { onDelete: (leave) => void deleteDay(leave), onChangePart: changePart } : {})}
            {...(!employee && onOpenEmployee ? { onOpenEmployee } : {})}
            {...(onOpenLeave ? { onOpenLeave } : {})}
          />
        )}
      </div>
      <CalendarFooter
        t={t}
        locale={locale}
        loading={leaves === null}
        empty={byDay.size === 0}
        quota={employee ? quota : null}
      />
    </section>
  );
}
