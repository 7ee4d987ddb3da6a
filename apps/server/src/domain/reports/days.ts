import { businessDayKey, type ReportConfig, type ReportDays, reportMessages } from '@muster/protocol';
import { TxnError } from '../../platform/refusal.js';
import type { CellValue } from '../exports/cells.js';

type Listed = Record<string, unknown>;

/** The days of a grid's row: 1 to 31, whatever the month (a shorter month's last are empty). */
export const gridDays = 31;

/** The column a days grid spreads over the month (the schema allows exactly one). */
export const daysColumnIndex = (config: ReportConfig): number =>
  config.columns.findIndex((column) => column.show === 'days');

/**
 * Where a listed record falls in a days grid: its row (the `by` reference's ids and the
 * month of `date`) and its day of the month, the business's day (in `timeZone`, the zone of
 * the business whose rows the report lists) the date field's instant falls on. A record
 * without either is refused, not dropped: a register that left a day out would say the
 * worker was absent.
 */
export function gridPlace(days: ReportDays, record: Listed, timeZone: string): { key: string; day: number } {
  const date = record[days.date];
  const referenced = record[days.by];
  const ids = Array.isArray(referenced) ? referenced.map((item) => String((item as Listed).id)) : [];
  const instant = typeof date === 'string' ? Date.parse(date) : Number.NaN;
  if (Number.isNaN(instant) || !ids.length)
    throw new TxnError(`${reportMessages.invalidConfig}: ${days.date}, ${days.by}`);
  const day = businessDayKey(instant, timeZone);
  return { key: `${ids.join(',')}/${day.slice(0, 7)}`, day: Number(day.slice(8, 10)) };
}

/**
 * The rows of a days grid, in the order their first record comes: each row's cells as the
 * report's columns show them, the days column spread over days 1 to 31, each day its mark
 * (two records of one day both, '/' between).
 */
export class DayGrid {
  private readonly rows = new Map<string, { cells: CellValue[]; marks: string[] }>();
  private readonly at: number;

  constructor(
    private readonly config: ReportConfig & { days: ReportDays },
    private readonly timeZone: string,
  ) {
    this.at = daysColumnIndex(config);
  }

  /** Adds a record; `cells(position)` is its cells as a row numbered `position` (its Sl. No.). */
  take(record: Listed, cells: (position: number) => CellValue[]): void {
    const { key, day } = gridPlace(this.config.days, record, this.timeZone);
    const known = this.rows.get(key);
    const values = cells(known ? 0 : this.rows.size + 1);
    const row = known ?? { cells: values, marks: Array.from({ length: gridDays }, () => '') };
    if (!known) this.rows.set(key, row);
    const mark = values[this.at];
    if (mark === null || mark === undefined || mark === '') return;
    const before = row.marks[day - 1];
    row.marks[day - 1] = before ? `${before}/${String(mark)}` : String(mark);
  }

  /** The rows, each with its marks where the days column stands. */
  all(): CellValue[][] {
    return [...this.rows.values()].map(({ cells, marks }) => [
      ...cells.slice(0, this.at),
      ...marks.map((mark) => mark || null),
      ...cells.slice(this.at + 1),
    ]);
  }
}
