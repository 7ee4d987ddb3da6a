import type { BusinessEnv, FolderDefinition, WorkflowHistoryRecord } from '@muster/protocol';
import { type Kysely, sql } from 'kysely';
import { type RowScope, scopeSql } from '../../engine/scope/index.js';
import type { Database } from '../../platform/db/schema.js';
import { TxnError } from '../../platform/refusal.js';
import { workflowMessages } from './messages.js';

/**
 * A record's history, oldest first, for a user who may see the record (its folder's list
 * scope); any other record is 'not found', so the read tells nothing of records out of scope.
 */
export async function readWorkflowHistory(
  db: Kysely<Database>,
  {
    definition,
    id,
    env,
    scope,
  }: { definition: FolderDefinition; id: string; env: BusinessEnv; scope: RowScope },
): Promise<WorkflowHistoryRecord[]> {
  const seen = await sql<{ id: string }>`select t.id from ${sql.table(definition.name)} t
    where t.id = ${id} and not t.deleted and ${scopeSql(scope, env)('t')}`.execute(db);
  if (!seen.rows.length) throw new TxnError(`${workflowMessages.notFound}: ${id}`);
  const rows = await sql<WorkflowHistoryRecord>`select h.action, h.from_state, h.to_state,
      to_char(h.acted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as acted_at, h.note,
      jsonb_build_object('id', e.id, 'code', e.code, 'first_name', p.first_name, 'last_name', p.last_name) as by
    from workflow_history h join employees e on e.id = h.employees_id
      left join persons p on p.id = e.persons_id
    where h.folder = ${definition.name} and h.record_id = ${id}
    order by h.acted_at, h.id`.execute(db);
  return rows.rows;
}
