import { type Kysely, sql } from 'kysely';

/**
 * `statutory_file_downloads`: each time a business's EPF ECR or ESI file of a month is built
 * for download, with a digest of the approved payslips it was built from (issue #32 item 1:
 * the month-close step 'ECR and ESI files not downloaded'; `domain/payroll/statutory-files/
 * downloads.ts`). Append-only like the month-close record: the database refuses to change or
 * remove a row, whoever asks.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table statutory_file_downloads (
    id uuid primary key default gen_random_uuid(),
    partners_id uuid not null,
    payroll_month timestamptz not null,
    kind text not null check (kind in ('epf_ecr', 'esi')),
    payslips_digest text not null,
    done_by uuid,
    done_at timestamptz not null default clock_timestamp())`.execute(db);
  await sql`create index statutory_file_downloads_month
    on statutory_file_downloads (partners_id, payroll_month, kind)`.execute(db);
  await sql`create function statutory_file_downloads_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'statutory_file_downloads is append-only' using errcode = 'MC001';
    end $$`.execute(db);
  await sql`create trigger statutory_file_downloads_append_only before update or delete on statutory_file_downloads
    for each row execute function statutory_file_downloads_append_only()`.execute(db);
  await sql`create trigger statutory_file_downloads_no_truncate before truncate on statutory_file_downloads
    for each statement execute function statutory_file_downloads_append_only()`.execute(db);
}
