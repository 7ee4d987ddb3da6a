import { evaluateRule, evaluateValue, prepareData } from '@muster/expr';
import { type BusinessEnv, type FieldDefinition, fieldType } from '@muster/protocol';
import { columnValue } from './column-value.js';
import { rowFreeValue, rowKeysRead } from './constant-rules.js';
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

/**
 * The fields of a list that one of the checks below can judge, kept per list as `writableOf`
 * is: a row's loop then visits the few fields with a rule, not every field (issue #35 item 5).
 */
function fieldsWith(
  cache: WeakMap<readonly FieldDefinition[], FieldDefinition[]>,
  fields: readonly FieldDefinition[],
  judged: (field: FieldDefinition) => boolean,
  among: (fields: readonly FieldDefinition[]) => readonly FieldDefinition[] = writableFields,
): FieldDefinition[] {
  let found = cache.get(fields);
  if (!found) {
    found = among(fields).filter(judged);
    cache.set(fields, found);
  }
  return found;
}
const defaultedOf = new WeakMap<readonly FieldDefinition[], FieldDefinition[]>();
const ruledOf = new WeakMap<readonly FieldDefinition[], FieldDefinition[]>();
const readOnlyOf = new WeakMap<readonly FieldDefinition[], FieldDefinition[]>();

/** The row keys a list's rules of one kind read (undefined: the whole row), kept per list. */
function keysReadOf(
  cache: WeakMap<readonly FieldDefinition[], ReadonlySet<string> | undefined>,
  fields: readonly FieldDefinition[],
  rules: (field: FieldDefinition) => (string | undefined)[],
): ReadonlySet<string> | undefined {
  if (!cache.has(fields))
    cache.set(
      fields,
      rowKeysRead(
        writableFields(fields).flatMap((field) => rules(field).filter((rule) => rule !== undefined)),
      ),
    );
  return cache.get(fields);
}
const ruleKeysOf = new WeakMap<readonly FieldDefinition[], ReadonlySet<string> | undefined>();
const readOnlyKeysOf = new WeakMap<readonly FieldDefinition[], ReadonlySet<string> | undefined>();
const ruleExpressions = (field: FieldDefinition) => [field.mandatory_expr, field.valid_expr];
const readOnlyExpressions = (field: FieldDefinition) => [field.readonly_expr];

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
function rowScope(
  row: WireRow,
  parent: WireRow | undefined,
  context: RuleContext,
  keys: ReadonlySet<string> | undefined,
): RuleScope {
  try {
    let env = preparedEnvs.get(context);
    if (env === undefined) {
      env = prepareData(context.env);
      preparedEnvs.set(context, env);
    }
    // only the keys the rules read are copied (issue #35 item 5: a bulk upload's every row)
    const read = keys ? projection(row, keys) : row;
    return prepareData({ row: read, parent, env, user: env, now: context.now });
  } catch {
    return scopeOf(row, parent, context);
  }
}

function projection(row: WireRow, keys: ReadonlySet<string>): WireRow {
  const read: WireRow = {};
  for (const key of keys) if (Object.hasOwn(row, key)) read[key] = row[key];
  return read;
}

/**
 * A row's scope prepared on its first rule only: most fields of most rows run none (a value
 * given needs no mandatory rule), and preparing copies the row.
 */
function lazyRowScope(
  row: WireRow,
  parent: WireRow | undefined,
  context: RuleContext,
  keys: ReadonlySet<string> | undefined,
): () => RuleScope {
  let scope: RuleScope | undefined;
  return () => {
    scope ??= rowScope(row, parent, context, keys);
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
  const once = rowFreeValue(expression, context, () => scopeOf({}, undefined, context));
  if (once.computed) return Boolean(once.value);
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
  for (const field of fieldsWith(
    defaultedOf,
    fields,
    (candidate) => Boolean(candidate.default_value),
    (all) => all, // a default fills any field a row misses, as a form's does
  )) {
    const expression = field.default_value as string;
    const missing = isEmpty(filled[field.name]);
    if (!missing && !fieldRule(field.readonly_expr, field, () => scopeOf(filled, parent, context), context))
      continue;
    const once = rowFreeValue(expression, context, () => scopeOf(filled, parent, context));
    const value = once.computed
      ? once.value
      : evaluateValue(expression, scopeOf(filled, parent, context), {
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
  const scope = lazyRowScope(row, parent, context, keysReadOf(ruleKeysOf, fields, ruleExpressions));
  const ruled = fieldsWith(
    ruledOf,
    fields,
    (field) => Boolean(field.mandatory_expr || field.valid_expr) || field.type === 'detail',
  );
  for (const field of ruled) {
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
  const scope = lazyRowScope(
    stored,
    parent,
    context,
    keysReadOf(readOnlyKeysOf, fields, readOnlyExpressions),
  );
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
  const scope = lazyRowScope(row, parent, context, keysReadOf(readOnlyKeysOf, fields, readOnlyExpressions));
  const judged = fieldsWith(
    readOnlyOf,
    fields,
    (field) => field.type === 'detail' || Boolean(field.readonly_expr && !field.default_value),
  );
  for (const field of judged) {
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
