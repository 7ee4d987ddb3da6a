import { type Kysely, sql } from 'kysely';

/**
 * Issue #30 item 5: overtime's ordinary rate for a day divides the month's wage by 26 under
 * the Code on Wages, for every state without its own row (a state row `overtime_day_divisor`
 * with `states_id` wins). Months before 21 November 2025 have no row: structures divide by
 * the month's days there, as they did (payroll README "Overtime").
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`insert into statutory_rates (code, effective_from, value, source)
    values ('overtime_day_divisor', '2025-11-21T00:00:00+05:30'::timestamptz, 26,
      'Code on Wages 2019 s. 14 (overtime at twice the ordinary rate), a day''s wage the month''s ÷ 26 as the Code on Wages (Central) Rules compute the daily rate; in force 21 November 2025')`.execute(
    db,
  );
}
