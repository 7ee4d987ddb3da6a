import { type Kysely, sql } from 'kysely';

/**
 * What an approver reads of a leave in the leaves list (issue #14 item 4): its employee's
 * name, its first and last day, the days it takes and its types, kept on the leave row
 * itself by triggers whenever its days, its employee or the day rows' types change, so
 * the generic list shows, sorts and filters them as columns without reading the detail
 * rows. The day count is the quota's (a half day is half a day); rejected or cancelled
 * days count as the leave's own days still (they show what was asked for).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table leaves add column if not exists employee_name text,
    add column if not exists leave_from timestamptz, add column if not exists leave_to timestamptz,
    add column if not exists leave_day_count numeric, add column if not exists leave_type_codes text`.execute(
    db,
  );
  await sql`alter table leaves__leave_days add column if not exists leave_types_id uuid,
    add column if not exists half_day_duration uuid`.execute(db);
  // the catalogue creates leave_types after migrations: a new database gets it here first
  await sql`create table if not exists leave_types (
    id uuid primary key default gen_random_uuid(),
    deleted boolean not null default false,
    creation_date timestamptz not null default now(),
    last_modified timestamptz not null default now(),
    code text)`.execute(db);
  await sql`create function leaves_summary_sync(leave_id uuid) returns void language plpgsql as $$
    begin
      update leaves l set
        employee_name = (select nullif(trim(concat_ws(' ', p.first_name ->> 'eng', p.last_name ->> 'eng')), '')
          from employees e join persons p on p.id = e.persons_id where e.id = l.employees_id),
        leave_from = days.first_start, leave_to = days.last_start,
        leave_day_count = days.day_count, leave_type_codes = days.codes
      from (
        select min(lower(d.leave_period)) as first_start,
          max(upper(d.leave_period)) - interval '1 day' as last_start,
          sum(round(extract(epoch from upper(d.leave_period) - lower(d.leave_period)) / 86400)
            * case when d.half_day_duration is null then 1 else 0.5 end) as day_count,
          string_agg(distinct t.code, ', ') as codes
        from leaves__leave_days d left join leave_types t on t.id = d.leave_types_id
        where d.parent_id = leave_id and not d.deleted
      ) as days
      where l.id = leave_id;
    end $$`.execute(db);
  await sql`create function leave_days_summary() returns trigger language plpgsql as $$
    begin
      perform leaves_summary_sync(coalesce(new.parent_id, old.parent_id));
      return null;
    end $$`.execute(db);
  await sql`create function leaves_summary() returns trigger language plpgsql as $$
    begin
      perform leaves_summary_sync(new.id);
      return null;
    end $$`.execute(db);
  await sql`create trigger leave_days_summary after insert or delete or update of deleted, leave_period,
    leave_types_id, half_day_duration on leaves__leave_days for each row execute function leave_days_summary()`.execute(
    db,
  );
  await sql`create trigger leaves_summary after insert or update of employees_id
    on leaves for each row execute function leaves_summary()`.execute(db);
  await sql`select leaves_summary_sync(id) from leaves`.execute(db);
}
