import type { Locale } from '@muster/protocol';
import type { MouseEvent } from 'react';
import { dayLabel } from '../attendance/editor/labels';
import type { DayRange } from '../attendance/toolbar/date-range';
import type { GridsMessageKey } from '../i18n/messages';
import type { GridsTranslate } from '../i18n/translate';
import { weeksOf } from './calendar-view';
import type { CalendarLeave, DayPart, LeaveStatus } from './leave-calendar';
import type { Selection } from './selection';

/** How a status is named (spec 000 §4: intermediate_approved is shown as Processing). */
export const statusLabels: Record<LeaveStatus, GridsMessageKey> = {
  created: 'Created',
  intermediate_approved: 'Processing',
  final_approved: 'Approved',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
};

export const partLabels: Record<DayPart, GridsMessageKey> = {
  full_day: 'Full day',
  first_half: 'First half',
  second_half: 'Second half',
};

/** What a day cell does with the pointer: pick (click, Ctrl+click), drag over days. */
export interface DayHandlers {
  onDayClick: (day: string, event: MouseEvent) => void;
  onDragStart: (day: string) => void;
  onDragOver: (day: string) => void;
}

interface DaysTableProps extends DayHandlers {
  range: DayRange;
  byDay: ReadonlyMap<string, CalendarLeave[]>;
  selection: Selection;
  today: string;
  locale: Locale;
  t: GridsTranslate;
  /** The table's name for screen readers (the month, the week). */
  label: string;
  /** 'month' and 'week' draw each leave; 'mini' (the year) only colours the day. */
  size: 'month' | 'week' | 'mini';
  /** The admin calendar names whose leave each is. */
  showEmployee: boolean;
}

const weekdayKeys = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
/** 2 Nov 2026 is a Monday: the weekday headers are its week's days in the interface language. */
const mondayOfReference = (index: number) => `2026-11-0${2 + index}`;

/** Days of a range as Monday-first weeks: the month, the week, or one month of the year view. */
export function DaysTable({ range, label, size, locale, ...cell }: DaysTableProps) {
  const weeks = weeksOf(range);
  return (
    <table className={`mgl-month-table mgl-size-${size}`} aria-label={label}>
      <thead>
        <tr>
          {weekdayKeys.map((key, index) => (
            <th key={key} scope="col">
              {dayLabel(mondayOfReference(index), locale, { weekday: size === 'mini' ? 'narrow' : 'short' })}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week.find(Boolean) ?? ''}>
            {week.map((day, index) =>
              day ? (
                <DayCell key={day} day={day} size={size} locale={locale} {...cell} />
              ) : (
                <td key={weekdayKeys[index]} className="mgl-blank" />
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

type DayCellProps = Omit<DaysTableProps, 'range' | 'label'> & { day: string };

function DayCell({
  day,
  byDay,
  selection,
  today,
  locale,
  t,
  size,
  showEmployee,
  onDayClick,
  onDragStart,
  onDragOver,
}: DayCellProps) {
  const leaves = byDay.get(day) ?? [];
  const picked = selection.get(day);
  const label = dayLabel(day, locale, dayStyle);
  const described = [
    picked ? `${t('Picked')} ${t(partLabels[picked])}` : null,
    ...leaves.map((leave) => leaveText(leave, t, showEmployee)),
  ]
    .filter(Boolean)
    .join('; ');
  const className = [
    'mgl-day',
    picked && 'mgl-picked',
    picked && `mgl-picked-${picked}`,
    day === today && 'mgl-today',
    size === 'mini' && leaves[0] && `mgl-status-${leaves[0].status}`,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <td className={className}>
      <button
        type="button"
        className="mgl-day-button"
        data-day={day}
        aria-pressed={Boolean(picked)}
        aria-label={described ? `${label}: ${described}` : label}
        onClick={(event) => onDayClick(day, event)}
        onPointerDown={(event) => {
          if (event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey) onDragStart(day);
        }}
        onPointerEnter={() => onDragOver(day)}
      >
        <span className="mgl-day-number" aria-hidden="true">
          {Number(day.slice(8))}
        </span>
      </button>
      {size !== 'mini' &&
        leaves.map((leave, index) => (
          <span
            key={leave.dayId}
            className={`mgl-leave mgl-status-${leave.status} mgl-part-${leave.part}`}
            style={index ? { insetBlockStart: `${24 + index * 18}px` } : undefined}
            title={leaveText(leave, t, showEmployee)}
            aria-hidden="true"
          >
            <span className="mgl-leave-code">
              {showEmployee ? `${leave.employeeCode} ${leave.typeCode}` : leave.typeCode}
            </span>
            {size === 'week' || !showEmployee ? (
              <span className="mgl-leave-status">{t(statusLabels[leave.status])}</span>
            ) : null}
          </span>
        ))}
      {picked && size !== 'mini' && (
        <span className="mgl-pick-part" aria-hidden="true">
          {t(partLabels[picked])}
        </span>
      )}
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

export const leaveText = (leave: CalendarLeave, t: GridsTranslate, showEmployee: boolean): string =>
  [
    showEmployee ? leave.employeeCode : null,
    leave.typeCode,
    t(statusLabels[leave.status]),
    leave.part === 'full_day' ? null : t(partLabels[leave.part]),
  ]
    .filter(Boolean)
    .join(' · ');
