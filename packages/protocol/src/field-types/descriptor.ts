import type { z } from 'zod';
import type { Locale } from './loctext.js';

/** PostgreSQL column types a field can be stored in (DESIGN §4). */
export type PgColumnType =
  | 'text'
  | 'numeric'
  | 'bigint'
  | 'boolean'
  | 'timestamptz'
  | 'tstzrange'
  | 'int4range'
  | 'jsonb'
  | 'uuid'
  | 'uuid[]'
  | 'smallint';

/**
 * Where a field's value lives: its own column (with the array column used when the
 * field is is_multiple, for the types that allow it), a child table of rows, or nowhere
 * (virtual types the client draws from other data).
 */
export type FieldStorage =
  | { kind: 'column'; column: PgColumnType; multipleColumn?: PgColumnType }
  | { kind: 'childTable' }
  | { kind: 'virtual' };

/**
 * What a value is shown with: the reader's language, and the zone of the business the value
 * belongs to (a timestamp shows the day of that business's calendar, protocol README 'The
 * business's calendar'), as `cell` reads a spreadsheet's date in it.
 */
export interface FormatOptions {
  locale: Locale;
  timeZone: string;
}

/** What a spreadsheet cell's text is read with: the zone of the business the rows are for (a bare date is its day). */
export interface CellOptions {
  timeZone: string;
}

export interface FieldTypeDescriptor<Name extends string = string, Wire = unknown> {
  name: Name;
  storage: FieldStorage;
  /** The value as it travels on the channel; null where the field is empty. */
  wire: z.ZodType<Wire>;
  /**
   * What a wire value must be, as the server refuses a wrong one ('must be a whole number');
   * a refinement of `wire` with its own message ('range must end after it starts') says more.
   */
  expects: string;
  /** Display text of a wire value; pure, so lists, forms and exports agree. */
  format(value: Wire, options: FormatOptions): string;
  /** The field names another folder's record in `source` (docpicker, file_upload). */
  needsSource?: boolean;
  /**
   * Types holding text: the most characters (UTF-16 units, as an input's maxLength counts)
   * each text of a value may have when the field's definition sets no `maxLength`, and the
   * texts of a value (one for text, one per language for loctext).
   */
  text?: { defaultMaxLength: number; texts(value: NonNullable<Wire>): readonly string[] };
  /**
   * How a spreadsheet cell's text (bulk upload) reads as a wire value, which the field's rules
   * then judge like a form's; 'record': the text names another folder's record (by id, code or
   * name) the server looks up. A type without it is not uploaded (files, details, drawn types).
   */
  cell?: ((text: string, options: CellOptions) => unknown) | 'record';
}

/** Keeps each descriptor's literal name and wire type for the registry's typing. */
export function defineFieldType<const Name extends string, Wire>(
  descriptor: FieldTypeDescriptor<Name, Wire>,
): FieldTypeDescriptor<Name, Wire> {
  return descriptor;
}
