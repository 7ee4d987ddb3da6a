import { type Kysely, type RawBuilder, sql } from 'kysely';
import { businessDaySql, zoneOfPartnerSql } from '../../../engine/query/index.js';
import type { Database } from '../../../platform/db/schema.js';
import { noteParticulars, type StoredNoteParticulars } from '../notes/load-notes.js';
import type { B2clLimit } from '../rules/index.js';
import type { FiledInvoice, FiledNote } from './filed-invoice.js';
import type { FiledNoteDocument } from './note-e-invoice.js';

/** The business a GST file is made for: the one picked (`target_swhandle`), else the user's own. */
export async function loadFilingBusiness(
  db: Kysely<Database>,
  call: { partnersId: string; targetSwhandle: string | undefined },
) {
  const rows = await sql<{
    id: string;
    name: string;
    gstin: string | null;
  }>`select id, name, gstin from partners
    where not deleted and ${
      call.targetSwhandle === undefined
        ? sql`id = ${call.partnersId}`
        : sql`lower(sw_handle) = lower(${call.targetSwhandle})`
    } limit 1`.execute(db);
  return rows.rows[0] ?? null;
}

/** An instant's day in the zone of the row's business (alias's `partners_id`), the supplier's. */
const supplierDay = (column: string, alias: string) =>
  businessDaySql(sql.ref(`${alias}.${column}`), zoneOfPartnerSql(`${alias}.partners_id`));

const filedColumns = sql`i.invoice_no, i.creation_date as issued, ${supplierDay('creation_date', 'i')} as issued_day,
  i.status, i.particulars`;

/**
 * The invoices a business issued in a tax period (their date, the business's, in the month), cancelled
 * ones included, that the user's invoices list shows (`inScope` over alias `i`).
 */
export async function loadPeriodInvoices(
  db: Kysely<Database>,
  partnersId: string,
  period: { start: Date; end: Date },
  inScope: RawBuilder<boolean>,
): Promise<FiledInvoice[]> {
  const rows = await sql<FiledInvoice>`select ${filedColumns} from invoices i
    where i.partners_id = ${partnersId} and not i.deleted and i.particulars is not null
      and i.creation_date >= ${period.start} and i.creation_date < ${period.end} and ${inScope}
    order by i.invoice_no`.execute(db);
  return rows.rows.map((row) => ({ ...row, issued: new Date(row.issued) }));
}

/** A note's row with the invoice it corrects: its number, day and value (taxable value and all tax, paise). */
const noteColumns = sql`n.note_no, n.kind, n.issued_at as issued, ${supplierDay('issued_at', 'n')} as issued_day,
  n.particulars, i.invoice_no, i.creation_date as invoice_issued, ${supplierDay('creation_date', 'i')} as invoice_issued_day,
  (i.particulars->'totals'->>'taxable')::bigint + (i.particulars->'totals'->>'gst')::bigint as invoice_value`;

type NoteRow = Omit<FiledNote, 'particulars' | 'invoice'> & {
  particulars: StoredNoteParticulars;
  invoice_no: string;
  invoice_issued: Date;
  invoice_issued_day: string;
  invoice_value: string | number;
};

const filedNote = ({
  invoice_no,
  invoice_issued,
  invoice_issued_day,
  invoice_value,
  particulars,
  ...note
}: NoteRow): FiledNote => ({
  ...note,
  issued: new Date(note.issued),
  particulars: noteParticulars(particulars),
  invoice: {
    invoice_no,
    issued: new Date(invoice_issued),
    issued_day: invoice_issued_day,
    value: Number(invoice_value),
  },
});

/** The credit and debit notes a business issued in a tax period, on invoices the user's list shows. */
export async function loadPeriodNotes(
  db: Kysely<Database>,
  partnersId: string,
  period: { start: Date; end: Date },
  inScope: RawBuilder<boolean>,
): Promise<FiledNote[]> {
  const rows = await sql<NoteRow>`select ${noteColumns}
    from invoice_notes n join invoices i on i.id = n.invoices_id
    where n.partners_id = ${partnersId} and n.issued_at >= ${period.start} and n.issued_at < ${period.end}
      and ${inScope}
    order by n.note_no`.execute(db);
  return rows.rows.map(filedNote);
}

/** The B2CL limits (migration 165), each with the IST day it applies from. */
export async function loadB2clLimits(db: Kysely<Database>): Promise<B2clLimit[]> {
  const rows = await sql<{ effective_from: string; limit: string | number; source: string }>`
    select to_char(effective_from, 'YYYY-MM-DD') as effective_from, limit_paise as limit, source
    from gst_b2cl_limits`.execute(db);
  return rows.rows.map((row) => ({ ...row, limit: Number(row.limit) }));
}

/**
 * One invoice by its reference, when the user's invoices list shows it, with the day its
 * supplier's e-invoicing applies from (the business's setting; null: not obliged).
 */
export async function loadFiledInvoice(
  db: Kysely<Database>,
  uconst: string,
  inScope: RawBuilder<boolean>,
): Promise<{ invoice: FiledInvoice; eInvoicingFrom: Date | null } | null> {
  const rows = await sql<FiledInvoice & { e_invoicing_from: Date | null }>`select ${filedColumns},
      p.e_invoicing_from from invoices i join partners p on p.id = i.partners_id
    where i.uconst = ${uconst} and not i.deleted and i.particulars is not null and ${inScope} limit 1`.execute(
    db,
  );
  const row = rows.rows[0];
  if (!row) return null;
  const { e_invoicing_from, ...invoice } = row;
  return {
    invoice: { ...invoice, issued: new Date(invoice.issued) },
    eInvoicingFrom: e_invoicing_from && new Date(e_invoicing_from),
  };
}

/**
 * One note by its id, when the user's invoices list shows its invoice, with the invoice it
 * corrects and the day its supplier's e-invoicing applies from (null: not obliged).
 */
export async function loadFiledNote(
  db: Kysely<Database>,
  id: string,
  inScope: RawBuilder<boolean>,
): Promise<{ note: FiledNoteDocument; eInvoicingFrom: Date | null } | null> {
  const rows = await sql<NoteRow & { reason: string; e_invoicing_from: Date | null }>`select ${noteColumns},
      n.reason, p.e_invoicing_from
    from invoice_notes n join invoices i on i.id = n.invoices_id join partners p on p.id = n.partners_id
    where n.id = ${id} and not i.deleted and ${inScope}
    limit 1`.execute(db);
  const row = rows.rows[0];
  if (!row) return null;
  const { reason, e_invoicing_from, ...note } = row;
  return {
    note: { ...filedNote(note), reason },
    eInvoicingFrom: e_invoicing_from && new Date(e_invoicing_from),
  };
}
