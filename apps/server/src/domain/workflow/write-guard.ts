import { type FolderDefinition, type PatchParams, rankWith, type Workflow } from '@muster/protocol';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { WrittenRow } from '../../engine/patch/apply-patch.js';
import type { WriteHook } from '../../engine/patch/write-hooks.js';
import type { Database } from '../../platform/db/schema.js';
import { TxnError } from '../../platform/refusal.js';
import { workflowMessages } from './messages.js';
import { loadWorkflows } from './store.js';

type Db = Kysely<Database> | Transaction<Database>;
type Row = { op: string; data?: Record<string, unknown> };

/** The fields a workflow moves: its state field and, on the folder itself, `txn_state`. */
const movedFields = (workflow: Workflow, withTxnState: boolean) =>
  withTxnState ? [workflow.field, 'txn_state'] : [workflow.field];

/**
 * The first field of one row a generic write may not set: an update names a moved field at
 * all (the form sends only what changed), a create gives it any state but the first.
 */
function forbiddenField(row: Row, fields: readonly string[], initial: string): string | undefined {
  const { data } = row;
  if (!data) return undefined;
  return fields.find((field) => {
    if (!(field in data)) return false;
    return row.op !== 'C' || (data[field] !== initial && data[field] !== null);
  });
}

/** The detail rows of a record's patch row, of one detail field. */
const detailRows = (row: Row, detail: string): Row[] => {
  const value = row.data?.[detail];
  return Array.isArray(value) ? (value as Row[]) : [];
};

/**
 * A generic create or update may not move a record through its business's workflow (spec 000
 * §4: states change by the workflow's actions, which check the role and keep the history):
 * the workflow's state field, `txn_state`, and the same-named field of the record's details
 * (a leave's days follow the leave) are refused unless a create starts them at the first
 * state. A detail with a workflow of its own (`invoices.approval_documents`) is held to it the
 * same way. A business without a workflow of the folder writes as before. The refusal names
 * the value's path as the patch rules do (`rows.0.leave_days.1.leave_status`).
 */
export async function refuseWorkflowMoves(
  db: Db,
  definition: FolderDefinition,
  partnerId: string | null,
  patch: PatchParams,
): Promise<void> {
  if (!partnerId) return;
  const details = definition.fields.filter((field) => field.type === 'detail');
  const own = (await loadWorkflows(db, definition.name, [partnerId])).get(partnerId);
  const refuse = (path: string) => {
    throw new TxnError(`${workflowMessages.movedOnlyByActions}: ${path}`);
  };
  const check = (
    rows: readonly Row[],
    fields: readonly string[],
    initial: string,
    path: (i: number) => string,
  ) =>
    rows.forEach((row, index) => {
      const field = forbiddenField(row, fields, initial);
      if (field) refuse(`${path(index)}.${field}`);
    });
  for (const [index, row] of patch.rows.entries()) {
    if (own) check([row], movedFields(own, true), own.initial, () => `rows.${index}`);
    for (const detail of details) {
      const rows = detailRows(row, detail.name);
      const path = (at: number) => `rows.${index}.${detail.name}.${at}`;
      if (own) check(rows, movedFields(own, false), own.initial, path);
      const subject = `${definition.name}.${detail.name}`;
      const workflow = rows.length
        ? (await loadWorkflows(db, subject, [partnerId])).get(partnerId)
        : undefined;
      if (workflow) check(rows, [workflow.field], workflow.initial, path);
    }
  }
}

/**
 * A record created in a folder of the business's workflow starts in the workflow's first
 * state: its `txn_state` (the lists' 'Workflow State') says so from the start, as the
 * workflow's actions keep it after. A leave applied from the calendar showed an empty
 * Workflow State beside its 'Created' status until someone acted on it. The creating write's
 * own stamp stays (last_modified), so the writer's next update of the record is not refused.
 */
async function startCreatedInWorkflow(
  trx: Transaction<Database>,
  definition: FolderDefinition,
  partnerId: string | null,
  written: readonly WrittenRow[],
): Promise<undefined> {
  const created = written.filter((row) => row.op === 'C').map((row) => row.id);
  if (!partnerId || !created.length) return undefined;
  if (!definition.fields.some((field) => field.type === 'txn_state')) return undefined;
  const own = (await loadWorkflows(trx, definition.name, [partnerId])).get(partnerId);
  if (!own) return undefined;
  await sql`update ${sql.table(definition.name)} set txn_state = ${own.initial}
    where id = any(${created}::uuid[]) and txn_state is null`.execute(trx);
  return undefined;
}

/**
 * The generic write's workflow guard (registered at app/write-hooks.ts): every folder, since
 * any business may give any folder a workflow.
 */
export const workflowWriteHook: WriteHook = {
  tester: rankWith(0, () => true),
  open: ({ definition, partnerId }) => ({
    before: (trx, patch) => refuseWorkflowMoves(trx, definition, partnerId, patch),
    after: (trx, _patch, written) => startCreatedInWorkflow(trx, definition, partnerId, written),
  }),
};
