import type { PgColumnType } from '../field-types/descriptor.js';
import { fieldType } from '../field-types/registry.js';
import type { FieldDefinition } from './field.js';

/** Columns every folder table has; no field may take their names. */
export const implicitColumns = ['id', 'deleted', 'creation_date', 'last_modified'] as const;
/** A detail's child table also links each row to its parent. */
export const implicitChildColumns = [...implicitColumns, 'parent_id'] as const;

/** The column a field is stored in, or null when it has none (a detail, a virtual or form-only field). */
export function columnTypeOf(
  field: Pick<FieldDefinition, 'type' | 'is_multiple' | 'fieldOnlyView'>,
): PgColumnType | null {
  const { storage } = fieldType(field.type);
  if (storage.kind !== 'column' || field.fieldOnlyView) return null;
  return field.is_multiple && storage.multipleColumn ? storage.multipleColumn : storage.column;
}

/** The child table of a detail field (DESIGN §4). */
export const childTableName = (folder: string, detailField: string): string => `${folder}__${detailField}`;
