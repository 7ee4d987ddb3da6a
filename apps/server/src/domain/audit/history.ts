import { type AuditEntry, auditMessages, type FolderDefinition, policyMessages } from '@muster/protocol';
import { type RawBuilder, sql } from 'kysely';
import type { Session } from '../../engine/auth/session.js';
import { fieldAccess, listScope, mayList, scopeSql } from '../../engine/scope/index.js';
import type { ServerContext } from '../../engine/server-context.js';
import { TxnError } from '../../platform/refusal.js';
import { labelReferences } from './references.js';

interface HistoryRow {
  seq: number;
  op: AuditEntry['op'];
  part: string | null;
  changes: Record<string, [unknown, unknown]>;
  done_by: string | null;
  done_at: Date;
  txn: string | null;
  reason: string | null;
  hidden: string[] | null;
}

/** The audited folder of that name, or the refusal. */
export function auditedFolder(server: ServerContext, folder: string): FolderDefinition {
  const definition = server.catalogue.folders.get(folder);
  if (!definition?.audited) throw new TxnError(auditMessages.notAudited);
  return definition;
}

/**
 * The names of the record's fields the user may not read (the policy's hidden fields, by
 * its guard over the record's row): their changes are left out of its history as the list
 * reads them as null.
 */
function hiddenFieldsSql(
  server: ServerContext,
  session: Session,
  definition: FolderDefinition,
): RawBuilder<string[]> {
  const access = fieldAccess((name) => server.catalogue.folders.get(name), session.env);
  const guarded = definition.fields.flatMap((field) => {
    const guard = access(definition.name, field.name);
    return guard ? [sql`case when ${guard('r')} then null else ${field.name}::text end`] : [];
  });
  return guarded.length
    ? sql<string[]>`array_remove(array[${sql.join(guarded)}], null)`
    : sql<string[]>`array[]::text[]`;
}

/**
 * One record's history (issue #32 item 5), oldest first: only of a record the user's list of
 * its folder would show (the folder's row scope, in the SQL), without the changes of fields
 * the policy hides from it. A record it may not read is refused as one that does not exist.
 */
export async function recordHistory(
  server: ServerContext,
  session: Session,
  target: string | undefined,
  folder: string,
  id: string,
): Promise<AuditEntry[]> {
  const definition = auditedFolder(server, folder);
  const { env } = session;
  if (!mayList(definition, env)) throw new TxnError(`${policyMessages.folderClosed}: ${definition.name}`);
  const scope = scopeSql(listScope(definition, env, target), env)('r');
  const table = sql.table(definition.name);
  const readable = await sql<{
    hidden: string[];
  }>`select ${hiddenFieldsSql(server, session, definition)} as hidden
    from ${table} as r where r.id = ${id} and ${scope}`.execute(server.db);
  const record = readable.rows[0];
  if (!record) throw new TxnError(auditMessages.notFound);
  const rows = await sql<HistoryRow>`select a.seq, a.op, a.part, a.changes, a.done_at, a.txn, a.reason,
      nullif(concat_ws(' ', e.code, p.first_name ->> 'eng', p.last_name ->> 'eng'), '') as done_by
    from audit_log as a
    left join employees as e on e.id = a.done_by
    left join persons as p on p.id = e.persons_id
    where a.folder = ${definition.name} and a.record_id = ${id}
    order by a.seq`.execute(server.db);
  const hidden = new Set(record.hidden);
  const entries = rows.rows.map((row) => ({
    seq: Number(row.seq),
    op: row.op,
    part: row.part,
    changes: Object.entries(row.changes)
      .filter(([field]) => row.part !== null || !hidden.has(field))
      .map(([field, [from, to]]) => ({ field, from, to })),
    done_by: row.done_by,
    done_at: row.done_at.toISOString(),
    txn: row.txn,
    reason: row.reason,
  }));
  return labelReferences(server, definition, entries);
}
