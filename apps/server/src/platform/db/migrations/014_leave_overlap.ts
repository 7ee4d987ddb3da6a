import { type Kysely, sql } from 'kysely';

/**
 * One employee cannot be on two live leaves at once (issue #14, DESIGN §6 "Leaves"): the
 * database refuses it with an exclusion constraint, so two applications racing for the
 * same day cannot both commit. A leave day lives in `leaves__leave_days` while its
 * employee is on its parent, so the constraint is kept on `leave_day_claims`: one row per
 * live leave day (neither it nor its leave deleted, its status — its own, else its
 * leave's — neither rejected nor cancelled) with the employee and the period, written by
 * triggers on both tables whatever writes them (the generic write, the workflow, the duty
 * chart's weekly offs, the seed).
 *
 * The catalogue creates the leave tables after migrations, so a new database gets them
 * here with the columns the triggers read (as 004 does for attendance); catalogue DDL adds
 * the rest. Leaves that already overlap when this runs keep their days without a claim
 * (they are not refused after the fact); every later write is checked.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create extension if not exists btree_gist`.execute(db);
  await sql`create table if not exists leaves (
    id uuid primary key default gen_random_uuid(),
    deleted boolean not null default false,
    creation_date timestamptz not null default now(),
    last_modified timestamptz not null default now(),
    employees_id uuid,
    leave_status text)`.execute(db);
  await sql`create table if not exists leaves__leave_days (
    id uuid primary key default gen_random_uuid(),
    deleted boolean not null default false,
    creation_date timestamptz not null default clock_timestamp(),
    last_modified timestamptz not null default now(),
    parent_id uuid not null references leaves (id) on delete cascade,
    leave_period tstzrange,
    leave_status text)`.execute(db);
  await sql`create table leave_day_claims (
    leave_days_id uuid primary key references leaves__leave_days (id) on delete cascade,
    employees_id uuid not null,
    leave_period tstzrange not null,
    constraint leave_day_claims_no_overlap exclude using gist (employees_id with =, leave_period with &&))`.execute(
    db,
  );
  await sql`create function leave_day_claims_sync(day_ids uuid[]) returns void language plpgsql as $$
    begin
      delete from leave_day_claims where leave_days_id = any(day_ids);
      insert into leave_day_claims (leave_days_id, employees_id, leave_period)
        select d.id, l.employees_id, d.leave_period
        from leaves__leave_days d join leaves l on l.id = d.parent_id
        where d.id = any(day_ids) and not d.deleted and not l.deleted
          and l.employees_id is not null and d.leave_period is not null and not isempty(d.leave_period)
          and coalesce(d.leave_status, l.leave_status, 'created') not in ('rejected', 'cancelled');
    end $$`.execute(db);
  await sql`create function leave_days_claim() returns trigger language plpgsql as $$
    begin
      perform leave_day_claims_sync(array[new.id]);
      return null;
    end $$`.execute(db);
  await sql`create function leaves_claim() returns trigger language plpgsql as $$
    begin
      perform leave_day_claims_sync(array(select d.id from leaves__leave_days d where d.parent_id = new.id));
      return null;
    end $$`.execute(db);
  await sql`create trigger leave_days_claim after insert or update of deleted, leave_period, leave_status, parent_id
    on leaves__leave_days for each row execute function leave_days_claim()`.execute(db);
  await sql`create trigger leaves_claim after update of deleted, employees_id, leave_status
    on leaves for each row execute function leaves_claim()`.execute(db);
  // days already stored: claimed oldest first; one that overlaps an earlier claim stays unclaimed
  await sql`do $$
    declare day_id uuid;
    begin
      for day_id in select id from leaves__leave_days order by creation_date, id loop
        begin
          perform leave_day_claims_sync(array[day_id]);
        exception when exclusion_violation then null;
        end;
      end loop;
    end $$`.execute(db);
}
