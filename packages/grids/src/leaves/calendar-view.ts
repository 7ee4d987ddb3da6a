/**
 * The leaves calendar's views (spec 000 §2 "Leaves calendar tab"): year, month, week and
 * day, each shown around an anchor day, with previous/next and the month switcher's
 * 12-month roll. Plain TypeScript over day keys (YYYY-MM-DD) of the business's zone.
 */
import type { Locale } from '@muster/protocol';
import { dayLabel } from '../attendance/editor/labels';
import { addDays, type DayRange, weekdayOf } from '../attendance/toolbar/date-range';

export const calendarViews = ['year', 'month', 'week', 'day'] as const;
export type CalendarView = (typeof calendarViews)[number];

/** Leaves are applied ahead of time: the calendar reaches 12 months past today's. */
export const monthsAhead = 12;

const monthStart = (day: string) => `${day.slice(0, 7)}-01`;

/** The 1st of the month `months` after the one holding `day`. */
export function addMonths(day: string, months: number): string {
  const date = new Date(`${monthStart(day)}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + months, 1);
  return date.toISOString().slice(0, 10);
}

/** The days a view shows around its anchor. Leaves have no earliest day (spec 000 §5). */
export function viewRange(view: CalendarView, anchor: string): DayRange {
  switch (view) {
    case 'year':
      return { from: `${anchor.slice(0, 4)}-01-01`, to: `${anchor.slice(0, 4)}-12-31` };
    case 'month':
      return { from: monthStart(anchor), to: addDays(addMonths(anchor, 1), -1) };
    case 'week': {
      const monday = addDays(anchor, -weekdayOf(anchor));
      return { from: monday, to: addDays(monday, 6) };
    }
    case 'day':
      return { from: anchor, to: anchor };
  }
}

/** The last day the calendar reaches: the end of the month 12 months after today's. */
export const lastReachableDay = (today: string): string => addDays(addMonths(today, monthsAhead + 1), -1);

/** The anchor one view before or after, or null when that view starts past the last reachable day. */
export function stepView(view: CalendarView, anchor: string, step: -1 | 1, today: string): string | null {
  const next =
    view === 'year'
      ? addMonths(anchor, 12 * step)
      : view === 'month'
        ? addMonths(anchor, step)
        : addDays(anchor, (view === 'week' ? 7 : 1) * step);
  return viewRange(view, next).from > lastReachableDay(today) ? null : next;
}

/** The month switcher's 12-month roll: from 5 months before today's to 6 after, plus the shown one. */
export function monthRoll(today: string, shown: string): string[] {
  const months = Array.from({ length: 12 }, (_, index) => addMonths(today, index - 5));
  const current = monthStart(shown);
  return months.includes(current) ? months : [...months, current].sort();
}

/** The view's days as weeks of seven from Monday; days outside `range` are null (blank cells). */
export function weeksOf(range: DayRange): (string | null)[][] {
  const weeks: (string | null)[][] = [];
  for (
    let monday = addDays(range.from, -weekdayOf(range.from));
    monday <= range.to;
    monday = addDays(monday, 7)
  )
    weeks.push(
      Array.from({ length: 7 }, (_, index) => {
        const day = addDays(monday, index);
        return day >= range.from && day <= range.to ? day : null;
      }),
    );
  return weeks;
}

/**
 * A tab's compact period (spec 000 §2: employee code and compact period): 'Nov 26' for a
 * month, '2026' for a year, '2–8 Nov 26' for a week, '5 Nov 26' for a day.
 */
export function compactPeriod(view: CalendarView, anchor: string, locale: Locale): string {
  const at = (day: string, options: Intl.DateTimeFormatOptions) => dayLabel(day, locale, options);
  const { from, to } = viewRange(view, anchor);
  switch (view) {
    case 'year':
      return from.slice(0, 4);
    case 'month':
      return at(from, { month: 'short', year: '2-digit' });
    case 'week':
      return `${at(from, { day: 'numeric' })}–${at(to, { day: 'numeric', month: 'short', year: '2-digit' })}`;
    case 'day':
      return at(from, { day: 'numeric', month: 'short', year: '2-digit' });
  }
}
