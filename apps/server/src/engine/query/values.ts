import { type FilterOperator, idSchema, isoInstantSchema } from '@muster/protocol';
import { type RawBuilder, sql } from 'kysely';
import { z } from 'zod';
import type { ValueGuard, ValueStep } from './paths.js';

/** How a stored value compares: which operators apply and how a filter value is checked and cast. */
type ValueKind =
  | 'text'
  | 'number'
  | 'integer'
  | 'boolean'
  | 'instant'
  | 'uuid'
  | 'uuids'
  | 'instantRange'
  | 'minuteRange'
  | 'loctext'
  | 'json';

export function valueKind(step: ValueStep): ValueKind {
  if (step.locale || step.jsonPath) return 'text';
  switch (step.columnType) {
    case 'text':
      return 'text';
    case 'numeric':
      return 'number';
    case 'bigint':
    case 'smallint':
      return 'integer';
    case 'boolean':
      return 'boolean';
    case 'timestamptz':
      return 'instant';
    case 'uuid':
      return 'uuid';
    case 'uuid[]':
      return 'uuids';
    case 'tstzrange':
      return 'instantRange';
    case 'int4range':
      return 'minuteRange';
    case 'jsonb':
      return step.fieldType === 'loctext' ? 'loctext' : 'json';
  }
}

export const operatorsByKind: Record<ValueKind, readonly FilterOperator[]> = {
  text: ['=', '!=', 'ilike', 'in'],
  number: ['=', '!=', 'between', 'in'],
  integer: ['=', '!=', 'between', 'in'],
  boolean: ['=', '!='],
  instant: ['=', '!=', 'between', 'in'],
  uuid: ['=', '!=', 'in'],
  uuids: ['=', '!=', 'in'],
  instantRange: ['between'],
  minuteRange: ['between'],
  loctext: ['ilike'],
  json: [],
};

/** One compared value of each kind; `uuids` compares its elements, ranges their bounds. */
export const scalarSchemas: Record<ValueKind, z.ZodType> = {
  text: z.string().max(1000),
  number: z.number().refine(Number.isFinite, 'must be a finite number'),
  integer: z.number().int().min(Number.MIN_SAFE_INTEGER).max(Number.MAX_SAFE_INTEGER),
  boolean: z.boolean(),
  instant: isoInstantSchema,
  uuid: idSchema,
  uuids: idSchema,
  instantRange: isoInstantSchema,
  minuteRange: z.number().int().min(0).max(2880),
  loctext: z.string().max(1000),
  json: z.never(),
};

export const castTypes: Record<ValueKind, string> = {
  text: 'text',
  number: 'numeric',
  integer: 'bigint',
  boolean: 'boolean',
  instant: 'timestamptz',
  uuid: 'uuid',
  uuids: 'uuid',
  instantRange: 'timestamptz',
  minuteRange: 'int4',
  loctext: 'text',
  json: 'text',
};

/** A parameter cast to the kind's SQL type; the type name comes from the closed list above. */
export const typedParameter = (kind: ValueKind, value: unknown): RawBuilder<unknown> =>
  sql`${value}::${sql.raw(castTypes[kind])}`;
export const typedArrayParameter = (kind: ValueKind, values: unknown[]): RawBuilder<unknown> =>
  sql`${values}::${sql.raw(castTypes[kind])}[]`;

/** A value of the step's row, null where the reader may not read it (its guard fails). */
export const guardedSql = (
  alias: string,
  step: ValueStep,
  value: RawBuilder<unknown>,
): RawBuilder<unknown> => (step.guard ? sql`case when ${step.guard(alias)} then ${value} end` : value);

/** The ids a reference holds (one or an array), null where the reader may not follow it. */
export const referenceSql = (
  alias: string,
  step: { column: string; guard?: ValueGuard },
): RawBuilder<unknown> =>
  step.guard
    ? sql`case when ${step.guard(alias)} then ${sql.id(alias, step.column)} end`
    : sql.id(alias, step.column);

/** The column a step reads, as a SQL value: a loctext language or a json key as text. */
export function valueSql(alias: string, step: ValueStep): RawBuilder<unknown> {
  const column = sql.id(alias, step.column);
  if (step.locale) return guardedSql(alias, step, sql`${column} ->> ${sql.lit(step.locale)}`);
  if (step.jsonPath) return guardedSql(alias, step, sql`${column} #>> ${step.jsonPath}::text[]`);
  return guardedSql(alias, step, column);
}

const isoText = (value: RawBuilder<unknown>) =>
  sql`to_char(${value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * A stored value as its wire value (DESIGN §4), built in SQL so PGlite and PostgreSQL
 * answer alike: instants as UTC ISO strings, `[start, end)` instant pairs, minute pairs.
 */
export function wireSql(alias: string, step: ValueStep): RawBuilder<unknown> {
  return guardedSql(alias, step, unguardedWireSql(alias, step));
}

function unguardedWireSql(alias: string, step: ValueStep): RawBuilder<unknown> {
  const column = sql.id(alias, step.column);
  if (step.locale) return sql`${column} -> ${sql.lit(step.locale)}`;
  switch (step.columnType) {
    case 'timestamptz':
      return isoText(column);
    case 'tstzrange':
      return sql`case when ${column} is null or isempty(${column}) then null else json_build_array(
        case when lower_inf(${column}) then null else ${isoText(sql`lower(${column})`)} end,
        case when upper_inf(${column}) then null else ${isoText(sql`upper(${column})`)} end) end`;
    case 'int4range':
      return sql`case when ${column} is null or isempty(${column}) then null
        else json_build_array(lower(${column}), upper(${column})) end`;
    default:
      return column;
  }
}
