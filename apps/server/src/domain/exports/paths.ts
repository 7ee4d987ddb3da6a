import { dependencies } from '@muster/expr';
import {
  type FieldDefinition,
  type FolderDefinition,
  recordLabelPaths,
  referencedFolder,
} from '@muster/protocol';
import type { ExportColumn } from './cells.js';

type FolderLookup = (name: string) => FolderDefinition | undefined;

/**
 * The paths a list reads to show `field` as its cell (cells.ts): a stored value whole; a
 * reference as its records' ids and label fields (an employee's code and person's names)
 * and the field's own `path`.
 */
function fieldPaths(field: FieldDefinition, lookup: FolderLookup): string[] {
  const folder = referencedFolder(field);
  const target = folder ? lookup(folder) : undefined;
  if (!target) return [field.name];
  return [
    `${field.name}.id`,
    ...recordLabelPaths(target.fields).map((label) => `${field.name}.${label}`),
    ...(field.path ? [field.path] : []),
  ];
}

/**
 * The projection of an export (issue #35 item 4): the paths its columns show and those their
 * format_expr reads of the row (`row.status`, a reference's `row.site.0.code`), rather than
 * the list's default of every stored field (every reference's label a subquery per row, the
 * details' rows). Undefined, the default, when a format reads the row whole.
 */
export function exportPaths(
  definition: FolderDefinition,
  columns: readonly ExportColumn[],
  lookup: FolderLookup,
): string[] | undefined {
  const fields = new Map(definition.fields.map((field) => [field.name, field]));
  const paths = new Set<string>();
  const add = (field: FieldDefinition) => {
    for (const path of fieldPaths(field, lookup)) paths.add(path);
  };
  for (const { field } of columns) {
    add(field);
    if (!field.format_expr) continue;
    for (const read of dependencies(field.format_expr)) {
      const [scope, name, ...rest] = read.split('.');
      if (scope !== 'row') continue;
      if (!name) return undefined;
      const readField = fields.get(name);
      if (!readField) continue;
      add(readField);
      // `row.ref.0.key` or `row.ref.key`: the referenced record's key besides its label
      const key = /^\d+$/.test(rest[0] ?? '') ? rest[1] : rest[0];
      const target = referencedFolder(readField);
      if (key && target && lookup(target)?.fields.some((field) => field.name === key))
        paths.add(`${name}.${key}`);
    }
  }
  return [...paths];
}
