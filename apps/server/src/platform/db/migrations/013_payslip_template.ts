import { type Kysely, sql } from 'kysely';
import { defaultPayslipTemplateCode, firstPayslipTemplate } from '../migration-data/payslip-template.js';

/**
 * The default payslip print template (issue #15 item 5): every deployment can print a
 * payslip from its first day; an admin edits or replaces it in the print templates folder.
 * The catalogue creates the table after migrations and adds its other columns, as 011 does
 * for payslips. The text is the one of this migration's day: later changes to the default
 * do not rewrite a template a deployment may have edited.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table if not exists print_templates (
    id uuid primary key default gen_random_uuid(),
    deleted boolean not null default false,
    creation_date timestamptz not null default now(),
    last_modified timestamptz not null default now(),
    code text,
    name text,
    folder text,
    template text)`.execute(db);
  await sql`insert into print_templates (code, name, folder, template)
    select ${defaultPayslipTemplateCode}, 'Payslip', 'payslips', ${firstPayslipTemplate}
    where not exists (select 1 from print_templates where folder = 'payslips' and not deleted)`.execute(db);
}
