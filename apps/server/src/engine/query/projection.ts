import { recordLabelPaths } from '@muster/protocol';
import { type RawBuilder, sql } from 'kysely';
import type { AliasSource } from './aliases.js';
import {
  type FolderLookup,
  resolvePath,
  type Step,
  type TableContext,
  type ValueGuard,
  type ValueStep,
} from './paths.js';
import { referenceFieldsReadByRules } from './rule-reads.js';
import { guardedSql, referenceSql, wireSql } from './values.js';

/** What a record shows of one table: each entry by its key, in the order first asked for. */
export interface ProjectionNode {
  context: TableContext;
  entries: Map<string, Entry>;
}
type Entry =
  | { kind: 'value'; step: ValueStep }
  | { kind: 'languages'; step: ValueStep; locales: Set<string> }
  /** Keys of a json/nsp value: a leaf key is read whole, a branch only for the keys under it. */
  | { kind: 'keys'; step: ValueStep; keys: KeyTree }
  | { kind: 'reference'; column: string; multiple: boolean; guard?: ValueGuard; node: ProjectionNode }
  | { kind: 'detail'; field: string; node: ProjectionNode }
  | { kind: 'virtual' };

const idStep: ValueStep = { kind: 'value', column: 'id', columnType: 'uuid', fieldType: null };
const lastModifiedStep: ValueStep = {
  kind: 'value',
  column: 'last_modified',
  columnType: 'timestamptz',
  fieldType: null,
};

type KeyTree = Map<string, KeyTree | null>;

/** Adds a key path to a tree; a key read whole (null) covers every path below it. */
function addKeyPath(tree: KeyTree, [key, ...rest]: readonly string[]): void {
  if (key === undefined) return;
  const below = tree.get(key);
  if (below === null) return;
  if (!rest.length) {
    tree.set(key, null);
    return;
  }
  const subtree: KeyTree = below ?? new Map();
  tree.set(key, subtree);
  addKeyPath(subtree, rest);
}

// Every record carries its id; a listed row also its last_modified, which an update sends back.
const newNode = (context: TableContext, steps: ValueStep[] = [idStep]): ProjectionNode => ({
  context,
  entries: new Map(steps.map((step) => [step.column, { kind: 'value', step }])),
});

/** The projection tree of a folder's list from the client's paths, or every field when none. */
export function projectionTree(
  from: TableContext,
  projections: readonly string[] | undefined,
  lookup: FolderLookup,
): ProjectionNode {
  const root = newNode(from, [idStep, lastModifiedStep]);
  const paths = projections?.length ? projections : defaultPaths(from, lookup, true);
  for (const path of paths) addStep(root, resolvePath(from, path, lookup));
  return root;
}

/** Each stored field; a reference as its id, label fields and own path, a detail as its rows' defaults. */
function defaultPaths(context: TableContext, lookup: FolderLookup, withDetails: boolean): string[] {
  const readByRules = referenceFieldsReadByRules(context.fields);
  return context.fields.flatMap((field): string[] => {
    if (field.fieldOnlyView || field.type === 'password') return [];
    const step = resolvePath(context, field.name, lookup);
    if (step.kind === 'virtual') return [];
    if (step.kind === 'reference') {
      // a field's own `path` names what it shows (employees' persons_id shows first_name);
      // an employee is labelled by its code and its person's names
      return [
        `${field.name}.id`,
        ...recordLabelPaths(step.target.fields).map((label) => `${field.name}.${label}`),
        ...(field.path ? [field.path] : []),
        ...[...(readByRules.get(field.name) ?? [])]
          .filter((key) => step.target.fields.some((target) => target.name === key))
          .map((key) => `${field.name}.${key}`),
      ];
    }
    if (step.kind === 'detail')
      return withDetails
        ? defaultPaths(step.child, lookup, false).map((path) => `${field.name}.${path}`)
        : [];
    return [field.name];
  });
}

function addStep(node: ProjectionNode, step: Step): void {
  switch (step.kind) {
    case 'value': {
      const existing = node.entries.get(step.column);
      if (step.jsonPath) {
        if (existing?.kind === 'keys') addKeyPath(existing.keys, step.jsonPath);
        else if (existing?.kind !== 'value') {
          const keys: KeyTree = new Map();
          addKeyPath(keys, step.jsonPath);
          node.entries.set(step.column, { kind: 'keys', step, keys });
        }
      } else if (!step.locale) {
        node.entries.set(step.column, { kind: 'value', step });
      } else if (existing?.kind === 'languages') {
        existing.locales.add(step.locale);
      } else if (existing?.kind !== 'value') {
        node.entries.set(step.column, { kind: 'languages', step, locales: new Set([step.locale]) });
      }
      return;
    }
    case 'reference': {
      let entry = node.entries.get(step.column);
      if (entry?.kind !== 'reference') {
        entry = {
          kind: 'reference',
          column: step.column,
          multiple: step.multiple,
          ...(step.guard ? { guard: step.guard } : {}),
          node: newNode(step.target),
        };
        node.entries.set(step.column, entry);
      }
      if (step.rest) addStep(entry.node, step.rest);
      return;
    }
    case 'detail': {
      let entry = node.entries.get(step.field);
      if (entry?.kind !== 'detail') {
        entry = { kind: 'detail', field: step.field, node: newNode(step.child) };
        node.entries.set(step.field, entry);
      }
      if (step.rest) addStep(entry.node, step.rest);
      return;
    }
    case 'virtual':
      node.entries.set(step.field, { kind: 'virtual' });
  }
}

// json_build_object takes at most 100 arguments: larger records are merged from parts.
const pairsPerCall = 50;

/** The JSON object of one row of the node's table under `alias`, built in SQL. */
export function recordSql(node: ProjectionNode, alias: string, aliases: AliasSource): RawBuilder<unknown> {
  return objectSql(
    [...node.entries].map(([key, entry]) => sql`${sql.lit(key)}, ${entrySql(entry, alias, aliases)}`),
  );
}

/** A JSON object from `key, value` pairs, however many. */
function objectSql(pairs: RawBuilder<unknown>[]): RawBuilder<unknown> {
  const calls: RawBuilder<unknown>[] = [];
  for (let start = 0; start < pairs.length; start += pairsPerCall)
    calls.push(sql`json_build_object(${sql.join(pairs.slice(start, start + pairsPerCall))})`);
  return calls.length === 1
    ? (calls[0] as RawBuilder<unknown>)
    : sql`(${sql.join(
        calls.map((call) => sql`${call}::jsonb`),
        sql` || `,
      )})::json`;
}

function entrySql(entry: Entry, alias: string, aliases: AliasSource): RawBuilder<unknown> {
  switch (entry.kind) {
    case 'value':
      return wireSql(alias, entry.step);
    case 'languages': {
      const column = sql.id(alias, entry.step.column);
      const languages = [...entry.locales].map(
        (locale) => sql`${sql.lit(locale)}, ${column} -> ${sql.lit(locale)}`,
      );
      return guardedSql(
        alias,
        entry.step,
        sql`case when ${column} is null then null else json_build_object(${sql.join(languages)}) end`,
      );
    }
    case 'keys': {
      const column = sql.id(alias, entry.step.column);
      return guardedSql(
        alias,
        entry.step,
        sql`case when ${column} is null then null else ${keysSql(column, entry.keys)} end`,
      );
    }
    case 'reference': {
      const inner = aliases.next();
      const table = sql.table(entry.node.context.table);
      const record = recordSql(entry.node, inner, aliases);
      const column = referenceSql(alias, entry);
      if (!entry.multiple)
        return sql`(select json_build_array(${record}) from ${table} as ${sql.id(inner)} where ${sql.id(inner, 'id')} = ${column})`;
      const listed = aliases.next();
      return sql`case when ${column} is null then null else (
        select coalesce(json_agg(${record} order by ${sql.id(listed, 'ord')}), '[]'::json)
        from unnest(${column}) with ordinality as ${sql.id(listed)} (id, ord)
        join ${table} as ${sql.id(inner)} on ${sql.id(inner, 'id')} = ${sql.id(listed, 'id')}) end`;
    }
    case 'detail': {
      const inner = aliases.next();
      return sql`(select coalesce(json_agg(${recordSql(entry.node, inner, aliases)}
          order by ${sql.id(inner, 'creation_date')}, ${sql.id(inner, 'id')}), '[]'::json)
        from ${sql.table(entry.node.context.table)} as ${sql.id(inner)}
        where ${sql.id(inner, 'parent_id')} = ${sql.id(alias, 'id')} and not ${sql.id(inner, 'deleted')})`;
    }
    case 'virtual':
      return sql`null`;
  }
}

/** Only the asked keys of a json value: `{group: {entry: value}}` for `field.group.entry`; a missing key is null. */
function keysSql(value: RawBuilder<unknown>, keys: KeyTree): RawBuilder<unknown> {
  return objectSql(
    [...keys].map(([key, below]) => {
      const member = sql`${value} -> ${sql.lit(key)}`;
      return sql`${sql.lit(key)}, ${below ? keysSql(member, below) : member}`;
    }),
  );
}
