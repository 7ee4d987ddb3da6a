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

export async function createRow(
  trx: Db,
  target: PatchTarget,
  context: RuleContext,
  row: PatchRow,
  path: string,
): Promise<WrittenRow> {
  const { definition } = target;
  const sorted = sortData(definition.fields, row.data, path);
  const issues = [...sorted.issues, ...scopedValues(target, sorted.values, path)];
  const draft: WireRow = { ...sorted.values };
  for (const detail of detailFields(definition)) {
    const ops = sorted.details.get(detail.name) ?? [];
    draft[detail.name] = ops.map((op, index) => {
      if (op.op !== 'C')
        issues.push({ path: `${path}${detail.name}.${index}`, message: patchMessages.newRowsOnly });
      const child = sortData(detail.fields ?? [], op.data, `${path}${detail.name}.${index}.`);
      issues.push(...child.issues);
      return child.values;
    });
  }
  if (issues.length) refuse(issues);
  await resolveReferences(trx, definition, [draft]);
  const governed = new Set(['partners_id', definition.ownerField ?? '']);
  issues.push(...createdReadOnlyIssues(definition.fields, draft, undefined, context, governed, path));
  const filled = withDefaults(definition.fields, draft, undefined, context);
  for (const detail of detailFields(definition))
    filled[detail.name] = (filled[detail.name] as WireRow[]).map((child) =>
      withDefaults(detail.fields ?? [], child, filled, context),
    );
  issues.push(...ruleIssues(definition.fields, filled, undefined, context, path));
  const { columns, issues: columnIssues } = toColumns(definition.fields, filled, path);
  issues.push(...columnIssues);
  const children = childColumns(definition, filled, path, issues);
  if (issues.length) refuse(issues);
  if (!rowPermitted(target, 'C', filled, context)) throw new TxnError(patchMessages.notPermitted);
  await hashPasswords(definition.fields, columns);
  const [inserted] = await insertJsonRows(trx, definition.name, Object.keys(columns), [columns]);
  if (!inserted) throw new Error(`insert into ${definition.name} returned nothing`);
  for (const [detail, rows] of children) await insertChildren(trx, definition, detail, inserted.id, rows);
  return { op: 'C', id: inserted.id, last_modified: inserted.last_modified };
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
