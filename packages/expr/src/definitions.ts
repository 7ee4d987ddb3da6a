import { compile } from './compile.js';
import { ExprError } from './errors.js';

/**
 * The parts of a folder definition that hold expressions. A structural view of protocol's
 * schema, so any parsed definition fits; every string listed here is an expression, literal
 * defaults included (`'created'`, `0`, `now`).
 */
export interface FolderExpressions {
  readonly name: string;
  readonly visibleExpr?: unknown;
  readonly fields?: readonly FieldExpressions[];
  readonly txns?: readonly TxnExpressions[];
}

export interface FieldExpressions {
  readonly name: string;
  readonly visible_expr?: unknown;
  readonly mandatory_expr?: unknown;
  readonly readonly_expr?: unknown;
  readonly valid_expr?: unknown;
  readonly default_value?: unknown;
  readonly format_expr?: unknown;
  readonly filters?: readonly { readonly value?: unknown }[];
  readonly permissions?: { readonly read?: unknown; readonly write?: unknown };
  /** Child fields of a detail field. */
  readonly fields?: readonly FieldExpressions[];
}

export interface TxnExpressions {
  readonly name: string;
  readonly permission?: { readonly env?: unknown; readonly row?: unknown };
}

export interface ExpressionProblem {
  readonly folder: string;
  /** The field's path (`leave_days.leave_period` inside a detail), or null for the folder and its txns. */
  readonly field: string | null;
  /** Where the expression sits: `mandatory_expr`, `filters[0].value`, `txns.txn_leaves_create.permission.env`… */
  readonly key: string;
  readonly expression: string;
  readonly message: string;
}

const FIELD_KEYS = [
  'visible_expr',
  'mandatory_expr',
  'readonly_expr',
  'valid_expr',
  'default_value',
  'format_expr',
] as const satisfies readonly (keyof FieldExpressions)[];

/**
 * Compiles every expression of a folder definition and returns all the problems found (an
 * empty list when every one compiles), for the server at boot and the engine at load.
 */
export function checkFolderExpressions(definition: FolderExpressions): ExpressionProblem[] {
  const problems: ExpressionProblem[] = [];
  const folder = definition.name;
  const visit = (field: string | null, key: string, value: unknown): void => {
    if (value === undefined || value === null) return;
    const problem = compileProblem(value);
    if (problem !== undefined) {
      const expression = typeof value === 'string' ? value : JSON.stringify(value);
      problems.push({ folder, field, key, expression, message: problem });
    }
  };
  visit(null, 'visibleExpr', definition.visibleExpr);
  const visitFields = (fields: readonly FieldExpressions[] | undefined, parent: string): void => {
    for (const field of fields ?? []) {
      const path = parent === '' ? field.name : `${parent}.${field.name}`;
      for (const key of FIELD_KEYS) visit(path, key, field[key]);
      for (const [index, filter] of (field.filters ?? []).entries()) {
        visit(path, `filters[${index}].value`, filter.value);
      }
      visit(path, 'permissions.read', field.permissions?.read);
      visit(path, 'permissions.write', field.permissions?.write);
      visitFields(field.fields, path);
    }
  };
  visitFields(definition.fields, '');
  for (const txn of definition.txns ?? []) {
    visit(null, `txns.${txn.name}.permission.env`, txn.permission?.env);
    visit(null, `txns.${txn.name}.permission.row`, txn.permission?.row);
  }
  return problems;
}

function compileProblem(value: unknown): string | undefined {
  if (typeof value !== 'string') return 'An expression must be written as a string';
  try {
    compile(value);
    return undefined;
  } catch (error) {
    if (error instanceof ExprError) return error.message;
    throw error;
  }
}
