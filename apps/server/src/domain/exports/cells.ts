import { evaluateValue } from '@muster/expr';
import {
  type BusinessEnv,
  type FieldDefinition,
  type FolderDefinition,
  formatFieldValue,
  type Locale,
  listColumnFields,
  rolesOf,
  translateDisplayWord,
} from '@muster/protocol';
import { folderPolicy } from '../../engine/scope/index.js';

/** What a spreadsheet cell holds: a number stays a number (sums work), all else is text. */
export type CellValue = string | number | null;

export interface ExportColumn {
  field: FieldDefinition;
  /** The field's label in the user's language. */
  header: string;
}

const numericTypes = new Set(['number', 'int', 'float', 'numeric']);

/**
 * Whether `env` may read the field on some row: a field the policy hides (pay, PAN, bank
 * account…) from every role the user holds, and not read by the row's own employee, is
 * left out of the file altogether rather than written as an empty column.
 */
function readableSomewhere(definition: FolderDefinition, field: FieldDefinition, env: BusinessEnv): boolean {
  const readers = folderPolicy(definition).fields[field.name];
  if (!readers) return true;
  const roles = rolesOf(env);
  return readers.some((reader) => reader === 'self' || roles.has(reader));
}

/** The columns of a folder's export: the list's columns the user may read, headed in `locale`. */
export function exportColumns(
  definition: FolderDefinition,
  env: BusinessEnv,
  locale: Locale,
): ExportColumn[] {
  return listColumnFields(definition)
    .filter((field) => readableSomewhere(definition, field, env))
    .map((field) => ({ field, header: field.label[locale] }));
}

/**
 * One cell of a listed record, as the list shows it: the field's format_expr (a state's
 * label) or its type's formatter (a reference's label, a date of the business's zone, Yes/No), the
 * product's words translated into `locale`; numbers as numbers. The text is only ever a
 * cell's text: the writer never makes a formula of it (xlsx.ts).
 */
export function cellValue(
  column: ExportColumn,
  row: Record<string, unknown>,
  context: CellContext,
): CellValue {
  return fieldCell(column.field, row, context);
}

export interface CellContext {
  env: BusinessEnv;
  /** The folder the row is a record of (a format_expr's context). */
  folder: string;
  locale: Locale;
  /** The zone of the business the rows are of: a timestamp's day is that business's day. */
  timeZone: string;
}

/** The cell of `field` of `row` (a record of `context.folder`), as the list shows it. */
export function fieldCell(
  field: FieldDefinition,
  row: Record<string, unknown>,
  context: CellContext,
): CellValue {
  const value = row[field.name];
  if (value === null || value === undefined) return null;
  if (field.format_expr) {
    const shown = evaluateValue(
      field.format_expr,
      { row, env: context.env },
      { folder: context.folder, field: field.name },
      '',
    );
    return translateDisplayWord(String(shown ?? ''), context.locale);
  }
  if (numericTypes.has(field.type)) {
    const number = typeof value === 'number' ? value : Number(value);
    if (Number.isFinite(number)) return number;
  }
  return translateDisplayWord(
    formatFieldValue(field.type, value, { locale: context.locale, timeZone: context.timeZone }),
    context.locale,
  );
}
