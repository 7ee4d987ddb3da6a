import {
  childTableName,
  columnTypeOf,
  type FieldDefinition,
  type FolderDefinition,
  locales,
  type PgColumnType,
  referencedFolder,
} from '@muster/protocol';
import type { RawBuilder } from 'kysely';
import { QueryError, queryMessages } from './errors.js';

export type FolderLookup = (name: string) => FolderDefinition | undefined;

/** When a row's value may be read, over the row's table alias (a field the reader may not read everywhere). */
export type ValueGuard = (alias: string) => RawBuilder<boolean>;
/** The guard of each field of a table for the reader, or null when whoever sees the row reads it. */
export type FieldAccess = (table: string, field: string) => ValueGuard | null;

/** A table and the fields its rows have: a folder's, or a detail's child table. */
export interface TableContext {
  table: string;
  fields: readonly FieldDefinition[];
  /** The reader's field access, carried to every table a path reaches. */
  access?: FieldAccess | undefined;
}

/** What a path ends on: a stored value, read whole or by a loctext language or json keys. */
export interface ValueStep {
  kind: 'value';
  column: string;
  columnType: PgColumnType;
  /** The field type, or null for the implicit columns. */
  fieldType: FieldDefinition['type'] | null;
  locale?: string;
  jsonPath?: string[];
  /** Where the value may be read; elsewhere it reads as null (values.ts). */
  guard?: ValueGuard;
}
export interface ReferenceStep {
  kind: 'reference';
  column: string;
  multiple: boolean;
  /** Where the reference may be followed; elsewhere it reads as null and leads nowhere. */
  guard?: ValueGuard;
  target: TableContext;
  rest: Step | null;
}
export interface DetailStep {
  kind: 'detail';
  field: string;
  child: TableContext;
  rest: Step | null;
}
/** A field that is shown but never stored (progress, row actions, form-only inputs). */
export interface VirtualStep {
  kind: 'virtual';
  field: string;
}
export type Step = ValueStep | ReferenceStep | DetailStep | VirtualStep;

const implicitTypes: Record<string, PgColumnType> = {
  id: 'uuid',
  deleted: 'boolean',
  creation_date: 'timestamptz',
  last_modified: 'timestamptz',
};

/** How deep a path may go into a json value's keys: an nsp is groups of entries, two levels. */
const maxKeyDepth = { json: 8, nsp: 2 } as const;

const pathPattern = /^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)*$/;

export function folderContext(name: string, lookup: FolderLookup, access?: FieldAccess): TableContext | null {
  const definition = lookup(name);
  return definition ? { table: definition.name, fields: definition.fields, access } : null;
}

/**
 * Walks a dotted path from a table through its fields: references into their folder,
 * details into their child rows, loctext into one language, json into keys. Anything
 * else is refused with the whole path named.
 */
export function resolvePath(from: TableContext, path: string, lookup: FolderLookup): Step {
  if (path.length > 300 || !pathPattern.test(path)) throw new QueryError(queryMessages.unknownPath, path);
  return walk(from, path.split('.'), path, lookup);
}

function walk(from: TableContext, segments: string[], path: string, lookup: FolderLookup): Step {
  const [head = '', ...rest] = segments;
  const implicit = implicitTypes[head];
  if (implicit) {
    if (rest.length) throw new QueryError(queryMessages.unknownPath, path);
    return { kind: 'value', column: head, columnType: implicit, fieldType: null };
  }
  const field = from.fields.find((candidate) => candidate.name === head);
  if (!field) throw new QueryError(queryMessages.unknownPath, path);
  if (field.type === 'password') throw new QueryError(queryMessages.unreadablePath, path);
  const next = (context: TableContext) => (rest.length ? walk(context, rest, path, lookup) : null);
  switch (field.type) {
    case 'docpicker':
    case 'file_upload':
    case 'created_by': {
      const targetName = referencedFolder(field);
      const target = targetName ? folderContext(targetName, lookup, from.access) : null;
      if (!target || field.fieldOnlyView) return virtualOrUnknown(field, rest, path);
      const guard = from.access?.(from.table, field.name);
      return {
        kind: 'reference',
        column: field.name,
        multiple: field.is_multiple === true,
        ...(guard ? { guard } : {}),
        target,
        rest: next(target),
      };
    }
    case 'detail': {
      const child = {
        table: childTableName(from.table, field.name),
        fields: field.fields ?? [],
        access: from.access,
      };
      return { kind: 'detail', field: field.name, child, rest: next(child) };
    }
    default: {
      const columnType = columnTypeOf(field);
      if (!columnType) return virtualOrUnknown(field, rest, path);
      const guard = from.access?.(from.table, field.name);
      const value: ValueStep = {
        kind: 'value',
        column: field.name,
        columnType,
        fieldType: field.type,
        ...(guard ? { guard } : {}),
      };
      if (!rest.length) return value;
      if (field.type === 'loctext' && rest.length === 1 && locales.some((locale) => locale === rest[0]))
        return { ...value, locale: rest[0] as string };
      if ((field.type === 'json' || field.type === 'nsp') && rest.length <= maxKeyDepth[field.type])
        return { ...value, jsonPath: rest };
      throw new QueryError(queryMessages.unknownPath, path);
    }
  }
}

function virtualOrUnknown(field: FieldDefinition, rest: string[], path: string): VirtualStep {
  if (rest.length) throw new QueryError(queryMessages.unknownPath, path);
  return { kind: 'virtual', field: field.name };
}
