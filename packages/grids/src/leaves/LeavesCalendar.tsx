import type { TxnClient } from '@muster/folder-engine';
import type { Locale } from '@muster/protocol';
import { type MouseEvent, useEffect, useMemo, useRef, useState } from 'react';
import { dayLabel } from '../attendance/editor/labels';
import { type DayRange, istDayKey, rangeDays } from '../attendance/toolbar/date-range';
import type { Notify } from '../attendance/types';
import type { GridsMessageKey } from '../i18n/messages';
import { type GridsTranslate, gridsTranslator } from '../i18n/translate';
import {
  applyValues,
  type CalendarLeave,
  type DayPart,
  isFreeDay,
  isFreeRange,
  type LeaveRecord,
  type LeaveStatus,
  leaveStatuses,
  leavesByDay,
  leavesListTxn,
  monthOf,
  monthWeeks,
  pickDay,
  stepMonth,
} from './leave-calendar';

/** The employee whose leaves are shown; code and name only label the calendar. */
export interface CalendarEmployee {
  id: string;
  code?: string;
  name?: string;
}

export interface LeavesCalendarProps {
  client: TxnClient;
  employee: CalendarEmployee;
  locale: Locale;
  /** 'Apply for leave': the leave form's starting values (the employee, and the picked days as one row). */
  onApply: (values: Record<string, unknown>) => void;
  notify: Notify;
  /** The business the employee belongs to, when it is not the user's own. */
  targetSwhandle?: string;
  /** Today's IST day (the month shown first and the last month reachable); the clock's by default. */
  today?: string;
  /** Bumping it loads the month again (a leave was saved elsewhere). */
  reloadToken?: number;
}

/** How a status is named (spec 000 §4: intermediate_approved is shown as Processing). */
export const statusLabels: Record<LeaveStatus, GridsMessageKey> = {
  created: 'Created',
  intermediate_approved: 'Processing',
  final_approved: 'Approved',
  rejected: 'Rejected',
};

const partLabels: Record<DayPart, GridsMessageKey> = {
  full_day: 'Full day',
  first_half: 'First half',
  second_half: 'Second half',
};

type Loaded = { month: string; leaves: LeaveRecord[] } | null;

/**
 * One employee's leaves on a month calendar (spec 000 §2 "Leaves calendar tab", spec 001 §2
 * "Register view"): each day shows its leaves' type codes and statuses, half days half
 * filled; free days can be picked for 'Apply for leave'.
 */
export function LeavesCalendar({
  client,
  employee,
  locale,
  onApply,
  notify,
  targetSwhandle,
  today: todayProp,
  reloadToken = 0,
}: LeavesCalendarProps) {
  const t = useMemo(() => gridsTranslator(locale), [locale]);
  const today = todayProp ?? istDayKey(Date.now());
  const [month, setMonth] = useState(() => monthOf(today));
  const [loaded, setLoaded] = useState<Loaded>(null);
  const [picked, setPicked] = useState<DayRange | null>(null);

  const notifyRef = useRef(notify);
  notifyRef.current = notify;
  // biome-ignore lint/correctness/useExhaustiveDependencies: reloadToken asks for the same month again.
  useEffect(() => {
    let current = true;
    client.run<LeaveRecord>(leavesListTxn(employee.id, month, targetSwhandle)).then(
      (result) => current && setLoaded({ month: month.start, leaves: result.records }),
      (error: unknown) => {
        if (!current) return;
        setLoaded({ month: month.start, leaves: [] });
        notifyRef.current('error', error instanceof Error ? error.message : String(error));
      },
    );
    return () => {
      current = false;
    };
  }, [client, employee.id, month, targetSwhandle, reloadToken]);

  const shown = loaded?.month === month.start ? loaded.leaves : null;
  const byDay = useMemo(() => leavesByDay(shown ?? [], month), [shown, month]);
  const weeks = useMemo(() => monthWeeks(month), [month]);
  // A picked day that has since got a leave (saved from the form) is no longer picked.
  const pickedFree = picked && isFreeRange(picked, byDay) ? picked : null;

  const go = (step: -1 | 1) => {
    const next = stepMonth(month, step, today);
    if (!next) return;
    setMonth(next);
    setPicked(null);
  };

  const pick = (day: string, event: MouseEvent) => {
    if (!isFreeDay(byDay.get(day))) {
      notify('warning', t('A leave is already on this day'));
      return;
    }
    const next = pickDay(pickedFree, day, event.shiftKey);
    if (next && !isFreeRange(next, byDay)) {
      notify('warning', t('A leave is already on this day'));
      return;
    }
    setPicked(next);
  };

  const monthName = dayLabel(month.start, locale, { month: 'long', year: 'numeric' });
  const title =
    employee.name && employee.code ? `${employee.name} (${employee.code})` : (employee.name ?? employee.code);
  const pickedDays = pickedFree ? rangeDays(pickedFree) : [];

  return (
    <section className="muster-grids muster-engine mgl-calendar" aria-label={t('Leaves calendar')}>
      <header className="mgl-header">
        <h2 className="mgl-title">{title ? `${t('Leaves calendar')} — ${title}` : t('Leaves calendar')}</h2>
        <div className="mgl-switcher">
          <button
            type="button"
            className="me-button"
            aria-label={t('Previous month')}
            disabled={!stepMonth(month, -1, today)}
            onClick={() => go(-1)}
          >
            ‹
          </button>
          <output className="mgl-month" aria-live="polite">
            {monthName}
          </output>
          <button
            type="button"
            className="me-button"
            aria-label={t('Next month')}
            disabled={!stepMonth(month, 1, today)}
            onClick={() => go(1)}
          >
            ›
          </button>
        </div>
        <div className="mgl-apply">
          {pickedDays.length > 0 && (
            <span className="mg-muted">{t('Days picked: {{count}}', { count: pickedDays.length })}</span>
          )}
          <button
            type="button"
            className="me-button me-button-primary"
            onClick={() => onApply(applyValues(employeeReference(employee), pickedFree))}
          >
            {t('Apply for leave')}
          </button>
        </div>
      </header>
      <p className="mg-muted mgl-hint">
        {t('Click a free day to pick it; Shift+click another to pick the days between.')}
      </p>
      <table className="mgl-month-table" aria-label={monthName} aria-busy={shown === null}>
        <thead>
          <tr>
            {(weeks[0] ?? []).map((_, index) => (
              <th key={weekdayKeys[index]} scope="col">
                {dayLabel(mondayOfReference(index), locale, { weekday: 'short' })}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.find(Boolean) ?? ''}>
              {week.map((day, index) =>
                day ? (
                  <DayCell
                    key={day}
                    day={day}
                    leaves={byDay.get(day) ?? []}
                    picked={pickedDays.includes(day)}
                    isToday={day === today}
                    locale={locale}
                    t={t}
                    onPick={pick}
                  />
                ) : (
                  <td key={weekdayKeys[index]} className="mgl-blank" />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <footer className="mgl-footer">
        <p role="status" className="mg-muted">
          {shown === null ? t('Loading leaves…') : byDay.size === 0 ? t('No leaves this month') : ''}
        </p>
        <ul className="mgl-legend" aria-label={t('Leave status')}>
          {leaveStatuses.map((status) => (
            <li key={status}>
              <span className={`mgl-swatch mgl-status-${status}`} aria-hidden="true" />
              {t(statusLabels[status])}
            </li>
          ))}
        </ul>
      </footer>
    </section>
  );
}

const weekdayKeys = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
/** 2 Nov 2026 is a Monday: the weekday headers are its week's days in the interface language. */
const mondayOfReference = (index: number) => `2026-11-0${2 + index}`;

/** The form's employee reference: its id, and its code when known so the picker can show it. */
const employeeReference = ({ id, code }: CalendarEmployee) => (code ? { id, code } : { id });

interface DayCellProps {
  day: string;
  leaves: readonly CalendarLeave[];
  picked: boolean;
  isToday: boolean;
  locale: Locale;
  t: GridsTranslate;
  onPick: (day: string, event: MouseEvent) => void;
}

function DayCell({ day, leaves, picked, isToday, locale, t, onPick }: DayCellProps) {
  const label = dayLabel(day, locale, dayStyle);
  const described = leaves.map((leave) => leaveText(leave, t)).join('; ');
  return (
    <td className={['mgl-day', picked && 'mgl-picked', isToday && 'mgl-today'].filter(Boolean).join(' ')}>
      <button
        type="button"
        className="mgl-day-button"
        aria-pressed={picked}
        aria-label={described ? `${label}: ${described}` : label}
        onClick={(event) => onPick(day, event)}
      >
        <span className="mgl-day-number" aria-hidden="true">
          {Number(day.slice(8))}
        </span>
      </button>
      {leaves.map((leave) => (
        <span
          key={leave.dayId}
          className={`mgl-leave mgl-status-${leave.status} mgl-part-${leave.part}`}
          title={leaveText(leave, t)}
          aria-hidden="true"
        >
          <span className="mgl-leave-code">{leave.typeCode}</span>
          <span className="mgl-leave-status">{t(statusLabels[leave.status])}</span>
        </span>
      ))}
    </td>
  );
}

/** A day as a screen reader says it: 'Wed, 4 Nov, 2026'. */
const dayStyle: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
};

const leaveText = (leave: CalendarLeave, t: GridsTranslate): string =>
  [
    leave.typeCode,
    t(statusLabels[leave.status]),
    leave.part === 'full_day' ? null : t(partLabels[leave.part]),
  ]
    .filter(Boolean)
    .join(' · ');
