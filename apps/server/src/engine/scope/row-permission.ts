import { compile, ExprError, type Node } from '@muster/expr';
import type { BusinessEnv, FieldDefinition, FolderDefinition } from '@muster/protocol';
import { type RawBuilder, sql } from 'kysely';

/** What a row value is on the wire, for the types a row permission may compare. */
type ValueKind = 'text' | 'number' | 'boolean';

const kindOfFieldType: Record<string, ValueKind> = {
  text: 'text',
  textarea: 'text',
  number: 'number',
  numeric: 'number',
  float: 'number',
  int: 'number',
  dow_type: 'number',
  boolean: 'boolean',
};

/** The env keys a row permission may read, with their kinds (BusinessEnv's scalars). */
const envKinds: Record<string, ValueKind> = {
  id: 'text',
  code: 'text',
  swhandle: 'text',
  business_name: 'text',
  partners_id: 'text',
  employees_id: 'text',
  pe_partners_id: 'text',
  user_selected_partner: 'text',
  isAdmin: 'boolean',
  isAO: 'boolean',
  isRO: 'boolean',
  isHR: 'boolean',
  isDCO: 'boolean',
};

/**
 * A row permission as a plan for SQL: `constant` parts read only `env` (or a literal) and
 * are settled per request; `column` parts read one stored column of the listed row.
 */
type Operand =
  | { kind: 'constant'; valueKind: ValueKind | 'null'; read: (env: BusinessEnv) => unknown }
  | { kind: 'column'; valueKind: ValueKind; column: string };
type Condition =
  | { kind: 'truthy'; operand: Operand }
  | { kind: 'not'; condition: Condition }
  | { kind: 'and' | 'or'; left: Condition; right: Condition }
  | { kind: 'choose'; test: Condition; whenTrue: Condition; whenFalse: Condition }
  | { kind: 'equal'; left: Operand; right: Operand; negated: boolean };

/** The list condition of a row permission, over the listed table's alias, for one user's env. */
export type RowPermissionSql = (alias: string, env: BusinessEnv) => RawBuilder<boolean>;

export type RowPermissionCompilation = { ok: true; toSql: RowPermissionSql } | { ok: false; reason: string };

class Untranslatable extends Error {}

/**
 * Turns a txn's row permission into a condition the list's SQL applies (DESIGN §6: every
 * scope inside the SQL). The language admitted is what the catalogue's row permissions
 * are written in and what SQL can decide with the evaluator's exact meaning: `row.<field>`
 * of a text, number or boolean column, `env.<key>` / `user.<key>` of a scalar, literals,
 * `==`/`!=`/`===`/`!==` between values of one kind (or null), `!`, `&&`, `||` and `?:` as
 * conditions, and a value alone for its truthiness. Anything else (calls, arithmetic,
 * ordering, references, details, `parent`, `now`) is refused with the reason, so a folder
 * whose list cannot be filtered by its permission never boots.
 */
export function compileRowPermission(
  expression: string,
  definition: FolderDefinition,
): RowPermissionCompilation {
  let ast: Node;
  try {
    ast = compile(expression).ast;
  } catch (error) {
    if (error instanceof ExprError) return { ok: false, reason: error.message };
    throw error;
  }
  const fields = new Map(definition.fields.map((field) => [field.name, field]));
  try {
    const plan = condition(ast, fields);
    return { ok: true, toSql: (alias, env) => conditionSql(plan, alias, env) };
  } catch (error) {
    if (error instanceof Untranslatable) return { ok: false, reason: error.message };
    throw error;
  }
}

function condition(node: Node, fields: ReadonlyMap<string, FieldDefinition>): Condition {
  switch (node.kind) {
    case 'unary':
      if (node.operator === '!') return { kind: 'not', condition: condition(node.argument, fields) };
      break;
    case 'logical':
      if (node.operator === '&&' || node.operator === '||')
        return {
          kind: node.operator === '&&' ? 'and' : 'or',
          left: condition(node.left, fields),
          right: condition(node.right, fields),
        };
      break;
    case 'conditional':
      return {
        kind: 'choose',
        test: condition(node.test, fields),
        whenTrue: condition(node.consequent, fields),
        whenFalse: condition(node.alternate, fields),
      };
    case 'binary':
      if (['==', '!=', '===', '!=='].includes(node.operator)) {
        const left = operand(node.left, fields);
        const right = operand(node.right, fields);
        if (left.valueKind !== 'null' && right.valueKind !== 'null' && left.valueKind !== right.valueKind)
          throw new Untranslatable(
            `'${node.operator}' compares a ${left.valueKind} with a ${right.valueKind}`,
          );
        return { kind: 'equal', left, right, negated: node.operator.startsWith('!') };
      }
      throw new Untranslatable(`operator '${node.operator}' is not applied in SQL`);
    default:
      return { kind: 'truthy', operand: operand(node, fields) };
  }
  throw new Untranslatable(`operator '${node.operator}' is not applied in SQL`);
}

function operand(node: Node, fields: ReadonlyMap<string, FieldDefinition>): Operand {
  if (node.kind === 'literal') {
    const { value } = node;
    const valueKind =
      value === null ? 'null' : typeof value === 'string' ? 'text' : (typeof value as ValueKind);
    return { kind: 'constant', valueKind, read: () => value };
  }
  if (node.kind === 'chain' && node.base.kind === 'name' && node.links.length === 1) {
    const [link] = node.links;
    const name = node.base.name;
    if (link?.kind === 'static' && name === 'row') {
      const field = fields.get(link.key);
      const valueKind = field && !field.is_multiple ? kindOfFieldType[field.type] : undefined;
      if (!field) throw new Untranslatable(`row.${link.key} is not a field of the folder`);
      if (!valueKind || field.fieldOnlyView)
        throw new Untranslatable(`row.${link.key} (${field.type}) is not a text, number or boolean column`);
      return { kind: 'column', valueKind, column: field.name };
    }
    if (link?.kind === 'static' && (name === 'env' || name === 'user')) {
      const valueKind = envKinds[link.key];
      if (!valueKind) throw new Untranslatable(`${name}.${link.key} is not a text or boolean of env`);
      const key = link.key;
      return {
        kind: 'constant',
        valueKind,
        read: (env) =>
          Object.hasOwn(env, key) ? (env as unknown as Record<string, unknown>)[key] : undefined,
      };
    }
  }
  throw new Untranslatable(`${describe(node)} is not applied in SQL`);
}

/** A part of an expression as the author wrote it, for a refusal. */
function describe(node: Node): string {
  if (node.kind === 'name') return node.name;
  if (node.kind === 'call') return `${node.helper}()`;
  if (node.kind === 'chain')
    return [
      describe(node.base),
      ...node.links.map((link) => (link.kind === 'static' ? link.key : '[…]')),
    ].join('.');
  if (node.kind === 'binary' || node.kind === 'logical' || node.kind === 'unary')
    return `operator '${node.operator}'`;
  return `an ${node.kind === 'array' ? 'array' : 'expression'}`;
}

/** JavaScript's truthiness, for the scalar values a constant may hold. */
const truthy = (value: unknown) => Boolean(value);

function conditionSql(plan: Condition, alias: string, env: BusinessEnv): RawBuilder<boolean> {
  switch (plan.kind) {
    case 'not':
      return sql<boolean>`(not ${conditionSql(plan.condition, alias, env)})`;
    case 'and':
    case 'or':
      return sql<boolean>`(${conditionSql(plan.left, alias, env)} ${sql.raw(plan.kind)} ${conditionSql(plan.right, alias, env)})`;
    case 'choose':
      return sql<boolean>`(case when ${conditionSql(plan.test, alias, env)} then ${conditionSql(plan.whenTrue, alias, env)} else ${conditionSql(plan.whenFalse, alias, env)} end)`;
    case 'truthy': {
      const { operand } = plan;
      if (operand.kind === 'constant')
        return truthy(operand.read(env)) ? sql<boolean>`true` : sql<boolean>`false`;
      const column = sql.id(alias, operand.column);
      // every condition is true or false, never SQL null, so `not` keeps JavaScript's meaning
      if (operand.valueKind === 'boolean') return sql<boolean>`coalesce(${column}, false)`;
      if (operand.valueKind === 'number') return sql<boolean>`coalesce(${column} <> 0, false)`;
      return sql<boolean>`coalesce(${column} <> '', false)`;
    }
    case 'equal': {
      const equal = equalSql(plan.left, plan.right, alias, env);
      return plan.negated ? sql<boolean>`(not ${equal})` : equal;
    }
  }
}

/** Loose and strict equality agree here: both sides are of one kind, or null (undefined reads as null). */
function equalSql(left: Operand, right: Operand, alias: string, env: BusinessEnv): RawBuilder<boolean> {
  const settled = (side: Operand & { kind: 'constant' }) => side.read(env) ?? null;
  if (left.kind === 'constant' && right.kind === 'constant')
    return settled(left) === settled(right) ? sql<boolean>`true` : sql<boolean>`false`;
  const sideSql = (side: Operand) => {
    if (side.kind === 'column') return sql.id(alias, side.column);
    const value = settled(side);
    if (value === null) return sql`null`;
    const kind =
      side.valueKind === 'null' ? (left.kind === 'column' ? left : right).valueKind : side.valueKind;
    if (kind === 'number') return sql`${value}::numeric`;
    if (kind === 'boolean') return sql`${value}::boolean`;
    return sql`${value}::text`;
  };
  return sql<boolean>`(${sideSql(left)} is not distinct from ${sideSql(right)})`;
}

/** Every list txn's row permission that cannot be applied in SQL, as boot problems. */
export function rowPermissionProblems(definitions: Iterable<FolderDefinition>): string[] {
  const problems: string[] = [];
  for (const definition of definitions)
    for (const txn of definition.txns) {
      const rule = txn.permission.row;
      if (txn.op !== 'R' || !rule) continue;
      const compiled = compileRowPermission(rule, definition);
      if (!compiled.ok)
        problems.push(
          `${definition.name}.${txn.name}: row permission '${rule}' cannot be applied inside the list's SQL: ${compiled.reason}`,
        );
    }
  return problems;
}
