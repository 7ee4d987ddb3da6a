import type { FieldDefinition, FolderDefinition } from '@muster/protocol';
import { TxnError } from '../../platform/refusal.js';
import { sortData, toColumns } from './data.js';
import { insertJsonRows } from './json-rows.js';
import { type FieldIssue, patchMessages } from './messages.js';
import { resolveReferences } from './references.js';
import type { PatchRow } from './request.js';
import { scopedValues } from './row-scope.js';
import { createdReadOnlyIssues, type RuleContext, ruleIssues, type WireRow, withDefaults } from './rules.js';
import {
  type Db,
  detailFields,
  hashPasswords,
  insertChildren,
  type PatchTarget,
  refuse,
  rowPermitted,
  type WrittenRow,
} from './target.js';

/** A new row that passed every rule of its folder: the columns to insert and its details' rows. */
export interface CheckedCreate {
  columns: Record<string, unknown>;
  children: Map<FieldDefinition, Record<string, unknown>[]>;
}

/** What checking a new row found: the row ready to insert, its field issues, or a row permission refusal. */
export type CreateCheck =
  | { ok: true; row: CheckedCreate }
  | { ok: false; issues: FieldIssue[] }
  | { ok: false; notPermitted: true };

/**
 * Checks new rows by the folder's rules, as a form save does (types, scope, mandatory,
 * valid and read-only rules, the create txn's row permission), without writing: one answer
 * per row, in order. The references the rules read are fetched once for all the rows.
 */
export async function checkCreates(
  trx: Db,
  target: PatchTarget,
  context: RuleContext,
  rows: readonly { row: PatchRow; path: string }[],
): Promise<CreateCheck[]> {
  const { definition } = target;
  const drafts = rows.map(({ row, path }) => draftOf(target, row, path));
  await resolveReferences(
    trx,
    definition,
    drafts.filter((draft) => !draft.issues.length).map((draft) => draft.values),
  );
  return drafts.map(({ values, issues }, index): CreateCheck => {
    if (issues.length) return { ok: false, issues };
    const path = rows[index]?.path ?? '';
    const governed = new Set(['partners_id', definition.ownerField ?? '']);
    issues.push(...createdReadOnlyIssues(definition.fields, values, undefined, context, governed, path));
    const filled = withDefaults(definition.fields, values, undefined, context);
    for (const detail of detailFields(definition))
      filled[detail.name] = (filled[detail.name] as WireRow[]).map((child) =>
        withDefaults(detail.fields ?? [], child, filled, context),
      );
    issues.push(...ruleIssues(definition.fields, filled, undefined, context, path));
    const { columns, issues: columnIssues } = toColumns(definition.fields, filled, path);
    issues.push(...columnIssues);
    const children = childColumns(definition, filled, path, issues);
    if (issues.length) return { ok: false, issues };
    if (!rowPermitted(target, 'C', filled, context)) return { ok: false, notPermitted: true };
    return { ok: true, row: { columns, children } };
  });
}

/** A new row's values sorted by its fields, with the scope's partner, owner and creator put in. */
function draftOf(
  target: PatchTarget,
  row: PatchRow,
  path: string,
): { values: WireRow; issues: FieldIssue[] } {
  const { definition } = target;
  const sorted = sortData(definition.fields, row.data, path);
  const issues = [...sorted.issues, ...scopedValues(target, sorted.values, path)];
  const values: WireRow = { ...sorted.values };
  for (const detail of detailFields(definition)) {
    const ops = sorted.details.get(detail.name) ?? [];
    values[detail.name] = ops.map((op, index) => {
      if (op.op !== 'C')
        issues.push({ path: `${path}${detail.name}.${index}`, message: patchMessages.newRowsOnly });
      const child = sortData(detail.fields ?? [], op.data, `${path}${detail.name}.${index}.`);
      issues.push(...child.issues);
      return child.values;
    });
  }
  return { values, issues };
}

/**
 * Inserts checked rows in their order with as few statements as their shapes allow: rows
 * naming the same columns go in one multi-row insert (a column a row leaves out takes its
 * default, which one statement could not give it beside rows that set it).
 */
export async function insertCreates(
  trx: Db,
  definition: FolderDefinition,
  rows: readonly CheckedCreate[],
): Promise<WrittenRow[]> {
  for (const { columns } of rows) await hashPasswords(definition.fields, columns);
  const written: WrittenRow[] = new Array(rows.length);
  const byShape = new Map<string, number[]>();
  rows.forEach(({ columns }, index) => {
    const shape = Object.keys(columns).sort().join(',');
    const indexes = byShape.get(shape);
    if (indexes) indexes.push(index);
    else byShape.set(shape, [index]);
  });
  for (const [shape, indexes] of byShape) {
    const inserted = await insertJsonRows(
      trx,
      definition.name,
      shape ? shape.split(',') : [],
      indexes.map((index) => rows[index]?.columns ?? {}),
    );
    if (inserted.length !== indexes.length) throw new Error(`insert into ${definition.name} lost rows`);
    for (const [position, index] of indexes.entries()) {
      const row = inserted[position] as { id: string; last_modified: string };
      written[index] = { op: 'C', id: row.id, last_modified: row.last_modified };
    }
  }
  for (const [index, { children }] of rows.entries())
    for (const [detail, childRows] of children)
      await insertChildren(trx, definition, detail, (written[index] as WrittenRow).id, childRows);
  return written;
}

/** Creates rows of a patch: the first row refused refuses them all (the caller's transaction writes nothing). */
export async function createRows(
  trx: Db,
  target: PatchTarget,
  context: RuleContext,
  rows: readonly { row: PatchRow; path: string }[],
): Promise<WrittenRow[]> {
  const checked: CheckedCreate[] = [];
  for (const check of await checkCreates(trx, target, context, rows)) {
    if (!check.ok) {
      if ('notPermitted' in check) throw new TxnError(patchMessages.notPermitted);
      refuse(check.issues);
    }
    checked.push(check.row);
  }
  await target.insertsAfter;
  return insertCreates(trx, target.definition, checked);
}

/** The column values of each detail's new rows, their problems added to `issues`. */
function childColumns(definition: FolderDefinition, row: WireRow, path: string, issues: FieldIssue[]) {
  const children = new Map<FieldDefinition, Record<string, unknown>[]>();
  for (const detail of detailFields(definition)) {
    const rows = (row[detail.name] as WireRow[] | undefined) ?? [];
    children.set(
      detail,
      rows.map((child, index) => {
        const converted = toColumns(detail.fields ?? [], child, `${path}${detail.name}.${index}.`);
        issues.push(...converted.issues);
        return converted.columns;
      }),
    );
  }
  return children;
}
