import type { ReportConfig } from '@muster/protocol';

/** What the user typed into a report's filters: text, or [from, to] dates (yyyy-mm-dd). */
export type FilterValues = Record<string, string | [string, string]>;

const istStart = (date: string) => `${date}T00:00:00+05:30`;
/** The day after `date`, as the end of a half-open range. */
function nextDay(date: string): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

/**
 * The report's `ui_filters` param: trimmed texts, and a date range as IST instants from the
 * first day's start to the day after the last (both days included); blanks left out.
 */
export function filterParams(config: ReportConfig, values: FilterValues): FilterValues {
  const params: FilterValues = {};
  for (const filter of config.ui_filters) {
    const value = values[filter.name];
    if (Array.isArray(value)) {
      const [from, to] = value;
      if (from && to) params[filter.name] = [istStart(from), istStart(nextDay(to))];
    } else if (value?.trim()) params[filter.name] = value.trim();
  }
  return params;
}

/** 'Showing x - y of n' of a report page. */
export const pageLabel = (offset: number, rows: number, total: number) => ({
  from: rows ? offset + 1 : 0,
  to: offset + rows,
  total,
});
