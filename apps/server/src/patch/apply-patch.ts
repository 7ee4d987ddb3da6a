import { evaluateRule } from '@muster/expr';
import { childTableName, type FieldDefinition, type FolderDefinition } from '@muster/protocol';
import { type Kysely, sql } from 'kysely';
import { hashPassword } from '../auth/password.js';
import type { Catalogue } from '../catalogue/index.js';
import type { Database } from '../db/schema.js';
import { TxnError } from '../txn/types.js';
import { columnValue } from './column-value.js';
import { sortData, toColumns } from './data.js';
import { deleteDependents, findDependents } from './dependents.js';
import { insertJsonRows, softDelete, updateJsonRow } from './json-rows.js';
import { describeFieldIssues, type FieldIssue, patchMessages } from './messages.js';
import { resolveReferences } from './references.js';
import type { PatchOp, PatchRequest, PatchRow } from './request.js';
import {
  isEmpty,
  type RuleContext,
  readOnlyIssues,
  ruleIssues,
  type WireRow,
  withDefaults,
} from './rules.js';
import { scopeCondition, type WriteScope } from './scope.js';
import { readWireRows } from './stored-row.js';

type Db = Kysely<Database>;

/** What a patch row did, as the reply's record. */
export interface WrittenRow {
  op: PatchOp;
  id: string;
  /** The new stamp to send with the next update; absent for a delete. */
  last_modified?: string;
  /** Records removed with it under the delete-dependent flag. */
  dependents?: { folder: string; id: string }[];
}

export interface PatchTarget {
  catalogue: Catalogue;
  definition: FolderDefinition;
  scope: WriteScope;
  /** The row permission (permission.row) of the folder's txn for each op, when it has one. */
  rowPermission: Partial<Record<PatchOp, string>>;
}

/** Refuses the whole patch: the transaction it runs in rolls back, so nothing is written. */
function refuse(issues: FieldIssue[]): never {
  const kinds = [...new Set(issues.map((issue) => issue.message))];
  const message = kinds
    .map(
      (kind) =>
        `${kind}: ${issues
          .filter((issue) => issue.message === kind)
          .map((issue) => issue.path)
          .join(', ')}`,
    )
    .join('; ');
  throw new TxnError(message, { issues: describeFieldIssues(issues) });
}

/**
 * Applies every row of a patch in order inside `trx` (a transaction the caller owns):
 * the first refused row throws and the caller's transaction writes nothing.
 */
export async function applyPatch(trx: Db, target: PatchTarget, patch: PatchRequest): Promise<WrittenRow[]> {
  const context: RuleContext = { folder: target.definition.name, env: target.scope.env, now: new Date() };
  const written: WrittenRow[] = [];
  for (const [index, row] of patch.rows.entries()) {
    const path = `rows.${index}.`;
    if (row.op === 'C') written.push(await createRow(trx, target, context, row, path));
    else if (row.op === 'U') written.push(await updateRow(trx, target, context, row, path));
    else written.push(await deleteRow(trx, target, row, path, patch.deleteDependent));
  }
  return written;
}

const ownerFieldOf = (definition: FolderDefinition) =>
  definition.fields.find((field) => field.name === definition.ownerField);

/** Whether a reference names only records among `allowed`. */
function refersWithin(field: FieldDefinition, given: unknown, allowed: readonly string[]): boolean {
  const stored = columnValue(field, given);
  const ids = stored.ok ? [stored.value].flat() : [];
  return ids.length > 0 && ids.every((id) => allowed.includes(id as string));
}

/** The employees an owner field may name in this scope, or null when any. */
const allowedOwners = ({ scope }: PatchTarget) =>
  scope.owners === null ? null : [scope.env.employees_id, ...scope.owners];

/**
 * Puts the scope's partner, owner and creator into a new row, refusing a client value
 * outside the scope; a missing one takes the partner written for, or the user itself.
 */
function scopedValues(target: PatchTarget, values: WireRow, path: string): FieldIssue[] {
  const { definition, scope } = target;
  const issues: FieldIssue[] = [];
  const claim = (field: FieldDefinition | undefined, allowed: readonly string[] | null) => {
    if (!field || !allowed?.length) return;
    const given = values[field.name];
    if (isEmpty(given)) values[field.name] = [{ id: allowed[0] }];
    else if (!refersWithin(field, given, allowed))
      issues.push({ path: `${path}${field.name}`, message: patchMessages.notPermitted });
  };
  if (scope.partnerId !== null)
    claim(
      definition.fields.find((field) => field.name === 'partners_id'),
      [scope.partnerId],
    );
  claim(ownerFieldOf(definition), allowedOwners(target));
  for (const field of definition.fields)
    if (field.type === 'created_by') values[field.name] = [{ id: scope.env.employees_id }];
  return issues;
}

/** An update may hand a row only to an owner the user may write for. */
function ownerChangeIssues(target: PatchTarget, changes: WireRow, path: string): FieldIssue[] {
  const owner = ownerFieldOf(target.definition);
  const allowed = allowedOwners(target);
  if (!owner || !allowed || !(owner.name in changes) || refersWithin(owner, changes[owner.name], allowed))
    return [];
  return [{ path: `${path}${owner.name}`, message: patchMessages.notPermitted }];
}

function rowPermitted(target: PatchTarget, op: PatchOp, row: WireRow, context: RuleContext): boolean {
  const rule = target.rowPermission[op];
  if (!rule) return true;
  return evaluateRule(
    rule,
    { row, env: context.env, user: context.env, now: context.now },
    { folder: context.folder, field: `permission.row (${op})` },
  );
}

async function hashPasswords(fields: readonly FieldDefinition[], columns: Record<string, unknown>) {
  for (const field of fields)
    if (field.type === 'password' && typeof columns[field.name] === 'string')
      columns[field.name] = await hashPassword(columns[field.name] as string);
}

const detailFields = (definition: FolderDefinition) =>
  definition.fields.filter((field) => field.type === 'detail');

async function createRow(
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

async function insertChildren(
  trx: Db,
  definition: FolderDefinition,
  detail: FieldDefinition,
  parentId: string,
  rows: Record<string, unknown>[],
) {
  if (!rows.length) return;
  for (const columns of rows) await hashPasswords(detail.fields ?? [], columns);
  const names = [...new Set(rows.flatMap((columns) => Object.keys(columns)))];
  await insertJsonRows(
    trx,
    childTableName(definition.name, detail.name),
    [...names, 'parent_id'],
    rows.map((columns) => ({ ...columns, parent_id: parentId })),
  );
}

/** The stored row a U or D names, locked, if it exists in the writer's scope. */
async function lockStored(trx: Db, target: PatchTarget, key: string): Promise<WireRow> {
  const { definition, scope } = target;
  const [stored] = await readWireRows(
    trx,
    definition.name,
    definition.fields,
    sql`t.id = ${key} and ${scopeCondition(scope)}`,
    true,
  );
  if (!stored) throw new TxnError(patchMessages.notFound, { key });
  for (const detail of detailFields(definition))
    stored[detail.name] = await readWireRows(
      trx,
      childTableName(definition.name, detail.name),
      detail.fields ?? [],
      sql`t.parent_id = ${key} order by t.creation_date, t.id`,
    );
  return stored;
}

/** Millisecond instants, as JSON carries them; anything else never matches. */
function sameStamp(read: unknown, stored: unknown): boolean {
  if (typeof read !== 'string' || typeof stored !== 'string') return false;
  const readAt = Date.parse(read);
  return !Number.isNaN(readAt) && readAt === Date.parse(stored);
}

function checkStamp(read: unknown, stored: WireRow, path: string) {
  if (read === undefined || read === null || read === '')
    refuse([{ path: `${path}last_modified`, message: patchMessages.mandatory }]);
  if (!sameStamp(read, stored.last_modified)) throw new TxnError(patchMessages.stale, { key: stored.id });
}

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

async function updateRow(
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

async function deleteRow(
  trx: Db,
  target: PatchTarget,
  row: PatchRow,
  path: string,
  deleteDependent: boolean,
): Promise<WrittenRow> {
  const { definition, catalogue, scope } = target;
  const key = row.key as string;
  const stored = await lockStored(trx, target, key);
  if (row.data.last_modified !== undefined) checkStamp(row.data.last_modified, stored, path);
  const context: RuleContext = { folder: definition.name, env: scope.env, now: new Date() };
  await resolveReferences(trx, definition, [stored]);
  if (!rowPermitted(target, 'D', stored, context)) throw new TxnError(patchMessages.notPermitted, { key });
  let removed: { folder: string; id: string }[] = [];
  if (deleteDependent) removed = await deleteDependents(trx, catalogue, definition.name, [key]);
  else {
    const dependents = await findDependents(trx, catalogue, definition.name, [key]);
    if (dependents.length)
      throw new TxnError(patchMessages.dependents(definition.label.eng), {
        folder: definition.name,
        key,
        dependents,
      });
  }
  await softDelete(trx, definition.name, [key]);
  return { op: 'D', id: key, dependents: removed.map(({ folder, id }) => ({ folder, id })) };
}
