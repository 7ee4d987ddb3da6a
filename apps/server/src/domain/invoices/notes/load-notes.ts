import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../../platform/db/schema.js';
import type { InvoiceParticulars } from '../document/view.js';
import type { NoteFigures } from '../rules/index.js';

/** The reference (uconst) of the invoice a note corrects: its scope is the invoice's. */
export async function noteInvoiceReference(db: Kysely<Database>, noteId: string): Promise<string | null> {
  const rows = await sql<{ uconst: string }>`select i.uconst from invoice_notes n
    join invoices i on i.id = n.invoices_id where n.id::text = ${noteId} limit 1`.execute(db);
  return rows.rows[0]?.uconst ?? null;
}

/** A note as its document and the invoice's notes list read it (issue-note.ts `particulars`). */
export interface StoredNote {
  id: string;
  note_no: string;
  kind: 'credit' | 'debit';
  issued_at: Date;
  reason: string;
  particulars: Pick<InvoiceParticulars, 'supplier' | 'recipient' | 'place_of_supply' | 'intra_state'> &
    NoteFigures & { code: string };
  invoice_no: string;
  invoice_date: Date;
}

const noteColumns = sql`n.id, n.note_no, n.kind, n.issued_at, n.reason, n.particulars,
  i.invoice_no, i.creation_date as invoice_date`;

/** One note by its id, when the user's invoices list shows its invoice (`inScope` over alias `i`). */
export async function loadNote(
  db: Kysely<Database>,
  id: string,
  inScope: RawBuilder<boolean>,
): Promise<StoredNote | null> {
  const rows = await sql<StoredNote>`select ${noteColumns} from invoice_notes n
    join invoices i on i.id = n.invoices_id
    where n.id::text = ${id} and not i.deleted and ${inScope} limit 1`.execute(db);
  return rows.rows[0] ?? null;
}

/**
 * An invoice the user's list shows, with what a note on it may correct (each tax group with
 * what credit notes already took off it) and its notes, oldest first; null when not shown.
 */
export async function loadInvoiceNotes(db: Kysely<Database>, uconst: string, inScope: RawBuilder<boolean>) {
  const invoices = await sql<{
    id: string;
    status: string | null;
    particulars: InvoiceParticulars;
  }>`select i.id, i.status, i.particulars from invoices i
    where i.uconst = ${uconst} and not i.deleted and i.particulars is not null and ${inScope} limit 1`.execute(
    db,
  );
  const invoice = invoices.rows[0];
  if (!invoice) return null;
  const notes = await sql<StoredNote>`select ${noteColumns} from invoice_notes n
    join invoices i on i.id = n.invoices_id
    where n.invoices_id = ${invoice.id} order by n.issued_at, n.note_no`.execute(db);
  const credited = (code: string, rate: number) =>
    notes.rows
      .filter(
        (note) =>
          note.kind === 'credit' && note.particulars.code === code && note.particulars.tax_rate === rate,
      )
      .reduce((sum, note) => sum + note.particulars.taxable, 0);
  return {
    invoice,
    groups: invoice.particulars.taxes
      .filter((group) => group.taxable !== 0)
      .map((group) => {
        const code = group.sac_code ?? group.hsn_code ?? '';
        return {
          code,
          tax_rate: group.tax_rate,
          taxable: group.taxable,
          credited: credited(code, group.tax_rate),
        };
      }),
    notes: notes.rows,
  };
}
