import { type RawBuilder, sql } from 'kysely';
import { businessMonthSql, zoneOfPartnerSql } from '../../../engine/query/index.js';

/**
 * Whether the contract's invoice of the day's month is issued (spec 001 §5 "the contract's
 * invoices are not generated"): an invoice of the contract for that month (the contractor's, in
 * its zone, as the invoice counts it), not deleted and
 * not cancelled (a cancelled invoice no longer holds its month: invoices README "Issued invoices
 * are never changed"). The contract's own `invoices_generated` says only that some month is
 * billed and would lock every later month. The edit check and the grid's cells both read it.
 */
export const monthInvoicedSql = (contractId: RawBuilder<unknown>, day: RawBuilder<unknown>) =>
  sql<boolean>`exists (select 1 from invoices i where i.contracts_id = ${contractId} and not i.deleted
    and i.status is distinct from 'cancelled'
    and ${businessMonthSql(sql`i.invoice_month`, zoneOfPartnerSql('i.partners_id'))}
      = ${businessMonthSql(day, zoneOfPartnerSql('i.partners_id'))})`;
