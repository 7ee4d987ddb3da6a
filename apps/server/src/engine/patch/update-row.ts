import { childTableName, type FieldDefinition } from '@muster/protocol';
import { sql } from 'kysely';
import { TxnError } from '../../platform/refusal.js';
import { sortData, toColumns } from './data.js';
import { updateJsonRow } from './json-rows.js';
import { type FieldIssue, patchMessages } from './messages.js';
import { resolveReferences } from './references.js';
import type { PatchRow } from './request.js';
import { ownerChangeIssues } from './row-scope.js';
import { type RuleContext, readOnlyIssues, ruleIssues, type WireRow, withDefaults } from './rules.js';
import {
  checkStamp,
  type Db,
  detailFields,
  hashPasswords,
  insertChildren,
  lockStored,
  type PatchTarget,
  refuse,
  rowPermitted,
  type WrittenRow,
} from './target.js';

interface ChildChanges {
  detail: FieldDefinition;
  created: WireRow[];
  updated: { id: string; values: WireRow }[];
  deleted: string[];
}

/** Applies a detail's ops to its stored rows: the merged list rules see, and what to write. */
function mergeDetail(
  detail: FieldDefinition,
  ops: PatchRow[],
  storedRows: WireRow[],
  parent: WireRow,
  context: RuleContext,
  path: string,
  issues: FieldIssue[],
): { merged: WireRow[]; changes: ChildChanges } {
  const fields = detail.fields ?? [];
  const changes: ChildChanges = { detail, created: [], updated: [], deleted: [] };
  let merged = [...storedRows];
  ops.forEach((op, index) => {
    const at = `${path}${detail.name}.${index}.`;
    const sorted = sortData(fields, op.data, at);
    issues.push(...sorted.issues);
    if (op.op === 'C') {
      const created = withDefaults(fields, sorted.values, parent, context);
      changes.created.push(created);
      merged.push(created);
      return;
    }
    const stored = storedRows.find((child) => child.id === op.key);
    if (!stored) {
      issues.push({ path: at.slice(0, -1), message: patchMessages.notFound });
      return;
    }
    if (op.op === 'D') {
      changes.deleted.push(stored.id as string);
      merged = merged.filter((child) => child.id !== stored.id);
      return;
    }
    issues.push(...readOnlyIssues(fields, sorted.values, stored, parent, context, at));
    changes.updated.push({ id: stored.id as string, values: sorted.values });
    merged = merged.map((child) => (child.id === stored.id ? { ...stored, ...sorted.values } : child));
  });
  return { merged, changes };
}

export async function updateRow(
  trx: Db,
  target: PatchTarget,
  context: RuleContext,
  row: PatchRow,
  path: string,
): Promise<WrittenRow> {
  const { definition } = target;
  const key = row.key as string;
  const stored = await lockStored(trx, target, key);
  const sorted = sortData(definition.fields, row.data, path);
  checkStamp(sorted.readStamp, stored, path);
  const issues = [...sorted.issues, ...ownerChangeIssues(target, sorted.values, path)];
  const merged: WireRow = { ...stored, ...sorted.values };
  const childChanges: ChildChanges[] = [];
  for (const detail of detailFields(definition)) {
    const ops = sorted.details.get(detail.name);
    if (!ops) continue;
    const { merged: rows, changes } = mergeDetail(
      detail,
      ops,
      stored[detail.name] as WireRow[],
      merged,
      context,
      path,
      issues,
    );
    merged[detail.name] = rows;
    childChanges.push(changes);
  }
  if (issues.length) refuse(issues);
  await resolveReferences(trx, definition, [stored, merged]);
  if (!rowPermitted(target, 'U', stored, context)) throw new TxnError(patchMessages.notPermitted, { key });
  issues.push(...readOnlyIssues(definition.fields, sorted.values, stored, undefined, context, path));
  issues.push(...ruleIssues(definition.fields, merged, undefined, context, path));
  const { columns, issues: columnIssues } = toColumns(definition.fields, sorted.values, path);
  issues.push(...columnIssues);
  const childWrites = childChanges.map((changes) => ({
    changes,
    created: changes.created.map((child, index) => {
      const converted = toColumns(
        changes.detail.fields ?? [],
        child,
        `${path}${changes.detail.name}.new${index}.`,
      );
      issues.push(...converted.issues);
      return converted.columns;
    }),
    updated: changes.updated.map(({ id, values }) => {
      const converted = toColumns(
        changes.detail.fields ?? [],
        values,
        `${path}${changes.detail.name}.${id}.`,
      );
      issues.push(...converted.issues);
      return { id, columns: converted.columns };
    }),
  }));
  if (issues.length) refuse(issues);
  await hashPasswords(definition.fields, columns);
  const lastModified = await updateJsonRow(trx, definition.name, key, columns);
  for (const { changes, created, updated } of childWrites) {
    const table = childTableName(definition.name, changes.detail.name);
    if (changes.deleted.length)
      await sql`delete from ${sql.table(table)} where parent_id = ${key} and id = any(${changes.deleted}::uuid[])`.execute(
        trx,
      );
    for (const { id, columns: childColumns } of updated) {
      await hashPasswords(changes.detail.fields ?? [], childColumns);
      await updateJsonRow(trx, table, id, childColumns);
    }
    await insertChildren(trx, definition, changes.detail, key, created);
  }
  return { op: 'U', id: key, last_modified: lastModified };
}
