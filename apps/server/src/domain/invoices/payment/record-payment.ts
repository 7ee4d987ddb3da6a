import { businessDayKey, type InvoicePayment, invoiceMessages, type PatchParams } from '@muster/protocol';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../../platform/db/schema.js';
import { TxnError } from '../../../platform/refusal.js';
import type { InvoiceParticulars } from '../document/view.js';
import { type TdsRate, tdsOnPayment, toRupees } from '../rules/index.js';

export interface PaymentRequest {
  id: string;
  payment_date: string;
  payment_reference: string;
}

/** The payment form's patch: its one invoice row's `payment_date` and `payment_reference`. */
export function paymentFromPatch(patch: PatchParams): PaymentRequest | null {
  const [row, ...others] = patch.rows;
  if (!row || others.length || row.op !== 'U' || typeof row.key !== 'string') return null;
  const { payment_date: date, payment_reference: reference } = row.data;
  return {
    id: row.key,
    payment_date: typeof date === 'string' ? date : '',
    payment_reference: typeof reference === 'string' ? reference : '',
  };
}

/**
 * Records the principal employer's payment of an approved invoice (issue #31 item 8): TDS
 * under s. 194C at the rate in force on the payment's day (in the invoice's business's zone,
 * the day its invoice dates are counted in) for the contractor's kind (its
 * PAN), on the value without GST, and what is paid: the amount payable less the TDS. Once:
 * a paid invoice is refused. Only an invoice the user's list shows (`inScope` over `i`).
 */
export async function recordPayment(
  db: Kysely<Database>,
  request: PaymentRequest,
  inScope: RawBuilder<boolean>,
): Promise<InvoicePayment> {
  const paidOn = new Date(request.payment_date);
  if (!request.payment_date || Number.isNaN(paidOn.getTime()))
    throw new TxnError(invoiceMessages.paymentDateNeeded);
  return db.transaction().execute(async (trx) => {
    const found = await sql<{
      status: string | null;
      payment_date: Date | null;
      particulars: InvoiceParticulars;
      time_zone: string;
    }>`select i.status, i.payment_date, i.particulars, business.time_zone from invoices i
      join partners business on business.id = i.partners_id
      where i.id = ${request.id} and not i.deleted and i.particulars is not null and ${inScope}
      for update of i`.execute(trx);
    const invoice = found.rows[0];
    if (!invoice) throw new TxnError(`${invoiceMessages.invoiceNotFound}: ${request.id}`);
    if (invoice.status !== 'approved') throw new TxnError(invoiceMessages.paymentNeedsApproval);
    if (invoice.payment_date) throw new TxnError(invoiceMessages.alreadyPaid);
    const { totals, supplier } = invoice.particulars;
    const tds = tdsOnPayment(await loadTdsRates(trx), {
      gstin: supplier.gstin,
      base: totals.taxable,
      day: businessDayKey(paidOn.getTime(), invoice.time_zone),
    });
    const paid = totals.payable - tds.amount;
    const reference = request.payment_reference.trim();
    await sql`update invoices set payment_date = ${paidOn}, payment_reference = ${reference || null},
        tds_section = ${tds.section}, tds_rate = ${tds.rate}, tds_amount = ${toRupees(tds.amount)},
        amount_paid = ${toRupees(paid)}, last_modified = now()
      where id = ${request.id}`.execute(trx);
    return {
      id: request.id,
      payment_date: paidOn.toISOString(),
      payment_reference: reference,
      tds_section: tds.section,
      tds_rate: tds.rate,
      tds_base: tds.base,
      tds_amount: tds.amount,
      amount_paid: paid,
    };
  });
}

/** Every TDS rate (migration 057): the rules pick the one in force. */
async function loadTdsRates(trx: Kysely<Database>): Promise<TdsRate[]> {
  const rows = await sql<TdsRate & { rate: string | number }>`select section, payee, rate,
      to_char(effective_from, 'YYYY-MM-DD') as effective_from, source from tds_rates`.execute(trx);
  return rows.rows.map((row) => ({ ...row, rate: Number(row.rate) }));
}
