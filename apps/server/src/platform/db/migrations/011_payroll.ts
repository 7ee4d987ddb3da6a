import { type Kysely, sql } from 'kysely';
import { nationalStatutoryRates } from '../migration-data/statutory-rates.js';

/**
 * Payroll (issue #15). `payslips` gets its unique key here, one live payslip per employee
 * and payroll month, so a generation run retried after a restart can never write a second
 * one (the catalogue creates tables after migrations and adds the other columns, as 005
 * does for workflows). `statutory_rates` holds the dated national figures payroll reads,
 * seeded with the ones in force (payroll README "Sources"). A generation run and the chunks
 * of it done let a run retried after a restart say 'all done' exactly when every chunk is.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table if not exists payslips (
    id uuid primary key default gen_random_uuid(),
    deleted boolean not null default false,
    creation_date timestamptz not null default now(),
    last_modified timestamptz not null default now(),
    partners_id uuid,
    employees_id uuid,
    payroll_month timestamptz)`.execute(db);
  await sql`create unique index payslips_employee_month_key on payslips (employees_id, payroll_month)
    where not deleted`.execute(db);
  await sql`create table if not exists statutory_rates (
    id uuid primary key default gen_random_uuid(),
    deleted boolean not null default false,
    creation_date timestamptz not null default now(),
    last_modified timestamptz not null default now(),
    code text,
    states_id uuid,
    effective_from timestamptz,
    value numeric,
    months text,
    source text)`.execute(db);
  for (const rate of nationalStatutoryRates)
    await sql`insert into statutory_rates (code, effective_from, value, source)
      values (${rate.code}, ${`${rate.effective_from}T00:00:00+05:30`}::timestamptz, ${rate.value}, ${rate.source})`.execute(
      db,
    );
  await sql`create table payroll_runs (
    id uuid primary key default gen_random_uuid(),
    partners_id uuid not null,
    payroll_month timestamptz not null,
    total integer not null,
    chunks integer not null,
    requested_by uuid,
    created_at timestamptz not null default now())`.execute(db);
  await sql`create table payroll_run_chunks (
    run_id uuid not null references payroll_runs (id) on delete cascade,
    chunk integer not null,
    done_at timestamptz not null default now(),
    primary key (run_id, chunk))`.execute(db);
}
