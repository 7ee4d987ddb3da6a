import { dependencies } from '@muster/expr';
import { type FieldDefinition, type FolderDefinition, referencedFolder } from '@muster/protocol';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../platform/db/schema.js';
import type { WireRow } from './rules.js';

const readByRules = new WeakMap<FolderDefinition, Set<string>>();

/**
 * Reference fields whose referenced record a rule of the folder reads (`row.att_type[0].code`):
 * only those are fetched before rules run, so a write reads no more than its rules need.
 */
function referencesReadByRules(definition: FolderDefinition): Set<string> {
  const cached = readByRules.get(definition);
  if (cached) return cached;
  const sources: string[] = [];
  const collect = (fields: readonly FieldDefinition[]) => {
    for (const field of fields) {
      for (const rule of [field.mandatory_expr, field.valid_expr, field.readonly_expr, field.default_value])
        if (rule) sources.push(rule);
      if (field.fields) collect(field.fields);
    }
  };
  collect(definition.fields);
  for (const txn of definition.txns) if (txn.permission.row) sources.push(txn.permission.row);
  const names = new Set<string>();
  for (const source of sources)
    for (const path of dependencies(source)) {
      const [scope, name] = path.split('.');
      if ((scope === 'row' || scope === 'parent') && name) names.add(name);
    }
  readByRules.set(definition, names);
  return names;
}

interface Slot {
  row: WireRow;
  field: FieldDefinition;
}

/**
 * Replaces `[{id}]` in the rows (and their detail rows) with the referenced records,
 * for the references the folder's rules read; one query per referenced folder.
 */
export async function resolveReferences(
  db: Kysely<Database>,
  definition: FolderDefinition,
  rows: readonly WireRow[],
): Promise<void> {
  const wanted = referencesReadByRules(definition);
  if (!wanted.size) return;
  const slots: Slot[] = [];
  const visit = (fields: readonly FieldDefinition[], row: WireRow) => {
    for (const field of fields) {
      const value = row[field.name];
      if (field.type === 'detail' && Array.isArray(value))
        for (const child of value) visit(field.fields ?? [], child as WireRow);
      else if (wanted.has(field.name) && referencedFolder(field) && Array.isArray(value))
        slots.push({ row, field });
    }
  };
  for (const row of rows) visit(definition.fields, row);
  const idsByFolder = new Map<string, Set<string>>();
  for (const { row, field } of slots) {
    const folder = referencedFolder(field) as string;
    const ids = idsByFolder.get(folder) ?? new Set<string>();
    for (const item of row[field.name] as { id: string }[]) ids.add(item.id);
    idsByFolder.set(folder, ids);
  }
  const records = new Map<string, Record<string, unknown>>();
  for (const [folder, ids] of idsByFolder) {
    const found = await sql<{ record: Record<string, unknown> }>`
      select to_jsonb(t) - 'password' as record from ${sql.table(folder)} as t
      where t.id = any(${[...ids]}::uuid[])`.execute(db);
    for (const { record } of found.rows) records.set(record.id as string, record);
  }
  for (const { row, field } of slots)
    row[field.name] = (row[field.name] as { id: string }[]).map((item) => records.get(item.id) ?? item);
}
