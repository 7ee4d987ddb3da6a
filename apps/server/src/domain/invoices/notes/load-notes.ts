import { type Kysely, type RawBuilder, sql } from 'kysely';
import { zoneOfPartnerSql } from '../../../engine/query/index.js';
import type { Database } from '../../../platform/db/schema.js';
import type { InvoiceParticulars } from '../document/view.js';
import {
  creditedByGroup,
  groupKey,
  type NoteFigures,
  type SingleGroupNote,
  storedNoteFigures,
} from '../rules/index.js';

/** The reference (uconst) of the invoice a note corrects: its scope is the invoice's. */
export async function noteInvoiceReference(db: Kysely<Database>, noteId: string): Promise<string | null> {
  const rows = await sql<{ uconst: string }>`select i.uconst from invoice_notes n
    join invoices i on i.id = n.invoices_id where n.id::text = ${noteId} limit 1`.execute(db);
  return rows.rows[0]?.uconst ?? null;
}

/** The parties and supply of a note, as the invoice it corrects had them. */
type NoteParties = Pick<InvoiceParticulars, 'supplier' | 'recipient' | 'place_of_supply' | 'intra_state'>;

/** A note's particulars: its parties and figures (issue-note.ts). */
export type NoteParticulars = NoteParties & NoteFigures;

/** A note's particulars as stored, by either shape (rules/note.ts `storedNoteFigures`). */
export type StoredNoteParticulars = NoteParties & (NoteFigures | SingleGroupNote);

/** A stored note's particulars read as lines, whichever shape it was issued in. */
export const noteParticulars = (stored: StoredNoteParticulars): NoteParticulars => ({
  supplier: stored.supplier,
  recipient: stored.recipient,
  place_of_supply: stored.place_of_supply,
  intra_state: stored.intra_state,
  ...storedNoteFigures(stored),
});

/** A note as its document and the invoice's notes list read it. */
export interface StoredNote {
  id: string;
  note_no: string;
  kind: 'credit' | 'debit';
  issued_at: Date;
  reason: string;
  particulars: NoteParticulars;
  invoice_no: string;
  invoice_date: Date;
  /** The contractor's time zone: the note's and its invoice's dates are its days. */
  time_zone: string;
}

const noteColumns = sql`n.id, n.note_no, n.kind, n.issued_at, n.reason, n.particulars,
  i.invoice_no, i.creation_date as invoice_date, ${zoneOfPartnerSql('i.partners_id')} as time_zone`;

const storedNote = (
  row: Omit<StoredNote, 'particulars'> & { particulars: StoredNoteParticulars },
): StoredNote => ({
  ...row,
  particulars: noteParticulars(row.particulars),
});

/** One note by its id, when the user's invoices list shows its invoice (`inScope` over alias `i`). */
export async function loadNote(
  db: Kysely<Database>,
  id: string,
  inScope: RawBuilder<boolean>,
): Promise<StoredNote | null> {
  const rows = await sql<Parameters<typeof storedNote>[0]>`select ${noteColumns} from invoice_notes n
    join invoices i on i.id = n.invoices_id
    where n.id::text = ${id} and not i.deleted and ${inScope} limit 1`.execute(db);
  const row = rows.rows[0];
  return row ? storedNote(row) : null;
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
  const rows = await sql<Parameters<typeof storedNote>[0]>`select ${noteColumns} from invoice_notes n
    join invoices i on i.id = n.invoices_id
    where n.invoices_id = ${invoice.id} order by n.issued_at, n.note_no`.execute(db);
  const notes = rows.rows.map(storedNote);
  const credited = creditedByGroup(notes.map((note) => ({ kind: note.kind, figures: note.particulars })));
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
          credited: credited.get(groupKey(code, group.tax_rate)) ?? 0,
        };
      }),
    notes,
  };
}
