import type { FieldDefinition } from './field.js';

/** Field types a list never shows as a column: rows of their own, buttons, secrets, raw json. */
const notListColumns = new Set(['detail', 'detail_actions', 'base_row_actions', 'password', 'json', 'nsp']);

/** The fields a folder's list shows as columns, in order; its export writes the same ones. */
export const listColumnFields = (fields: readonly FieldDefinition[]): FieldDefinition[] =>
  fields.filter((field) => !notListColumns.has(field.type) && !field.fieldOnlyView);
