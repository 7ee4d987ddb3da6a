import { type Kysely, type RawBuilder, sql } from 'kysely';
import { zoneOfPartnerSql } from '../../../engine/query/index.js';
import type { Database } from '../../../platform/db/schema.js';
import type { StoredInvoice } from './view.js';

/**
 * The handle of the business an invoice belongs to (its supplier), or null for an unknown
 * reference: a principal employer's user opens a contractor's invoice in that business's
 * scope, as its list filtered to the business shows it (issue #31 item 1).
 */
export async function invoiceBusinessHandle(db: Kysely<Database>, uconst: string): Promise<string | null> {
  const rows = await sql<{ sw_handle: string | null }>`select p.sw_handle from invoices i
    join partners p on p.id = i.partners_id
    where i.uconst = ${uconst} and not i.deleted limit 1`.execute(db);
  return rows.rows[0]?.sw_handle ?? null;
}

/** An invoice by its reference, when the user's invoices list shows it (`inScope` over alias `i`). */
export async function loadInvoiceDocument(
  db: Kysely<Database>,
  uconst: string,
  inScope: RawBuilder<boolean>,
): Promise<StoredInvoice | null> {
  const rows = await sql<StoredInvoice>`select i.uconst, i.invoice_no, i.invoice_month, i.creation_date,
      c.name as contract_name, i.status, i.cancel_reason, i.particulars,
      i.payment_date, i.payment_reference, i.tds_section, i.tds_rate::float8 as tds_rate,
      i.tds_amount::float8 as tds_amount, i.amount_paid::float8 as amount_paid, ${zoneOfPartnerSql('i.partners_id')} as time_zone
    from invoices i join contracts c on c.id = i.contracts_id
    where i.uconst = ${uconst} and not i.deleted and i.particulars is not null and ${inScope}
    limit 1`.execute(db);
  const row = rows.rows[0];
  return row
    ? {
        ...row,
        invoice_month: new Date(row.invoice_month),
        creation_date: new Date(row.creation_date),
        payment_date: row.payment_date && new Date(row.payment_date),
      }
    : null;
}
