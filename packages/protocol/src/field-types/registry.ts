import { type IdentifierKind, identifierProblem } from '../identifiers.js';
import { boolean } from './boolean.js';
import { created_by } from './created-by.js';
import type { FieldTypeDescriptor, FormatOptions } from './descriptor.js';
import { detail } from './detail.js';
import { dow_type } from './dow-type.js';
import { file } from './file.js';
import { json } from './json.js';
import { loctext } from './loctext.js';
import { interval, shift_range } from './minute-range.js';
import { nsp } from './nsp.js';
import { float, int, number, numeric } from './number.js';
import { password } from './password.js';
import { progress } from './progress.js';
import { docpicker, file_upload } from './reference.js';
import { base_row_actions, detail_actions } from './row-actions.js';
import { source_type } from './source-type.js';
import { text, textarea } from './text.js';
import { timestamp } from './timestamp.js';
import { tsrange } from './tsrange.js';
import { txn_state } from './txn-state.js';
import { uuid } from './uuid.js';

/** Every field type of spec 000 §3, by name; a new type is one file and one line here. */
export const fieldTypes = {
  text,
  password,
  textarea,
  number,
  int,
  numeric,
  float,
  boolean,
  timestamp,
  tsrange,
  interval,
  shift_range,
  loctext,
  uuid,
  docpicker,
  file_upload,
  source_type,
  nsp,
  dow_type,
  detail,
  detail_actions,
  base_row_actions,
  progress,
  txn_state,
  created_by,
  json,
  file,
} as const;

export type FieldTypes = typeof fieldTypes;
export type FieldTypeName = keyof FieldTypes;
export type FieldWireValue<T extends FieldTypeName> =
  FieldTypes[T] extends FieldTypeDescriptor<T, infer W> ? W : never;

export const fieldTypeNames = Object.keys(fieldTypes) as [FieldTypeName, ...FieldTypeName[]];

export const isFieldTypeName = (name: string): name is FieldTypeName => Object.hasOwn(fieldTypes, name);

/** Widened view for code that handles any type by name. */
export function fieldType(name: FieldTypeName): FieldTypeDescriptor {
  return fieldTypes[name] as FieldTypeDescriptor;
}

/**
 * Display text of a value that has not been checked yet (a list cell, an export):
 * a value that does not fit its type's wire schema shows empty, never as garbage.
 */
export function formatFieldValue(type: FieldTypeName, value: unknown, options: FormatOptions): string {
  const descriptor = fieldType(type);
  const parsed = descriptor.wire.safeParse(value ?? null);
  return parsed.success ? descriptor.format(parsed.data, options) : '';
}

/**
 * The most characters each text of the field's value may hold: its definition's `maxLength`,
 * else its type's default; undefined for types that hold no text.
 */
export function textMaxLength(field: {
  type: FieldTypeName;
  maxLength?: number | undefined;
}): number | undefined {
  const text = fieldType(field.type).text;
  return text ? (field.maxLength ?? text.defaultMaxLength) : undefined;
}

/** The refusal of a checked wire value with a text longer than the field allows, or null. */
export function textLengthProblem(
  field: { type: FieldTypeName; maxLength?: number | undefined },
  value: unknown,
): string | null {
  const text = fieldType(field.type).text;
  const max = textMaxLength(field);
  if (!text || max === undefined || value === null || value === undefined) return null;
  return text.texts(value).some((part) => part.length > max) ? textTooLong(max) : null;
}

/**
 * What is wrong with a text field's value as the statutory identifier its definition names
 * (`identifier`: UAN, PAN, GSTIN…), or null; null too for a field naming none or no text.
 */
export function fieldIdentifierProblem(
  field: { identifier?: IdentifierKind | undefined },
  value: unknown,
): string | null {
  return field.identifier && typeof value === 'string' ? identifierProblem(field.identifier, value) : null;
}

/** 'must be at most 500 characters': the English text is the i18n key, with `{{max}}` filled in. */
export const textTooLong = (max: number): string => `must be at most ${max} characters`;
