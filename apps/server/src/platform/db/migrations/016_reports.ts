import { type Kysely, sql } from 'kysely';
import { seededReports } from '../migration-data/reports.js';

/**
 * The reports an HR officer and a contractor use every month (issue #17 item 2; the reports
 * README names the forms they follow). The catalogue creates the table after migrations and
 * adds its other columns, as 013 does for print templates; a report of the same name a
 * deployment already has is left as it is.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table if not exists reports (
    id uuid primary key default gen_random_uuid(),
    deleted boolean not null default false,
    creation_date timestamptz not null default now(),
    last_modified timestamptz not null default now(),
    name text,
    label jsonb,
    templates_id uuid,
    config jsonb)`.execute(db);
  for (const report of seededReports)
    await sql`insert into reports (name, label, config)
      select ${report.name}, ${JSON.stringify(report.label)}::jsonb, ${JSON.stringify(report.config)}::jsonb
      where not exists (select 1 from reports where name = ${report.name} and not deleted)`.execute(db);
}
