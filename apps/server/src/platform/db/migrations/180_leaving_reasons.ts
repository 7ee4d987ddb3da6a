import { type Kysely, sql } from 'kysely';
import { leavingReasonRows } from '../migration-data/leaving-reasons.js';

/**
 * The leaving reason is a master (issue #34 item 6): `leaving_reasons` holds each reason's
 * names, ESI reason code and EPFO exit reason, and an employee names one
 * (`employees.leaving_reasons_id`) instead of a code in `employees.leaving_reason`. The table
 * is made here with the catalogue's own column types (the catalogue makes tables only after
 * migrations, and refuses to boot on a type it did not expect), so the reasons are there to
 * copy the stored codes onto; the old column stays for what was stored before. A stored
 * report reading the old column (the register of workmen's 'Reasons for termination', also
 * one an admin edited) reads the reason's name instead.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table if not exists leaving_reasons (
    id uuid primary key default gen_random_uuid(),
    deleted boolean not null default false,
    creation_date timestamptz not null default now(),
    last_modified timestamptz not null default now(),
    code text, name jsonb, esi_reason_code bigint, epfo_exit_reason text, source text)`.execute(db);
  for (const reason of leavingReasonRows)
    await sql`insert into leaving_reasons (id, code, name, esi_reason_code, epfo_exit_reason, source)
      select ${reason.id}::uuid, ${reason.code}, ${JSON.stringify(reason.name)}::jsonb, ${reason.esi_reason_code},
        ${reason.epfo_exit_reason}, ${reason.source}
      where not exists (select 1 from leaving_reasons where code = ${reason.code} and not deleted)`.execute(
      db,
    );
  const employees = await sql<{ column_name: string }>`select column_name from information_schema.columns
    where table_schema = current_schema() and table_name = 'employees' and column_name = 'leaving_reason'`.execute(
    db,
  );
  if (employees.rows.length > 0) {
    await sql`alter table employees add column if not exists leaving_reasons_id uuid`.execute(db);
    await sql`update employees e set leaving_reasons_id = r.id from leaving_reasons r
      where r.code = e.leaving_reason and not r.deleted and e.leaving_reasons_id is null`.execute(db);
  }
  const reports = await sql<{ id: string; config: unknown }>`select id, config from reports
    where config::text like '%"leaving_reason"%'`.execute(db);
  for (const report of reports.rows)
    await sql`update reports set config = ${JSON.stringify(readingTheReason(report.config))}::jsonb,
      last_modified = now() where id = ${report.id}`.execute(db);
}

/** A report's config with every path naming the old column naming the reason's name. */
function readingTheReason(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(readingTheReason);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, entry]) => [
      key,
      key === 'path' && entry === 'leaving_reason' ? 'leaving_reasons_id.name' : readingTheReason(entry),
    ]),
  );
}
