/**
 * What the two peer grids show, derived from the list reply the same way for both:
 * a row per employee with its days by date, and the bottom totals row.
 */

const istOffsetMinutes = 330;

/** HH:MM of a minute count. */
export function hoursText(minutes) {
  const sign = minutes < 0 ? '-' : '';
  const total = Math.abs(minutes);
  return `${sign}${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/** HH:MM of an ISO instant in IST, or an empty string. */
export function istTimeText(iso) {
  if (!iso) return '';
  const minutes = (Math.floor(Date.parse(iso) / 60_000) + istOffsetMinutes) % 1440;
  return hoursText(minutes);
}

/**
 * The IST day (YYYY-MM-DD) of the ISO instant a dailyCount entry carries. A month has 31 such
 * instants over 31,000 entries: each is converted once, so the floor does no needless work.
 */
function istDayOf() {
  const days = new Map();
  return (iso) => {
    let day = days.get(iso);
    if (day === undefined) {
      day = new Date(Date.parse(iso) + istOffsetMinutes * 60_000).toISOString().slice(0, 10);
      days.set(iso, day);
    }
    return day;
  };
}

export function employeeRows(records) {
  return records.map((record) => ({
    id: record.id,
    record,
    name: [record.first_name?.eng, record.last_name?.eng].filter(Boolean).join(' '),
  }));
}

const dayIndexes = new WeakMap();

/** A row's stored day by date, the row's days indexed when one of its cells first renders. */
export function dayOf(row, date) {
  let index = dayIndexes.get(row);
  if (!index) {
    index = new Map(row.record.days.map((day) => [day.attendance_date, day]));
    dayIndexes.set(row, index);
  }
  return index.get(date);
}

export const workingMinutesOf = (record) =>
  record.dailyCount.reduce((sum, count) => sum + count.working_minutes, 0);

/** The pinned bottom row: row count, per-day 'working minutes / punch count', grand total. */
export function totalsRow(rows) {
  const istDay = istDayOf();
  const byDate = new Map();
  let workingMinutes = 0;
  for (const row of rows) {
    for (const count of row.record.dailyCount) {
      workingMinutes += count.working_minutes;
      const date = istDay(count.attendance_date);
      const sum = byDate.get(date) ?? { workingMinutes: 0, punches: 0 };
      sum.workingMinutes += count.working_minutes;
      sum.punches += count.total_punch_count;
      byDate.set(date, sum);
    }
  }
  return { id: 'totals', rowCount: rows.length, byDate, workingMinutes };
}

const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** The weekday abbreviation and day number of a column header (no Intl: its first use costs ~10 ms a call). */
export const dayHeader = (date) =>
  `${weekdays[new Date(`${date}T00:00:00Z`).getUTCDay()]} ${Number(date.slice(8))}`;

/** AttendanceGrid's sizes (spec 001 §9: rows 70, header 70, date cells 80), kept by both peers. */
export const layout = { employeeWidth: 230, dayWidth: 80, totalWidth: 270, row: 70, header: 70, summary: 64 };
