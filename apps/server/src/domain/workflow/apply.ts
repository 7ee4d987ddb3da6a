import { type BusinessEnv, childTableName, type FolderDefinition } from '@muster/protocol';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { PatchRequest } from '../../engine/patch/request.js';
import type { WriteHooks, WriteNote } from '../../engine/patch/write-hooks.js';
import { type RowScope, scopeSql } from '../../engine/scope/index.js';
import type { Database } from '../../platform/db/schema.js';
import { TxnError } from '../../platform/refusal.js';
import { monthLockHook } from '../month-lock/month-lock.js';
import { workflowMessages } from './messages.js';
import { type ActedRecord, type PlannedMove, planMoves } from './rules.js';
import { loadWorkflows } from './store.js';

export interface WorkflowActionRequest {
  definition: FolderDefinition;
  action: string;
  ids: readonly string[];
  note: string | undefined;
  env: BusinessEnv;
  /** The user's list scope of the folder: an action moves only records the user sees. */
  scope: RowScope;
  targetSwhandle: string | undefined;
  /**
   * The action's row permission over a record's stored values (the catalogue's
   * `permission.row`): the buttons follow it, and the server never trusts the buttons.
   */
  rowPermitted?: (row: Record<string, unknown>) => boolean;
  /** Column values the action sets on every record it moves (`actionInputs`). */
  values?: Readonly<Record<string, unknown>>;
  /**
   * Work the action starts in its own transaction once the records moved, given their ids
   * (Terminate starts each leaver's settlement): a refusal there rolls the moves back too.
   */
  afterMoves?: (trx: Transaction<Database>, ids: readonly string[]) => Promise<void>;
  /**
   * The app's write hooks (`ServerContext.writeHooks`): those the folder chooses that follow
   * moves (attendance) run around the move as around a patch of the same records.
   */
  writeHooks: WriteHooks;
}

/** What a move did: each record's move, and the notes its write hooks reported for the reply. */
export interface WorkflowActionResult {
  moves: PlannedMove[];
  notes: WriteNote[];
}

/**
 * Runs a named action in one transaction: locks the records (in the user's scope), plans
 * every move against their business's workflow, and only then writes: the status field
 * and `txn_state`, the details' fields of the same name (a leave's days follow the leave),
 * one history row per record, the write hooks that follow moves (the attendance recompute)
 * as the generic write runs them around a patch of the same records, and the action's own
 * follow-up. A refused record rolls everything back.
 */
export async function applyWorkflowAction(
  db: Kysely<Database>,
  request: WorkflowActionRequest,
): Promise<WorkflowActionResult> {
  const { definition, env } = request;
  return db.transaction().execute(async (trx) => {
    const found = await lockRecords(trx, request);
    const barred = [...found.values()].find((record) => request.rowPermitted?.(record.values) === false);
    if (barred) throw new TxnError(`${workflowMessages.rowNotPermitted}: ${request.action} ${barred.label}`);
    // a closed month's leaves and payslips are neither decided nor approved (issue #32 item 3)
    await monthLockHook(definition.name)?.refuseStored(trx, [...found.keys()]);
    const partners = [...new Set([...found.values()].flatMap((record) => record.partnerId ?? []))];
    const workflows = await loadWorkflows(trx, definition.name, partners);
    const plan = planMoves(
      request.ids,
      found,
      (record) => (record.partnerId ? workflows.get(record.partnerId) : undefined),
      request.action,
      env,
    );
    if (plan.kind === 'refused') throw new TxnError(plan.message);
    const ids = plan.moves.map((move) => move.record.id);
    // the same rows an update patch of these records names, so the hook recomputes alike
    const patch: PatchRequest = {
      baseFolder: definition.name,
      rows: ids.map((key) => ({ op: 'U', key, data: {} })),
      deleteDependent: false,
    };
    const movedPartners = [...new Set(plan.moves.flatMap((move) => move.record.partnerId ?? []))];
    const hooks = request.writeHooks
      .all(definition)
      .filter((hook) => hook.followsMoves === true)
      .map((hook) =>
        hook.open({
          definition,
          env,
          targetSwhandle: request.targetSwhandle,
          partnerId: movedPartners.length === 1 ? (movedPartners[0] ?? null) : null,
        }),
      );
    for (const hook of hooks) await hook.before?.(trx, patch);
    for (const [, moves] of groupBy(plan.moves, (move) => `${move.field}\u0000${move.transition.to}`))
      await writeState(trx, definition, moves, request.values ?? {});
    await writeHistory(trx, definition.name, plan.moves, env.employees_id, request.note);
    const notes: WriteNote[] = [];
    for (const hook of hooks) {
      const note = await hook.after?.(
        trx,
        patch,
        ids.map((id) => ({ op: 'U', id })),
      );
      if (note) notes.push(note);
    }
    await request.afterMoves?.(trx, ids);
    return { moves: plan.moves, notes };
  });
}

async function lockRecords(
  trx: Transaction<Database>,
  { definition, ids, scope, env }: WorkflowActionRequest,
): Promise<Map<string, ActedRecord>> {
  const owner = definition.ownerField;
  const hasCode = definition.fields.some((field) => field.name === 'code' && field.type === 'text');
  const rows = await sql<{
    id: string;
    row: Record<string, unknown>;
    owner_id: string | null;
    owner_code: string | null;
  }>`select t.id, to_jsonb(t) as row,
      ${owner ? sql.ref(`t.${owner}`) : sql`null::uuid`} as owner_id,
      ${owner ? sql`(select o.code from employees o where o.id = ${sql.ref(`t.${owner}`)})` : sql`null::text`} as owner_code
    from ${sql.table(definition.name)} t
    where t.id = any(${ids}::uuid[]) and not t.deleted and ${scopeSql(scope, env)('t')}
    for update of t`.execute(trx);
  return new Map(
    rows.rows.map((row) => {
      const code = hasCode && typeof row.row.code === 'string' ? row.row.code : null;
      const partner = row.row.partners_id;
      return [
        row.id,
        {
          id: row.id,
          values: row.row,
          partnerId: typeof partner === 'string' ? partner : null,
          ownerId: row.owner_id,
          label: code ?? row.owner_code ?? row.id,
        },
      ];
    }),
  );
}

/**
 * Sets the status (and txn_state) of records moving to one state, with the values the action
 * asked for, and the status of their details' rows.
 */
async function writeState(
  trx: Transaction<Database>,
  definition: FolderDefinition,
  moves: PlannedMove[],
  values: Readonly<Record<string, unknown>>,
) {
  const [first] = moves;
  if (!first) return;
  const { field } = first;
  const { to } = first.transition;
  const ids = moves.map((move) => move.record.id);
  const hasTxnState = definition.fields.some((candidate) => candidate.type === 'txn_state');
  await sql`update ${sql.table(definition.name)}
    set ${sql.ref(field)} = ${to}, ${hasTxnState ? sql`txn_state = ${to},` : sql``}
      ${sql.join(
        Object.entries(values).map(([name, value]) => sql`${sql.ref(name)} = ${value}, `),
        sql``,
      )}
      last_modified = now()
    where id = any(${ids}::uuid[])`.execute(trx);
  for (const detail of definition.fields) {
    const follows = detail.fields?.some(
      (child) => child.name === field && child.type === 'text' && !child.is_multiple,
    );
    if (detail.type !== 'detail' || detail.fieldOnlyView || !follows) continue;
    await sql`update ${sql.table(childTableName(definition.name, detail.name))}
      set ${sql.ref(field)} = ${to}, last_modified = now()
      where parent_id = any(${ids}::uuid[]) and not deleted`.execute(trx);
  }
}

/** One `workflow_history` row per move (invoice documents' moves write theirs through it too). */
export async function writeHistory(
  trx: Transaction<Database>,
  folder: string,
  moves: readonly PlannedMove[],
  employeesId: string,
  note: string | undefined,
) {
  if (!moves.length) return;
  const rows = moves.map(
    ({ record, transition }) =>
      sql`(${folder}, ${record.id}::uuid, ${transition.action}, ${transition.from}, ${transition.to},
        ${employeesId}::uuid, ${note?.trim() || null})`,
  );
  await sql`insert into workflow_history (folder, record_id, action, from_state, to_state, employees_id, note)
    values ${sql.join(rows)}`.execute(trx);
}

function groupBy<Item>(items: readonly Item[], keyOf: (item: Item) => string): Map<string, Item[]> {
  const groups = new Map<string, Item[]>();
  for (const item of items) {
    const key = keyOf(item);
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  return groups;
}
