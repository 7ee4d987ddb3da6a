import { type RawBuilder, sql } from 'kysely';
import { businessMonthSql, zoneColumnSql } from '../../engine/query/index.js';

/**
 * The folders a closed month locks (issue #32 item 3), each with the months a stored row
 * falls in, as SQL over its table aliased `r` joined with `rowZoneJoin`: a set of months `YYYY-MM` of the row's
 * business, in its zone (the months its month close closes). A row lying across months (a
 * leave, an allocation) is in each of them.
 */
/**
 * The row's business's zone, from partners joined once as `rz` (`rowZoneJoin`, month-lock.ts):
 * a subquery per row cost the lock's read of 10,000 rows' months 1.1-1.6x the join's
 * (tests/bench/month-close/README.md, "Reading a row's zone").
 */
const rowZone = zoneColumnSql('rz.time_zone');
/** What a query over a locked table (`r`) joins for `months`. */
export const rowZoneJoin = sql`left join partners rz on rz.id = r.partners_id`;
const businessMonth = (instant: RawBuilder<unknown>) => businessMonthSql(instant, rowZone);
/** Every month of the row's business from one instant to another, both included. */
const businessMonths = (from: RawBuilder<unknown>, to: RawBuilder<unknown>) =>
  sql`(select to_char(m, 'YYYY-MM') from generate_series(
      date_trunc('month', (${from}) at time zone ${rowZone}),
      date_trunc('month', (${to}) at time zone ${rowZone}),
      interval '1 month') m)`;

export interface LockedFolder {
  table: string;
  /** The row's months: one scalar, or a set-returning subquery. */
  months: RawBuilder<unknown>;
  /**
   * How a change is judged: 'any' refuses a row that was or is in a closed month; 'covered'
   * (an allocation, open-ended for months) refuses only a change of which closed months it
   * covers, so ending a long allocation in an open month stays possible.
   */
  rule: 'any' | 'covered';
}

export const lockedFolders: Readonly<Record<string, LockedFolder>> = {
  attendance: { table: 'attendance', months: businessMonth(sql`r.attendance_date`), rule: 'any' },
  leaves: {
    table: 'leaves',
    months: businessMonths(sql`r.leave_from`, sql`coalesce(r.leave_to, r.leave_from)`),
    rule: 'any',
  },
  allocations: {
    table: 'allocations',
    // an open end reaches today: a month not yet over cannot be closed
    months: businessMonths(
      sql`lower(r.allocations_range)`,
      sql`coalesce(upper(r.allocations_range) - interval '1 microsecond', now())`,
    ),
    rule: 'covered',
  },
  punch_requests: { table: 'punch_requests', months: businessMonth(sql`r.attendance_date`), rule: 'any' },
  payroll_adjustments: {
    table: 'payroll_adjustments',
    months: businessMonth(sql`r.payroll_month`),
    rule: 'any',
  },
  payslips: { table: 'payslips', months: businessMonth(sql`r.payroll_month`), rule: 'any' },
};
