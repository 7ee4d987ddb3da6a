import { type ProjectedDay, projectedDay } from '@muster/payroll-rules';
import type { RegisterRow } from '../register/register-rows';

/**
 * The register's rows as live pay reads them: each shown day's figures with its queued edit
 * over them (the row's preview), an edited day as not approved (saving it asks for approval
 * again), a day with no type left out.
 */
export const projectedDays = (rows: readonly RegisterRow[]): ProjectedDay[] =>
  rows.flatMap(({ date, preview, pending, visible }) =>
    preview ? (projectedDay(date, preview, pending ? null : (visible?.attendance_status ?? null)) ?? []) : [],
  );
