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
}

/** Every table the definitions need, parents before their children (DESIGN §4). */
export function tablesOf(definitions: Iterable<FolderDefinition>): TablePlan[] {
  const tables: TablePlan[] = [];
  for (const definition of definitions) collect(definition.name, null, definition.fields, tables);
  return tables;
}

function collect(name: string, parent: string | null, fields: readonly FieldDefinition[], into: TablePlan[]) {
  const columns: ColumnPlan[] = [];
  for (const field of fields) {
    const type = columnTypeOf(field);
    if (type) columns.push({ name: field.name, type });
  }
  into.push({ name, parent, columns });
  for (const field of fields) {
    if (field.type === 'detail' && !field.fieldOnlyView)
      collect(childTableName(name, field.name), name, field.fields ?? [], into);
  }
}
