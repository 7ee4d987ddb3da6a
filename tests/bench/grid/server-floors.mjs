// The floors of the grids' month reads: hand-written SQL returning the same cells and totals as
// each txn, one statement a page, read through node-postgres on the same database. What the
// txn costs over its floor is the server's own work (scope, statements, JSON, WebSocket).
import { isDeepStrictEqual } from 'node:util';

/** An instant as `Date.prototype.toISOString` writes it. */
const isoOf = (column) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
/** The IST day (UTC+05:30, no daylight saving) of an instant, as a timestamp without zone. */
const istOf = (column) => `((${column}) at time zone 'UTC' + interval '5 hours 30 minutes')`;
const istDayOf = (column) => `to_char(${istOf(column)}, 'YYYY-MM-DD')`;

/** The employees a page lists: the business's (the signed-in admin's scope), employed during `[$2, $3)`. */
const employedIn = `e.partners_id = $1 and not e.deleted
  and (e.joining_date is null or e.joining_date < $3) and (e.leaving_date is null or e.leaving_date >= $2)`;

/** Counted attendance codes and the total each one counts in (protocol attendance-totals.ts). */
const countedBy = {
  P: 'present',
  HD: 'partialAttendance',
  PR: 'punchRequest',
  A: 'absent',
  R: 'rest',
  WO: 'weeklyOff',
  H: 'holidays',
  L: 'leaves',
  LWP: 'leaveWithoutPay',
  T: 'tour',
};
const attendanceCodes = ['P', 'A', 'H', 'SP', 'PR', 'HD', 'L', 'T', 'WO', 'R', 'LWP', 'CO'];
/** Days that count in totals: a known type, not rejected. */
const counted = `t.code in (${attendanceCodes.map((code) => `'${code}'`).join(', ')}) and s.code is distinct from 'rejected'`;
/** The totals over the counted days of `a` (with `t` its type, `s` its status), as a JSON object. */
const totalsJson = `json_build_object(
  'present', count(*) filter (where ${counted} and t.code = 'P'),
  'overtime_minutes', coalesce(sum(coalesce(a.overtime_minutes, 0)) filter (where ${counted}), 0),
  ${Object.entries(countedBy)
    .filter(([code]) => code !== 'P')
    .map(([code, total]) => `'${total}', count(*) filter (where ${counted} and t.code = '${code}')`)
    .join(',\n  ')},
  'deficitHours', coalesce(sum(least(coalesce(a.deficit_minutes, 0), 0)) filter (where ${counted}), 0),
  'total_payable_days', coalesce(sum(coalesce(a.payable_days, 0)) filter (where ${counted}), 0)::float8)`;

/**
 * txn_attendance_list_with_summary's page in one statement: the employees by code, each with
 * its day cells in the wire shape, its daily counts and totals, the count of all matching, and
 * on the first page the totals over all of them. Parameters: business id, range start and
 * end instants, limit, offset.
 */
const attendanceSql = (withAggregate) => `with page as (
    select e.id, e.code, p.first_name, p.middle_name, p.last_name, e.designation, e.departments, e.subsections,
      e.sites_id, e.shifts_id, e.reporting_manager, ${isoOf('e.joining_date')} as joining_date,
      ${isoOf('e.leaving_date')} as leaving_date, count(*) over ()::int as row_count
    from employees e join persons p on p.id = e.persons_id
    where ${employedIn} order by e.code, e.id limit $4 offset $5),
  months as (
    select a.employees_id, json_agg(json_build_object(
        'id', a.id, 'attendance_date', ${istDayOf('a.attendance_date')},
        'att_type', case when t.code is null then null else json_build_object('id', a.att_type, 'code', t.code) end,
        'attendance_status', s.code, 'leave_type', a.leave_type, 'sites_id', a.sites_id, 'shifts_id', a.shifts_id,
        'shift_code', sh.shift_code, 'designation', a.designation, 'departments', a.departments,
        'subsections', a.subsections, 'in_lieu_of', ${istDayOf('a.in_lieu_of')},
        'in_timestamp', ${isoOf('a.in_timestamp')}, 'out_timestamp', ${isoOf('a.out_timestamp')},
        'observed_in_timestamp', ${isoOf('a.observed_in_timestamp')},
        'observed_out_timestamp', ${isoOf('a.observed_out_timestamp')},
        'working_minutes', coalesce(a.working_minutes, 0), 'overtime_minutes', coalesce(a.overtime_minutes, 0),
        'deficit_minutes', coalesce(a.deficit_minutes, 0), 'min_working_minutes', a.min_working_minutes,
        'leave_minutes', coalesce(a.leave_minutes, 0), 'payable_days', coalesce(a.payable_days, 0)::float8,
        'total_punch_count', coalesce(a.total_punch_count, 0), 'isMissedPunch', coalesce(a.is_missed_punch, false),
        'attendance_edit_type', a.attendance_edit_type, 'notes', a.notes,
        'exception', case when jsonb_typeof(a.exception) = 'array' then a.exception else '[]'::jsonb end
      ) order by a.attendance_date) as days,
      json_agg(json_build_object(
        -- the IST midnight of the day, as an instant (UTC wall time, no zone)
        'attendance_date', to_char(${istOf('a.attendance_date')}::date - interval '5 hours 30 minutes',
          'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
        'total_punch_count', coalesce(a.total_punch_count, 0), 'working_minutes', coalesce(a.working_minutes, 0)
      ) order by a.attendance_date) as "dailyCount",
      ${totalsJson} as totals
    from attendance a left join attendance_types t on t.id = a.att_type
      left join attendance_status s on s.id = a.attendance_status
      left join shifts sh on sh.id = a.shifts_id
    where a.employees_id in (select id from page) and not a.deleted
      and a.attendance_date >= $2 and a.attendance_date < $3
    group by a.employees_id)
  select page.*, coalesce(months.days, '[]') as days, coalesce(months."dailyCount", '[]') as "dailyCount", months.totals,
    ${
      withAggregate
        ? `(select ${totalsJson} from attendance a join attendance_types t on t.id = a.att_type
      left join attendance_status s on s.id = a.attendance_status
      where a.employees_id in (select e.id from employees e where ${employedIn}) and not a.deleted
        and a.attendance_date >= $2 and a.attendance_date < $3)`
        : 'null'
    } as aggregate
  from page left join months on months.employees_id = page.id order by page.code, page.id`;

/** The leave statuses the allocation grid shows (protocol allocationLeaveStatuses). */
const allocationLeaveStatuses = `'intermediate_approved', 'final_approved'`;
/** The IST days of range `r` within `[$6, $7]` (days as text), one row each. */
const daysOf = (range) => `generate_series(
    greatest(coalesce(${istOf(`lower(${range})`)}::date, $6::date), $6::date),
    least(coalesce(${istOf(`upper(${range}) - interval '1 millisecond'`)}::date, $7::date), $7::date),
    interval '1 day') as d(day)`;

/**
 * txn_allocations_list_by_employee's page in one statement: the employees by code descending,
 * each with its allocation days and approved leave days within the range (periods read a day
 * wider on each side, as the list does). Parameters: business id, range start and end
 * instants, limit, offset, first and last day, the widened range.
 */
const allocationsSql = `with page as (
    select e.id, e.code, p.first_name, p.middle_name, p.last_name, e.designation, e.departments, e.subsections,
      ${istDayOf('e.joining_date')} as joining_date, count(*) over ()::int as row_count
    from employees e join persons p on p.id = e.persons_id
    where ${employedIn} order by e.code desc, e.id limit $4 offset $5),
  cells as (
    select a.employees_id, json_agg(json_build_object('allocations_id', a.id, 'period_id', p.id,
        'contracts_id', a.contracts_id, 'sites_id', a.sites_id, 'products_id', a.products_id, 'shifts_id', p.shifts_id,
        'allocation_type', p.allocation_type, 'departments_id', p.departments_id, 'day', to_char(d.day, 'YYYY-MM-DD'))
        order by d.day, p.creation_date) as days
    from allocations a join allocations__allocation_periods p on p.parent_id = a.id
      cross join lateral ${daysOf('p.allocations_range')}
    where a.employees_id in (select id from page) and not a.deleted and not p.deleted
      and p.allocations_range && $8::tstzrange
    group by a.employees_id),
  leave_days as (
    select l.employees_id, json_agg(json_build_object('leaves_id', l.id, 'leave_day_id', d.id,
        'leave_status', coalesce(d.leave_status, l.leave_status), 'leave_types_id', d.leave_types_id,
        'leave_type_code', t.code, 'half_day_duration', h.code, 'day', to_char(g.day, 'YYYY-MM-DD'))
        order by g.day) as leaves
    from leaves l join leaves__leave_days d on d.parent_id = l.id
      left join leave_types t on t.id = d.leave_types_id
      left join half_day_duration h on h.id = d.half_day_duration
      cross join lateral ${daysOf('d.leave_period').replace('as d(day)', 'as g(day)')}
    where l.employees_id in (select id from page) and not l.deleted and not d.deleted
      and coalesce(d.leave_status, l.leave_status) in (${allocationLeaveStatuses})
      and d.leave_period && $8::tstzrange
    group by l.employees_id)
  select page.*, coalesce(cells.days, '[]') as days, coalesce(leave_days.leaves, '[]') as leaves
  from page left join cells on cells.employees_id = page.id left join leave_days on leave_days.employees_id = page.id
  order by page.code desc, page.id`;

const istMidnight = (day) => new Date(`${day}T00:00:00+05:30`);
const nextDay = (day) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
const previousDay = (day) => new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/** One floor page of the attendance read: the txn's records (as objects), row count and aggregate. */
export async function attendanceFloor(client, { partnerId, from, to, limit, offset }) {
  const { rows } = await client.query(attendanceSql(offset === 0), [
    partnerId,
    istMidnight(from),
    istMidnight(nextDay(to)),
    limit,
    offset,
  ]);
  return {
    records: rows.map(({ row_count: _count, aggregate: _aggregate, ...record }) => record),
    rowCount: rows[0]?.row_count ?? 0,
    aggregateSummary: rows[0]?.aggregate ?? undefined,
  };
}

/** One floor page of the allocations read: the txn's records (as objects) and row count. */
export async function allocationsFloor(client, { partnerId, from, to, limit, offset }) {
  const widened = `["${istMidnight(previousDay(from)).toISOString()}","${istMidnight(nextDay(nextDay(to))).toISOString()}")`;
  const { rows } = await client.query(allocationsSql, [
    partnerId,
    istMidnight(from),
    istMidnight(nextDay(to)),
    limit,
    offset,
    from,
    to,
    widened,
  ]);
  return {
    records: rows.map(({ row_count: _count, ...record }) => record),
    rowCount: rows[0]?.row_count ?? 0,
  };
}

/**
 * Whether a floor page answers what the txn answered: the same records (each day list as a set
 * of cells, since the txn orders two periods of one day by creation), row count and totals.
 * Answers the first difference found, or null.
 */
export function differenceOf(txn, floor) {
  if (txn.rowCount !== floor.rowCount) return `row count ${txn.rowCount} against ${floor.rowCount}`;
  if (!isDeepStrictEqual(txn.aggregateSummary, floor.aggregateSummary))
    return `aggregate ${JSON.stringify(txn.aggregateSummary)} against ${JSON.stringify(floor.aggregateSummary)}`;
  if (txn.records.length !== floor.records.length)
    return `${txn.records.length} records against ${floor.records.length}`;
  for (const [index, record] of txn.records.entries()) {
    const other = floor.records[index];
    for (const key of new Set([...Object.keys(record), ...Object.keys(other)]))
      if (!isDeepStrictEqual(record[key], other[key]))
        return `record ${index} (${record.code}) ${key}: ${JSON.stringify(record[key])?.slice(0, 300)} against ${JSON.stringify(other[key])?.slice(0, 300)}`;
  }
  return null;
}
