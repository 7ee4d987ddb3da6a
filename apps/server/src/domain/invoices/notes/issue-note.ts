import { payrollMonthOf } from '@muster/payroll-rules';
import { invoiceMessages } from '@muster/protocol';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import { zoneOfPartnerSql } from '../../../engine/query/index.js';
import { recordReason } from '../../../platform/db/acting.js';
import type { Database } from '../../../platform/db/schema.js';
import { TxnError } from '../../../platform/refusal.js';
import type { InvoiceParticulars } from '../document/view.js';
import {
  creditedByGroup,
  financialYearLabel,
  financialYearOf,
  invoiceNumberMaxLength,
  type NoteFigures,
  noteFigures,
  type SingleGroupNote,
  storedNoteFigures,
  toPaise,
} from '../rules/index.js';

export interface NoteRequest {
  id: string;
  kind: 'credit' | 'debit';
  /** The invoice's tax groups the note corrects, each by its SAC or HSN and rate, and the note's taxable value on it in rupees. */
  lines: readonly { code: string; tax_rate: number; taxable: number }[];
  reason: string;
}

/**
 * Issues a credit or debit note on an approved invoice the user's list shows (`inScope` over
 * alias `i`; one not yet approved is cancelled and billed again instead), in one transaction:
 * the invoice locked, what earlier credit notes took off each of its groups summed, the
 * figures computed (rules/note.ts), the next serial of the note's own series for the
 * financial year of its date taken (CGST Rules r. 53(1A): 'CN' or 'DN', the year, the serial:
 * 'CN/2627/0001'), the note written with who and why. Its date is the supplier's, in the zone
 * of the invoice's business (protocol README, "The business's calendar").
 */
export async function issueNote(
  db: Kysely<Database>,
  request: NoteRequest,
  issuedBy: string,
  inScope: RawBuilder<boolean>,
  issuedAt: Date = new Date(),
) {
  const reason = request.reason.trim();
  if (!reason) throw new TxnError(invoiceMessages.noteReasonNeeded);
  const lines = request.lines.map((line) => ({ ...line, taxable: toPaise(line.taxable) }));
  return db.transaction().execute(async (trx) => {
    const found = await sql<{
      partners_id: string;
      status: string | null;
      particulars: InvoiceParticulars;
      time_zone: string;
    }>`
      select i.partners_id, i.status, i.particulars, ${zoneOfPartnerSql('i.partners_id')} as time_zone from invoices i
      where i.id = ${request.id} and not i.deleted and i.invoice_no is not null and i.particulars is not null
        and ${inScope}
      for update`.execute(trx);
    const invoice = found.rows[0];
    if (!invoice) throw new TxnError(`${invoiceMessages.invoiceNotFound}: ${request.id}`);
    // before the principal employer approves it, an invoice is cancelled and billed again instead
    if (invoice.status !== 'approved') throw new TxnError(invoiceMessages.noteNeedsApproval);
    await recordReason(trx, reason);
    const earlier = await sql<{ kind: string; particulars: NoteFigures | SingleGroupNote }>`
      select kind, particulars from invoice_notes where invoices_id = ${request.id}`.execute(trx);
    const figures = noteFigures({
      kind: request.kind,
      groups: invoice.particulars.taxes,
      intraState: invoice.particulars.intra_state,
      lines,
      credited: creditedByGroup(
        earlier.rows.map((note) => ({ kind: note.kind, figures: storedNoteFigures(note.particulars) })),
      ),
    });
    if ('refusal' in figures) throw new TxnError(figures.refusal);
    const year = financialYearOf(payrollMonthOf(issuedAt, invoice.time_zone));
    const series = request.kind;
    const taken = await sql<{ last_serial: number }>`insert into invoice_serials
        (partners_id, financial_year, series, last_serial)
      values (${invoice.partners_id}, ${year}, ${series}, 1)
      on conflict (partners_id, financial_year, series) do update set last_serial = invoice_serials.last_serial + 1
      returning last_serial`.execute(trx);
    const serial = taken.rows[0]?.last_serial ?? 0;
    const noteNo = `${series === 'credit' ? 'CN' : 'DN'}/${financialYearLabel(year)}/${String(serial).padStart(4, '0')}`;
    if (noteNo.length > invoiceNumberMaxLength) throw new Error(`note number too long: ${noteNo}`);
    const particulars = {
      ...figures,
      intra_state: invoice.particulars.intra_state,
      place_of_supply: invoice.particulars.place_of_supply,
      supplier: invoice.particulars.supplier,
      recipient: invoice.particulars.recipient,
    };
    const inserted = await sql<{ id: string }>`insert into invoice_notes
        (partners_id, invoices_id, note_no, kind, issued_at, reason, particulars, created_by)
      values (${invoice.partners_id}, ${request.id}, ${noteNo}, ${request.kind}, ${issuedAt}, ${reason},
        ${JSON.stringify(particulars)}::jsonb, ${issuedBy})
      returning id`.execute(trx);
    return {
      id: inserted.rows[0]?.id ?? '',
      note_no: noteNo,
      kind: request.kind,
      value: figures.value / 100,
    };
  });
}
