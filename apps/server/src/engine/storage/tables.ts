import {
  childTableName,
  columnTypeOf,
  type FieldDefinition,
  type FolderDefinition,
  type PgColumnType,
} from '@muster/protocol';

export interface ColumnPlan {
  name: string;
  type: PgColumnType;
}

/** A table the catalogue needs: a folder's, or a detail's child table under its parent. */
export interface TablePlan {
  name: string;
  /** The parent table of a detail's rows, whose id `parent_id` refers to. */
  parent: string | null;
  columns: ColumnPlan[];
  /**
   * Whose audit trail its rows' changes go to (a folder marked `audited`): the folder, the
   * column naming the record (`id`, or `parent_id` of a detail's rows) and the detail.
   */
  audit: { folder: string; key: 'id' | 'parent_id'; part: string | null } | null;
}

/** Every table the definitions need, parents before their children (DESIGN §4). */
export function tablesOf(definitions: Iterable<FolderDefinition>): TablePlan[] {
  const tables: TablePlan[] = [];
  for (const definition of definitions) {
    const audited = definition.audited ? definition.name : null;
    collect(definition.name, null, definition.fields, audited, tables);
  }
  return tables;
}

function collect(
  name: string,
  parent: string | null,
  fields: readonly FieldDefinition[],
  audited: string | null,
  into: TablePlan[],
) {
  const columns: ColumnPlan[] = [];
  for (const field of fields) {
    const type = columnTypeOf(field);
    if (type) columns.push({ name: field.name, type });
  }
  into.push({ name, parent, columns, audit: audited ? { folder: audited, key: 'id', part: null } : null });
  for (const field of fields) {
    if (field.type === 'detail' && !field.fieldOnlyView) {
      const child = childTableName(name, field.name);
      collect(child, name, field.fields ?? [], null, into);
      const table = into.at(-1);
      if (audited && table) table.audit = { folder: audited, key: 'parent_id', part: field.name };
    }
  }
}
