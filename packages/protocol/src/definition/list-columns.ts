import type { PgColumnType } from '../field-types/descriptor.js';
import type { Locale } from '../field-types/loctext.js';
import { fieldType } from '../field-types/registry.js';
import type { FieldDefinition } from './field.js';
import type { FolderDefinition } from './folder.js';

/** Field types a list never shows as a column: rows of their own, buttons, secrets, raw json. */
const notListColumns = new Set(['detail', 'detail_actions', 'base_row_actions', 'password', 'json', 'nsp']);

/** Whether a field's values can be a list's column at all. */
export const listableField = (field: FieldDefinition): boolean =>
  !notListColumns.has(field.type) && !field.fieldOnlyView;

/**
 * The fields a folder's list shows as columns, in the definition's order: those its
 * `listColumns` names, else every listable one. Its export writes the same ones.
 */
export const listColumnFields = ({
  fields,
  listColumns,
}: Pick<FolderDefinition, 'fields' | 'listColumns'>): FieldDefinition[] =>
  fields.filter((field) => listableField(field) && (!listColumns || listColumns.includes(field.name)));

/** Stored values a list orders by as they are (server order.ts: one value per row). */
const orderedColumns = new Set<PgColumnType>([
  'text',
  'numeric',
  'bigint',
  'boolean',
  'timestamptz',
  'smallint',
]);

/**
 * The path a list orders by when the field's column header is clicked, or null when its
 * values have no order (references, ranges, json, several values): its stored value, or a
 * text in several languages by the reader's language.
 */
export function orderPath(field: FieldDefinition, locale: Locale): string | null {
  if (field.is_multiple) return null;
  const { storage, text } = fieldType(field.type);
  if (storage.kind !== 'column') return null;
  if (orderedColumns.has(storage.column)) return field.name;
  return storage.column === 'jsonb' && text ? `${field.name}.${locale}` : null;
}
