import { type BusinessEnv, childTableName, type FolderDefinition } from '@muster/protocol';
import { type Kysely, sql, type Transaction } from 'kysely';
import { insertJsonRows } from '../../engine/patch/json-rows.js';
import { type RowScope, scopeSql } from '../../engine/scope/index.js';
import type { Database } from '../../platform/db/schema.js';
import { TxnError } from '../../platform/refusal.js';

export const copyMessages = {
  notFound: 'Record not found',
  done: 'Done',
} as const;

/** What every row has and a copy gets anew. */
const ownColumns = new Set(['id', 'creation_date', 'last_modified']);

export interface CopiedStructure {
  id: string;
  code: string;
  name: string;
  last_modified: string;
}

/**
 * Duplicates a salary structure the user sees with its payheads, in one transaction: the
 * copy's code is the first free of `<code>-COPY`, `<code>-COPY-2`, … among the business's
 * live structures, its name `<name> (copy)`; payheads keep their order.
 */
export async function copySalaryStructure(
  db: Kysely<Database>,
  {
    definition,
    id,
    scope,
    env,
  }: { definition: FolderDefinition; id: string; scope: RowScope; env: BusinessEnv },
): Promise<CopiedStructure> {
  return db.transaction().execute(async (trx) => {
    const source = await sql<{ row: Record<string, unknown> }>`select to_jsonb(t) as row
      from salary_structures t where t.id = ${id} and not t.deleted and ${scopeSql(scope, env)('t')}
      for update of t`.execute(trx);
    const row = source.rows[0]?.row;
    if (!row) throw new TxnError(`${copyMessages.notFound}: ${id}`);
    const code = await freeCode(trx, String(row.code ?? ''), String(row.partners_id ?? ''));
    const name = `${String(row.name ?? '')} (copy)`;
    const values = { ...withoutOwnColumns(row), code, name };
    const [copy] = await insertJsonRows(trx, 'salary_structures', Object.keys(values), [values]);
    if (!copy) throw new Error('the copy was not inserted');
    for (const detail of definition.fields.filter(
      (field) => field.type === 'detail' && !field.fieldOnlyView,
    )) {
      const table = childTableName(definition.name, detail.name);
      const children = await sql<{ row: Record<string, unknown> }>`select to_jsonb(c) as row
        from ${sql.table(table)} c where c.parent_id = ${id} and not c.deleted
        order by c.creation_date, c.id`.execute(trx);
      const rows = children.rows.map((child) => ({ ...withoutOwnColumns(child.row), parent_id: copy.id }));
      const [firstRow] = rows;
      if (firstRow) await insertJsonRows(trx, table, Object.keys(firstRow), rows, { inOrder: true });
    }
    return { id: copy.id, code, name, last_modified: copy.last_modified };
  });
}

function withoutOwnColumns(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(row).filter(([column]) => !ownColumns.has(column)));
}

/** `<code>-COPY`, else the first `<code>-COPY-<n>` (n ≥ 2) no live structure of the business has. */
async function freeCode(trx: Transaction<Database>, code: string, partnerId: string): Promise<string> {
  const base = `${code}-COPY`;
  const taken = await sql<{ code: string }>`select lower(code) as code from salary_structures
    where partners_id = ${partnerId} and not deleted
      and (lower(code) = lower(${base}) or lower(code) like lower(${`${base.replace(/[\\%_]/g, '\\$&')}-%`}))`.execute(
    trx,
  );
  const used = new Set(taken.rows.map((row) => row.code));
  if (!used.has(base.toLowerCase())) return base;
  for (let number = 2; ; number += 1) {
    const candidate = `${base}-${number}`;
    if (!used.has(candidate.toLowerCase())) return candidate;
  }
}
