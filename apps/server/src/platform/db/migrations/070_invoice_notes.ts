import { type Kysely, sql } from 'kysely';

/**
 * Credit and debit notes (issue #31 item 5, CGST Act s. 34): a note corrects an issued
 * invoice's taxable value and tax under one of its tax groups, downwards (credit) or upwards
 * (debit), with its own consecutive series a financial year (`invoice_serials.series`
 * 'credit' or 'debit', CGST Rules r. 53(1A)). Once issued a note is never changed or
 * deleted, whatever writes it: the database refuses (as `invoices_issued_unchanged`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table invoice_notes (
    id uuid primary key default gen_random_uuid(),
    partners_id uuid not null,
    invoices_id uuid not null references invoices (id),
    note_no text not null,
    kind text not null check (kind in ('credit', 'debit')),
    issued_at timestamptz not null,
    reason text not null check (btrim(reason) <> ''),
    particulars jsonb not null,
    created_by uuid,
    unique (partners_id, note_no))`.execute(db);
  await sql`create index invoice_notes_invoice on invoice_notes (invoices_id)`.execute(db);
  await sql`create function invoice_notes_unchanged() returns trigger language plpgsql as $$
    begin
      raise exception 'note % is issued: issue another note, never change or delete it', old.note_no
        using errcode = 'check_violation';
    end $$`.execute(db);
  await sql`create trigger invoice_notes_unchanged before update or delete on invoice_notes
    for each row execute function invoice_notes_unchanged()`.execute(db);
}
