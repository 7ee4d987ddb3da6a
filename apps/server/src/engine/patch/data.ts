import { type FieldDefinition, implicitColumns } from '@muster/protocol';
import { columnValue } from './column-value.js';
import { type FieldIssue, patchMessages } from './messages.js';
import { type PatchRow, parseDetailRows } from './request.js';
import { type WireRow, writableFields } from './rules.js';

/** A row's data sorted out: plain values, the detail ops per detail field, what was wrong. */
export interface SortedData {
  values: WireRow;
  details: Map<string, PatchRow[]>;
  /** The last_modified the client read, for updates. */
  readStamp: unknown;
  issues: FieldIssue[];
}

/**
 * Sorts a row's data by the fields of its folder (or detail). The row's own columns
 * (id, creation_date…) are the server's and are passed over; a name that is no field
 * is refused, naming it.
 */
export function sortData(
  fields: readonly FieldDefinition[],
  data: Record<string, unknown>,
  path: string,
): SortedData {
  const sorted: SortedData = { values: {}, details: new Map(), readStamp: data.last_modified, issues: [] };
  for (const [name, value] of Object.entries(data)) {
    if (implicitColumns.some((column) => column === name) || name === 'parent_id') continue;
    const field = fields.find((candidate) => candidate.name === name);
    if (!field) {
      sorted.issues.push({ path: `${path}${name}`, message: patchMessages.unknownField });
      continue;
    }
    if (field.type !== 'detail') {
      sorted.values[name] = value;
      continue;
    }
    const detail = parseDetailRows(value, `${path}${name}`);
    sorted.issues.push(...detail.issues);
    if (Array.isArray(value)) sorted.details.set(name, detail.rows);
  }
  return sorted;
}

/**
 * Column values of the given wire values, checked by each field type's wire schema;
 * form-only and drawn-only fields have no column and are left out.
 */
export function toColumns(
  fields: readonly FieldDefinition[],
  values: WireRow,
  path: string,
): { columns: Record<string, unknown>; issues: FieldIssue[] } {
  const columns: Record<string, unknown> = {};
  const issues: FieldIssue[] = [];
  for (const field of writableFields(fields)) {
    if (field.type === 'detail' || !(field.name in values)) continue;
    const converted = columnValue(field, values[field.name]);
    if (converted.ok) columns[field.name] = converted.value;
    else issues.push({ path: `${path}${field.name}`, message: converted.message });
  }
  return { columns, issues };
}
