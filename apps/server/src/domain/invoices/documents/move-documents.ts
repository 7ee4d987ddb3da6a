import { type BusinessEnv, invoiceMessages } from '@muster/protocol';
import { type Kysely, sql, type Transaction } from 'kysely';
import { type RowScope, scopeSql } from '../../../engine/scope/index.js';
import type { Database } from '../../../platform/db/schema.js';
import { TxnError } from '../../../platform/refusal.js';
import { writeHistory } from '../../workflow/apply.js';
import { type ActedRecord, type PlannedMove, planMoves } from '../../workflow/rules.js';
import { loadWorkflows } from '../../workflow/store.js';

/** The workflow subject of approval documents (workflow/subject.ts): a detail's rows. */
export const documentsSubject = 'invoices.approval_documents';

export interface DocumentMoveRequest {
  action: 'upload' | 'approve' | 'reject';
  ids: readonly string[];
  /** upload: the file each document gets (spec 000 §4: an upload needs its file). */
  attachments?: ReadonlyMap<string, string | null>;
  note?: string | undefined;
  env: BusinessEnv;
  /** The user's invoices list scope: a document moves only when the user sees its invoice. */
  scope: RowScope;
}

/**
 * Moves approval documents by their invoice's business's workflow (`invoices.approval_documents`),
 * in one transaction, all or none (workflow/README): the documents are locked, every move is
 * planned, and only then written — status and txn_state, the attachment (the upload's file;
 * a rejection removes it, spec 000 §4), one history row each.
 */
export async function moveDocuments(
  db: Kysely<Database>,
  request: DocumentMoveRequest,
): Promise<PlannedMove[]> {
  return db.transaction().execute(async (trx) => {
    const found = await lockDocuments(trx, request);
    const partners = [...new Set([...found.values()].flatMap((record) => record.partnerId ?? []))];
    const workflows = await loadWorkflows(trx, documentsSubject, partners);
    const plan = planMoves(
      request.ids,
      found,
      (record) => (record.partnerId ? workflows.get(record.partnerId) : undefined),
      request.action,
      request.env,
    );
    if (plan.kind === 'refused') throw new TxnError(plan.message);
    for (const move of plan.moves) {
      const attachment = await attachmentAfter(trx, request, move.record.id);
      await sql`update invoices__approval_documents
        set status = ${move.transition.to}, txn_state = ${move.transition.to},
          attachment = ${attachment === undefined ? sql`attachment` : sql`${attachment}::uuid`}, last_modified = now()
        where id = ${move.record.id}`.execute(trx);
    }
    await writeHistory(trx, documentsSubject, plan.moves, request.env.employees_id, request.note);
    return plan.moves;
  });
}

async function lockDocuments(
  trx: Transaction<Database>,
  { ids, scope, env }: DocumentMoveRequest,
): Promise<Map<string, ActedRecord>> {
  const rows = await sql<{
    id: string;
    row: Record<string, unknown>;
    partners_id: string | null;
    doc_name: string;
  }>`
    select d.id, to_jsonb(d) as row, i.partners_id, d.doc_name
    from invoices__approval_documents d join invoices i on i.id = d.parent_id
    where d.id = any(${ids}::uuid[]) and not d.deleted and not i.deleted and ${scopeSql(scope, env)('i')}
    for update of d`.execute(trx);
  return new Map(
    rows.rows.map((row) => [
      row.id,
      { id: row.id, values: row.row, partnerId: row.partners_id, ownerId: null, label: row.doc_name },
    ]),
  );
}

/**
 * The attachment a move leaves: an upload's file (one of the user's business's files, else
 * 'Please select file.'), none after a rejection, unchanged (undefined) after an approval.
 */
async function attachmentAfter(
  trx: Transaction<Database>,
  { action, attachments, env }: DocumentMoveRequest,
  id: string,
): Promise<string | null | undefined> {
  if (action === 'reject') return null;
  if (action === 'approve') return undefined;
  const file = attachments?.get(id);
  if (!file) throw new TxnError(invoiceMessages.selectFile);
  const owned = await sql<{ id: string }>`select id from files
    where id = ${file} and not deleted and partners_id = ${env.partners_id}`.execute(trx);
  if (!owned.rows.length) throw new TxnError(invoiceMessages.selectFile);
  return file;
}
