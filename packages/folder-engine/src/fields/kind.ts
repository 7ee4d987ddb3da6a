import type { FieldDefinition, FieldTypeName, FolderDefinition, FormatOptions } from '@muster/protocol';
import { fieldType, formatFieldValue } from '@muster/protocol';
import type { ComponentType } from 'react';
import { z } from 'zod';
import type { DateLimits } from './timestamp/date-limits';

/** What every editor receives; `value` is the form value its kind defines. */
export interface FieldEditorProps<V = unknown> {
  field: FieldDefinition;
  /** The folder whose definition holds the field (a detail row's fields: the parent folder). */
  folder: string;
  /** The element id the field's label points at. */
  id: string;
  value: V;
  onChange: (value: V) => void;
  onBlur?: () => void;
  readOnly: boolean;
  mandatory: boolean;
  invalid: boolean;
  /** The record being edited, for pickers whose filters read it. */
  row: Record<string, unknown>;
  /** The days a date may take, when the form's caller limits the field. */
  limits?: DateLimits;
}

/**
 * One field type's part in the engine: its editor, its zod piece on the form value, and the
 * conversions between the wire value (protocol's registry) and what the editor holds.
 */
export interface FieldKind<V = unknown> {
  type: FieldTypeName;
  Editor: ComponentType<FieldEditorProps<V>>;
  /** Checks a present value; emptiness is the form's concern (mandatory_expr). */
  schema: (field: FieldDefinition, folder: string, context: SchemaContext) => z.ZodType;
  fromWire: (wire: unknown, field: FieldDefinition) => V;
  toWire: (value: V, field: FieldDefinition) => unknown;
  isEmpty: (value: V) => boolean;
  /** Display text; translated when it is an engine word (Yes, Monday). */
  format: (value: unknown, options: KindFormatOptions) => string;
  /** Types drawn from other data (row actions) take no slot in a form. */
  formless?: boolean;
  /** Its editor shows other fields of the record (progress reads processed), so it gets `row`. */
  readsRecord?: boolean;
}

/**
 * What a kind checks a value with: the business's zone (a date's day is that zone's, protocol
 * README 'The business's calendar') and the caller's date limits of the field.
 */
export interface SchemaContext {
  timeZone: string;
  limits?: DateLimits;
}

/**
 * What a kind shows a value with: the language, the business's zone (a timestamp's day is
 * the day of that zone, protocol's `FormatOptions`), and for a value naming a folder
 * (source_type shows its label) the folders' definitions.
 */
export interface KindFormatOptions extends FormatOptions {
  folders?: (name: string) => FolderDefinition | undefined;
}

export const isBlank = (value: unknown): boolean =>
  value === null ||
  value === undefined ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/** A kind whose form value is its wire value; a type overrides only what differs. */
export function defineFieldKind<V>(
  type: FieldTypeName,
  kind: Pick<FieldKind<V>, 'Editor'> & Partial<Omit<FieldKind<V>, 'type' | 'Editor'>>,
): FieldKind<V> {
  const wire = fieldType(type).wire;
  return {
    type,
    schema: () => wire.optional(),
    fromWire: (value) => (value ?? null) as V,
    toWire: (value) => (isBlank(value) ? null : value),
    isEmpty: isBlank,
    format: (value, { locale, timeZone }) => formatFieldValue(type, value, { locale, timeZone }),
    ...kind,
  };
}

/** The zod piece shared by kinds that keep the wire schema and add a rule on present values. */
export const wireWith = (type: FieldTypeName, refine: (value: never) => boolean, message: string) =>
  z.unknown().superRefine((value, ctx) => {
    if (isBlank(value)) return;
    const parsed = fieldType(type).wire.safeParse(value);
    if (!parsed.success || !refine(parsed.data as never)) ctx.addIssue({ code: 'custom', message });
  });
