import { type Kysely, sql } from 'kysely';

/**
 * Invoices (issue #16). `invoices` gets its unique key here, one live invoice per contract
 * and month, so a generation retried after a restart writes over, never beside (the
 * catalogue creates the table's other columns after migrations, as 011 does for payslips).
 * `invoice_serials` holds the last serial each contractor used in each financial year: the
 * next number is taken by an upsert on its row, whose lock lasts until the invoice's
 * transaction ends, so two generations of one contractor number one after the other — no
 * gap (a rolled-back invoice rolls its serial back) and no duplicate.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table if not exists invoices (
    id uuid primary key default gen_random_uuid(),
    deleted boolean not null default false,
    creation_date timestamptz not null default now(),
    last_modified timestamptz not null default now(),
    partners_id uuid,
    contracts_id uuid,
    invoice_month timestamptz)`.execute(db);
  await sql`create unique index invoices_contract_month_key on invoices (contracts_id, invoice_month)
    where not deleted`.execute(db);
  await sql`create table invoice_serials (
    partners_id uuid not null,
    financial_year integer not null,
    last_serial integer not null,
    primary key (partners_id, financial_year))`.execute(db);
}
