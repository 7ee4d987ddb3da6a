import { type Kysely, sql } from 'kysely';

/**
 * Reverse-charge supplies are invoiced apart (issue #31 items 6–7; invoices README "Reverse
 * charge on its own invoice"): GSTR-1 and the e-invoice carry one reverse-charge flag a
 * document, so a contract's month under reverse charge in part is billed by two invoices.
 * `charge` says which an invoice is ('forward', or 'reverse': the recipient pays the tax), and
 * one live invoice is kept per contract, month and charge (as migration 055 kept one per
 * contract and month). Invoices issued before are 'forward' unless every group that bills is
 * under reverse charge, read from what they printed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table invoices add column charge text not null default 'forward'
    check (charge in ('forward', 'reverse'))`.execute(db);
  // issued invoices are never changed (migration 055's trigger): the column is set with it off
  await sql`alter table invoices disable trigger invoices_issued_unchanged`.execute(db);
  await sql`update invoices set charge = 'reverse' where particulars is not null
    and exists (select 1 from jsonb_array_elements(particulars->'taxes') g
      where (g->>'taxable')::bigint <> 0 and (g->>'reverse_charge')::boolean)
    and not exists (select 1 from jsonb_array_elements(particulars->'taxes') g
      where (g->>'taxable')::bigint <> 0 and not coalesce((g->>'reverse_charge')::boolean, false))`.execute(
    db,
  );
  await sql`alter table invoices enable trigger invoices_issued_unchanged`.execute(db);
  await sql`drop index invoices_contract_month_key`.execute(db);
  await sql`create unique index invoices_contract_month_key on invoices (contracts_id, invoice_month, charge)
    where not deleted and status is distinct from 'cancelled'`.execute(db);
}
