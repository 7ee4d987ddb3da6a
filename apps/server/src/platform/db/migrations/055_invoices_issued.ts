import { type Kysely, sql } from 'kysely';

/**
 * An issued invoice is never deleted or changed (issue #31 item 5, CGST Rules r. 46(b): a
 * consecutive serial, unique for the financial year, leaves no gap): it is cancelled, kept
 * with who, when and why, or corrected by a credit or debit note (CGST Act s. 34).
 *
 * - `invoices_issued_unchanged`: once an invoice has a number, its number, parties, month,
 *   amounts and particulars stay as issued, it is never deleted (neither the flag nor the
 *   row), and a cancelled one stays cancelled, whatever writes it (the generic update, the
 *   seed, a script): the database refuses.
 * - One live invoice per contract and month: a cancelled one no longer holds its month, so
 *   the month can be billed again under a new number.
 * - `invoice_serials` counts a series per contractor and financial year: invoices, credit
 *   notes and debit notes each number on their own (r. 46(b), r. 53(1A)(b)).
 *
 * The catalogue creates the invoice columns after migrations: a new database gets those this
 * reads here (as 014 does for leaves); the catalogue's DDL adds the rest.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table invoices add column if not exists invoice_no text,
    add column if not exists status text, add column if not exists particulars jsonb,
    add column if not exists taxable_amount numeric, add column if not exists gst_amount numeric,
    add column if not exists payable_amount numeric`.execute(db);
  await sql`create function invoices_issued_unchanged() returns trigger language plpgsql as $$
    begin
      if old.invoice_no is null then
        return case when tg_op = 'DELETE' then old else new end;
      end if;
      if tg_op = 'DELETE' then
        raise exception 'invoice % is issued: cancel it or issue a credit or debit note, never delete it', old.invoice_no
          using errcode = 'check_violation';
      end if;
      if new.deleted or (new.invoice_no, new.partners_id, new.contracts_id, new.invoice_month, new.particulars,
          new.taxable_amount, new.gst_amount, new.payable_amount)
        is distinct from (old.invoice_no, old.partners_id, old.contracts_id, old.invoice_month, old.particulars,
          old.taxable_amount, old.gst_amount, old.payable_amount)
        or (old.status = 'cancelled' and new.status is distinct from 'cancelled') then
        raise exception 'invoice % is issued: cancel it or issue a credit or debit note, never change it', old.invoice_no
          using errcode = 'check_violation';
      end if;
      return new;
    end $$`.execute(db);
  await sql`create trigger invoices_issued_unchanged before update or delete on invoices
    for each row execute function invoices_issued_unchanged()`.execute(db);
  await sql`drop index invoices_contract_month_key`.execute(db);
  await sql`create unique index invoices_contract_month_key on invoices (contracts_id, invoice_month)
    where not deleted and status is distinct from 'cancelled'`.execute(db);
  await sql`alter table invoice_serials add column series text not null default 'invoice'`.execute(db);
  await sql`alter table invoice_serials drop constraint invoice_serials_pkey`.execute(db);
  await sql`alter table invoice_serials add primary key (partners_id, financial_year, series)`.execute(db);
}
