import {
  type FilterCondition,
  type FilterGroup,
  type FilterOperator,
  filterOperators,
} from '@muster/protocol';
import { type RawBuilder, sql } from 'kysely';
import { z } from 'zod';
import type { AliasSource } from './aliases.js';
import { QueryError, queryMessages } from './errors.js';
import { type FolderLookup, resolvePath, type Step, type TableContext, type ValueStep } from './paths.js';
import {
  operatorsByKind,
  referenceSql,
  scalarSchemas,
  typedArrayParameter,
  typedParameter,
  valueKind,
  valueSql,
} from './values.js';

const maxInValues = 1000;

/**
 * A filter group as one SQL condition. Items fold left to right: each is joined to what
 * precedes it by its own `joinop`, else by its group's, else by 'and'.
 */
export function filterSql(
  group: FilterGroup,
  from: TableContext,
  alias: string,
  lookup: FolderLookup,
  aliases: AliasSource,
): RawBuilder<boolean> | null {
  let result: RawBuilder<boolean> | null = null;
  for (const item of group.filterInput) {
    const condition =
      'filterInput' in item
        ? filterSql(item, from, alias, lookup, aliases)
        : conditionSql(item, from, alias, lookup, aliases);
    if (!condition) continue;
    const joinop = ('path' in item ? item.joinop : undefined) ?? group.joinop ?? 'and';
    result =
      result === null
        ? condition
        : joinop === 'or'
          ? sql`(${result} or ${condition})`
          : sql`(${result} and ${condition})`;
  }
  return result;
}

function conditionSql(
  condition: FilterCondition,
  from: TableContext,
  alias: string,
  lookup: FolderLookup,
  aliases: AliasSource,
): RawBuilder<boolean> {
  if (!filterOperators.some((operator) => operator === condition.operator))
    throw new QueryError(queryMessages.unknownOperator, condition.operator);
  const operator = condition.operator as FilterOperator;
  const step = resolvePath(from, condition.path, lookup);
  // '!=' holds where '=' does not, empty values and rows with no related row included
  if (operator === '!=') {
    const equal = stepSql(step, { ...condition, operator: '=' }, alias, aliases);
    return sql`not coalesce(${equal}, false)`;
  }
  return stepSql(step, { ...condition, operator }, alias, aliases);
}

type TypedCondition = FilterCondition & { operator: Exclude<FilterOperator, '!='> };

/** A condition down a path: references and details become EXISTS over their rows. */
function stepSql(
  step: Step,
  condition: TypedCondition,
  alias: string,
  aliases: AliasSource,
): RawBuilder<boolean> {
  switch (step.kind) {
    case 'value':
      return valueConditionSql(step, condition, alias);
    case 'virtual':
      throw new QueryError(queryMessages.operatorNotApplicable, `${condition.path} ${condition.operator}`);
    case 'reference': {
      if (!step.rest) {
        const idStep: ValueStep = {
          kind: 'value',
          column: step.column,
          columnType: step.multiple ? 'uuid[]' : 'uuid',
          fieldType: 'docpicker',
          ...(step.guard ? { guard: step.guard } : {}),
        };
        return valueConditionSql(idStep, condition, alias);
      }
      const inner = aliases.next();
      const ids = referenceSql(alias, step);
      const link = step.multiple
        ? sql`${sql.id(inner, 'id')} = any(${ids})`
        : sql`${sql.id(inner, 'id')} = ${ids}`;
      return sql`exists (select 1 from ${sql.table(step.target.table)} as ${sql.id(inner)}
        where ${link} and ${stepSql(step.rest, condition, inner, aliases)})`;
    }
    case 'detail': {
      if (!step.rest)
        throw new QueryError(queryMessages.operatorNotApplicable, `${condition.path} ${condition.operator}`);
      const inner = aliases.next();
      return sql`exists (select 1 from ${sql.table(step.child.table)} as ${sql.id(inner)}
        where ${sql.id(inner, 'parent_id')} = ${sql.id(alias, 'id')} and not ${sql.id(inner, 'deleted')}
        and ${stepSql(step.rest, condition, inner, aliases)})`;
    }
  }
}

function valueConditionSql(step: ValueStep, condition: TypedCondition, alias: string): RawBuilder<boolean> {
  const kind = valueKind(step);
  const { path, operator } = condition;
  if (!operatorsByKind[kind].includes(operator))
    throw new QueryError(queryMessages.operatorNotApplicable, `${path} ${operator}`);
  const column = valueSql(alias, step);
  const scalar = scalarSchemas[kind];
  const parse = (schema: z.ZodType, value: unknown) => {
    const parsed = schema.safeParse(value);
    if (!parsed.success)
      throw new QueryError(
        queryMessages.invalidValue,
        `${path} ${operator} ${parsed.error.issues[0]?.message ?? ''}`.trim(),
      );
    return parsed.data;
  };
  switch (operator) {
    case '=': {
      if (condition.value === null) return sql`${column} is null`;
      const value = parse(scalar, condition.value);
      return kind === 'uuids'
        ? sql`${typedParameter(kind, value)} = any(${column})`
        : sql`${column} = ${typedParameter(kind, value)}`;
    }
    case 'in': {
      const values = parse(z.array(scalar).min(1).max(maxInValues), condition.value) as unknown[];
      return kind === 'uuids'
        ? sql`${column} && ${typedArrayParameter(kind, values)}`
        : sql`${column} = any(${typedArrayParameter(kind, values)})`;
    }
    case 'ilike': {
      const text = parse(scalar, condition.value) as string;
      const pattern = `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
      return kind === 'loctext'
        ? sql`exists (select 1 from jsonb_each_text(${column}) as language where language.value ilike ${pattern})`
        : sql`${column} ilike ${pattern}`;
    }
    case 'between': {
      const [low, high] = parse(z.tuple([scalar.nullable(), scalar.nullable()]), condition.value) as [
        unknown,
        unknown,
      ];
      if (kind === 'instantRange')
        return sql`${column} && tstzrange(${low}::timestamptz, ${high}::timestamptz, '[)')`;
      if (kind === 'minuteRange') return sql`${column} && int4range(${low}::int4, ${high}::int4, '[)')`;
      // instants are half-open like the periods they come from (a month: [1st, next 1st)); numbers inclusive
      const upper = kind === 'instant' ? sql`<` : sql`<=`;
      const conditions = [
        ...(low === null ? [] : [sql`${column} >= ${typedParameter(kind, low)}`]),
        ...(high === null ? [] : [sql`${column} ${upper} ${typedParameter(kind, high)}`]),
      ];
      return conditions.length ? sql`(${sql.join(conditions, sql` and `)})` : sql`${column} is not null`;
    }
  }
}
