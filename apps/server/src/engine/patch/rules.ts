import { evaluateRule, evaluateValue, prepareData } from '@muster/expr';
import { type BusinessEnv, type FieldDefinition, fieldType } from '@muster/protocol';
import { columnValue } from './column-value.js';
import { type FieldIssue, patchMessages } from './messages.js';

/** A row as rules see it: wire values, references as `[{id, …}]`, details as lists of rows. */
export type WireRow = Record<string, unknown>;

export interface RuleContext {
  folder: string;
  env: BusinessEnv;
  now: Date;
}

/** A folder's field lists live as long as its definition: rows of a bulk upload share them. */
const writableOf = new WeakMap<readonly FieldDefinition[], FieldDefinition[]>();

/** Fields a generic write stores or nests: form-only inputs and drawn-only types are neither. */
export function writableFields(fields: readonly FieldDefinition[]): FieldDefinition[] {
  let writable = writableOf.get(fields);
  if (!writable) {
    writable = fields.filter(
      (field) => !field.fieldOnlyView && fieldType(field.type).storage.kind !== 'virtual',
    );
    writableOf.set(fields, writable);
  }
  return writable;
}

/** What a row's rules read. */
type RuleScope = Record<string, unknown>;

const scopeOf = (row: WireRow, parent: WireRow | undefined, context: RuleContext): RuleScope => ({
  row,
  parent,
  env: context.env,
  user: context.env,
  now: context.now,
});

const preparedEnvs = new WeakMap<RuleContext, unknown>();

/**
 * The scope of a row that does not change while its rules run, prepared once (expr README
 * "Prepared data"): every field's rules then read it with plain loads. The request's env is
 * prepared once per context. Data prepareData refuses (nothing JSON or the database makes)
 * is left raw, where the evaluator refuses the same reads.
 */
function rowScope(row: WireRow, parent: WireRow | undefined, context: RuleContext): RuleScope {
  try {
    let env = preparedEnvs.get(context);
    if (env === undefined) {
      env = prepareData(context.env);
      preparedEnvs.set(context, env);
    }
    return prepareData({ row, parent, env, user: env, now: context.now });
  } catch {
    return scopeOf(row, parent, context);
  }
}

/**
 * A row's scope prepared on its first rule only: most fields of most rows run none (a value
 * given needs no mandatory rule), and preparing copies the row.
 */
function lazyRowScope(row: WireRow, parent: WireRow | undefined, context: RuleContext): () => RuleScope {
  let scope: RuleScope | undefined;
  return () => {
    scope ??= rowScope(row, parent, context);
    return scope;
  };
}

/** A rule of a field over its row's scope; a rule that fails to evaluate counts as false. */
function fieldRule(
  expression: string | undefined,
  field: FieldDefinition,
  scope: () => RuleScope,
  context: RuleContext,
): boolean {
  if (!expression) return false;
  return evaluateRule(expression, scope(), { folder: context.folder, field: field.name });
}

/**
 * Fills each missing value of a new row from its field's default_value. A field the user
 * cannot edit (readonly_expr holds) and that has a default always takes the default:
 * a new leave starts 'created' whatever the client sent.
 */
export function withDefaults(
  fields: readonly FieldDefinition[],
  row: WireRow,
  parent: WireRow | undefined,
  context: RuleContext,
): WireRow {
  const filled: WireRow = { ...row };
  for (const field of fields) {
    if (!field.default_value) continue;
    const missing = isEmpty(filled[field.name]);
    if (!missing && !fieldRule(field.readonly_expr, field, () => scopeOf(filled, parent, context), context))
      continue;
    const value = evaluateValue(field.default_value, scopeOf(filled, parent, context), {
      folder: context.folder,
      field: field.name,
    });
    if (value !== undefined) filled[field.name] = value instanceof Date ? value.toISOString() : value;
  }
  return filled;
}

export function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  return Array.isArray(value) && value.length === 0;
}

/**
 * Mandatory and valid rules of every field of a row (and of its detail rows, with the
 * row as `parent`), on the row as it will be stored. A value that is absent is not
 * judged by valid_expr: only mandatory_expr asks for one.
 */
export function ruleIssues(
  fields: readonly FieldDefinition[],
  row: WireRow,
  parent: WireRow | undefined,
  context: RuleContext,
  path = '',
): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const scope = lazyRowScope(row, parent, context);
  for (const field of writableFields(fields)) {
    const value = row[field.name];
    const at = `${path}${field.name}`;
    if (isEmpty(value)) {
      if (fieldRule(field.mandatory_expr, field, scope, context))
        issues.push({ path: at, message: patchMessages.mandatory });
      continue;
    }
    // A value of the wrong type is refused once, for its type (toColumns), not again by a rule reading it.
    if (
      field.valid_expr &&
      columnValue(field, value).ok &&
      !fieldRule(field.valid_expr, field, scope, context)
    )
      issues.push({ path: at, message: patchMessages.invalid });
    if (field.type === 'detail' && Array.isArray(value))
      value.forEach((child, index) => {
        issues.push(...ruleIssues(field.fields ?? [], child as WireRow, row, context, `${at}.${index}.`));
      });
  }
  return issues;
}

/**
 * Fields an update changes although the user may not edit them: editNotAllowed, or a
 * readonly_expr holding over the stored row. Unchanged values sent back are fine.
 */
export function readOnlyIssues(
  fields: readonly FieldDefinition[],
  changes: WireRow,
  stored: WireRow,
  parent: WireRow | undefined,
  context: RuleContext,
  path = '',
): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const scope = lazyRowScope(stored, parent, context);
  for (const field of writableFields(fields)) {
    if (!(field.name in changes) || field.type === 'detail') continue;
    if (sameValue(field, changes[field.name], stored[field.name])) continue;
    const locked =
      field.editNotAllowed ||
      field.type === 'created_by' ||
      fieldRule(field.readonly_expr, field, scope, context);
    if (locked) issues.push({ path: `${path}${field.name}`, message: patchMessages.readOnly });
  }
  return issues;
}

/** Equal as stored: timestamps as instants, references by id, text ignoring emptiness. */
export function sameValue(field: FieldDefinition, left: unknown, right: unknown): boolean {
  if (field.type === 'password') return isEmpty(left);
  const a = columnValue(field, left);
  const b = columnValue(field, right);
  return a.ok && b.ok && JSON.stringify(a.value) === JSON.stringify(b.value);
}

/**
 * Values a new row brings for fields the user may not edit (readonly_expr holds and no
 * default takes their place): refused, so a create cannot set what an update could not.
 * `governed` fields are filled from the writer's scope (partner, owner) and checked there;
 * editNotAllowed fields are set once, at creation.
 */
export function createdReadOnlyIssues(
  fields: readonly FieldDefinition[],
  row: WireRow,
  parent: WireRow | undefined,
  context: RuleContext,
  governed: ReadonlySet<string>,
  path = '',
): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const scope = lazyRowScope(row, parent, context);
  for (const field of writableFields(fields)) {
    const value = row[field.name];
    if (field.type === 'detail' && Array.isArray(value)) {
      value.forEach((child, index) => {
        issues.push(
          ...createdReadOnlyIssues(
            field.fields ?? [],
            child as WireRow,
            row,
            context,
            new Set(),
            `${path}${field.name}.${index}.`,
          ),
        );
      });
      continue;
    }
    if (governed.has(field.name) || field.default_value || isEmpty(value)) continue;
    if (fieldRule(field.readonly_expr, field, scope, context))
      issues.push({ path: `${path}${field.name}`, message: patchMessages.readOnly });
  }
  return issues;
}
