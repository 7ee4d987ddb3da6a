import { invoiceMessages, type PatchParams } from '@muster/protocol';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import { recordReason } from '../../../platform/db/acting.js';
import type { Database } from '../../../platform/db/schema.js';
import { TxnError } from '../../../platform/refusal.js';

export interface CancelRequest {
  id: string;
  reason: string;
}

/** The invoice and reason of the cancel form's patch: its one invoice row's `cancel_reason`. */
export function cancelFromPatch(patch: PatchParams): CancelRequest | null {
  const [row, ...others] = patch.rows;
  if (!row || others.length || row.op !== 'U' || typeof row.key !== 'string') return null;
  const reason = row.data.cancel_reason;
  return { id: row.key, reason: typeof reason === 'string' ? reason : '' };
}

/**
 * Cancels an issued invoice (issue #31 item 5): kept with its number, marked cancelled with
 * who (the user's employee record), when and why. Only one not yet approved: an approved
 * invoice has been accepted by the recipient and is corrected by a credit or debit note
 * (CGST Act s. 34). Only one the user's invoices list shows (`inScope` over alias `i`).
 * Its month's contract may then be billed again, under the next number.
 */
export async function cancelInvoice(
  db: Kysely<Database>,
  request: CancelRequest,
  /** The user's employee record: who cancelled. */
  cancelledBy: string,
  inScope: RawBuilder<boolean>,
): Promise<{ id: string; invoice_no: string; status: 'cancelled' }> {
  const reason = request.reason.trim();
  if (!reason) throw new TxnError(invoiceMessages.cancelReasonNeeded);
  return db.transaction().execute(async (trx) => {
    const found = await sql<{ invoice_no: string; status: string | null }>`select i.invoice_no, i.status
      from invoices i where i.id = ${request.id} and not i.deleted and i.invoice_no is not null and ${inScope}
      for update`.execute(trx);
    const invoice = found.rows[0];
    if (!invoice) throw new TxnError(`${invoiceMessages.invoiceNotFound}: ${request.id}`);
    if (invoice.status !== 'created') throw new TxnError(invoiceMessages.notCancellable);
    await recordReason(trx, reason);
    await sql`update invoices set status = 'cancelled', txn_state = 'cancelled', cancel_reason = ${reason},
        cancelled_at = now(), cancelled_by = ${cancelledBy}, last_modified = now()
      where id = ${request.id}`.execute(trx);
    return { id: request.id, invoice_no: invoice.invoice_no, status: 'cancelled' as const };
  });
}
