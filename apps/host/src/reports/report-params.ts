import type { ReportConfig } from '@muster/protocol';
import { istToday } from '../pages/ist-today';
import { dayStart } from '../session/business-days';

/** What the user typed into a report's filters: text, or [from, to] dates (yyyy-mm-dd). */
export type FilterValues = Record<string, string | [string, string]>;

/** The day after `date`, as the end of a half-open range. */
function nextDay(date: string): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

/**
 * The report's `ui_filters` param: trimmed texts, and a date range as instants from the
 * first day's start to the day after the last (both days included), the days of the session's
 * business (`timeZone`); blanks left out.
 */
export function filterParams(
  config: ReportConfig,
  values: FilterValues,
  timeZone: string | undefined,
): FilterValues {
  const params: FilterValues = {};
  for (const filter of config.ui_filters) {
    const value = values[filter.name];
    if (Array.isArray(value)) {
      const [from, to] = value;
      if (from && to) params[filter.name] = [dayStart(from, timeZone), dayStart(nextDay(to), timeZone)];
    } else if (value?.trim()) params[filter.name] = value.trim();
  }
  return params;
}

/**
 * The filters a report opens with: every period the whole of last month of the session's
 * business, in its zone (#27 item 6: a register is read a month at a time, and all time is
 * thousands of pages), texts empty.
 */
export function defaultFilterValues(
  config: ReportConfig,
  timeZone: string | undefined,
  now = Date.now(),
): FilterValues {
  const { monthStart } = istToday(timeZone, now);
  const lastDay = new Date(`${monthStart}T00:00:00Z`);
  lastDay.setUTCDate(0);
  const to = lastDay.toISOString().slice(0, 10);
  const from = `${to.slice(0, 8)}01`;
  const values: FilterValues = {};
  for (const filter of config.ui_filters) if (filter.input === 'date_range') values[filter.name] = [from, to];
  return values;
}

/** 'Showing x - y of n' of a report page. */
export const pageLabel = (offset: number, rows: number, total: number) => ({
  from: rows ? offset + 1 : 0,
  to: offset + rows,
  total,
});
