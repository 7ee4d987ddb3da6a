import { defaultMinWorkingMinutes } from '@muster/protocol';
import { type Kysely, sql } from 'kysely';
import { compensatoryOffLeaveType } from '../migration-data/compensatory-off.js';

/**
 * Compensatory offs as leave credits (issue #29 item 2). A worked holiday or weekly off stores
 * how much it earned (`attendance.compensatory_off_days`) and the rule it fell under
 * (`holiday_work`); the catalogue makes those columns after migrations, so they are made here
 * first to fill the days computed before, by the rule the computation now applies: a whole day
 * from the day's minimum, half from half of it, none below (then no take-by day either). The CO
 * leave type is added where the leave types exist and it does not. A database whose catalogue
 * tables are not made yet has nothing to fill: its demo seeds the type.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const columns = await sql<{ table_name: string }>`select table_name from information_schema.columns
    where table_schema = current_schema()
      and ((table_name = 'attendance' and column_name = 'compensatory_off_until')
        or (table_name = 'leave_types' and column_name = 'allow_half_day'))`.execute(db);
  const has = (table: string) => columns.rows.some((row) => row.table_name === table);
  if (has('attendance')) {
    await sql`alter table attendance add column if not exists compensatory_off_days numeric,
      add column if not exists holiday_work text`.execute(db);
    const minimum = sql`coalesce(min_working_minutes, ${defaultMinWorkingMinutes})`;
    await sql`update attendance set holiday_work = 'compensatory_off',
        compensatory_off_days = case when working_minutes >= ${minimum} then 1
          when working_minutes * 2 >= ${minimum} then 0.5 else 0 end
      where compensatory_off_until is not null`.execute(db);
    await sql`update attendance set compensatory_off_until = null
      where compensatory_off_until is not null and compensatory_off_days = 0`.execute(db);
  }
  if (has('leave_types')) {
    const { code, name, yearly_quota, allow_half_day } = compensatoryOffLeaveType;
    await sql`insert into leave_types (code, name, yearly_quota, allow_half_day, mandatory_document_upload,
        blanket_policy, paid)
      select ${code}, ${JSON.stringify(name)}::jsonb, ${yearly_quota}, ${allow_half_day}, false, false, true
      where not exists (select 1 from leave_types where code = ${code} and not deleted)`.execute(db);
  }
}
