import { z } from 'zod';
import { defineFieldType, type FormatOptions } from './descriptor.js';
import { loctextValueSchema, pickLocale } from './loctext.js';
import { idSchema } from './uuid.js';

/** A referenced record as projected into the referring row: its id and the paths asked for. */
export const projectedRecordSchema = z.looseObject({ id: idSchema });
export type ProjectedRecord = z.infer<typeof projectedRecordSchema>;

export const referenceWireSchema = z.array(projectedRecordSchema).nullable();
export const referenceExpects = 'must be a record id or a list of {id}';

/**
 * The properties a referenced record is labelled by, in order of preference: a name, a
 * person's names, a code, a file's name. Lists and pickers project these; the formatter reads them.
 */
export const recordLabelFields = [
  'name',
  'first_name',
  'middle_name',
  'last_name',
  'code',
  'original_filename',
  'filepath',
] as const;
const personNameFields = ['first_name', 'middle_name', 'last_name'] as const;

/**
 * The paths a reference to a folder with `fields` projects to label a record: its own label
 * fields, and the names of the person it is for (an employee's persons_id), so an employee
 * reads as its code and name wherever it is referred to (#27 item 5).
 */
export function recordLabelPaths(fields: readonly { name: string }[]): string[] {
  const names = new Set(fields.map((field) => field.name));
  return [
    ...recordLabelFields.filter((name) => names.has(name)),
    ...(names.has('persons_id') ? personNameFields.map((name) => `persons_id.${name}`) : []),
  ];
}

/** A label field's value: a loctext or a plain text (built once: a schema is costly to build). */
const labelTextSchema = loctextValueSchema.or(z.string());

function text(value: unknown, locale: FormatOptions['locale']): string {
  // a plain text (a code, a file's name) needs no parse (its union's loctext branch would fail
  // first), nor an empty one (a person's middle name): a failed parse builds its issues
  if (typeof value === 'string') return value;
  if (value === null || value === undefined) return '';
  const parsed = labelTextSchema.safeParse(value);
  if (!parsed.success) return '';
  return typeof parsed.data === 'string' ? parsed.data : pickLocale(parsed.data, locale);
}

const personNameOf = (record: Record<string, unknown>, locale: FormatOptions['locale']): string =>
  personNameFields
    .map((field) => text(record[field], locale))
    .filter(Boolean)
    .join(' ');

/** A record's label holds no date, so it needs the reader's language only. */
type ReferenceFormatOptions = Pick<FormatOptions, 'locale'>;

/**
 * The most telling projected property: name, then the person's full name, then code (with
 * the name of the person it is for: an employee), then a file's name, then the id.
 */
function recordLabel(record: ProjectedRecord, { locale }: ReferenceFormatOptions): string {
  const name = text(record.name, locale);
  if (name) return name;
  const personName = personNameOf(record, locale);
  if (personName) return personName;
  const [person] = Array.isArray(record.persons_id) ? (record.persons_id as unknown[]) : [];
  const forPerson =
    person && typeof person === 'object' ? personNameOf(person as Record<string, unknown>, locale) : '';
  if (forPerson)
    return typeof record.code === 'string' && record.code ? `${record.code} ${forPerson}` : forPerson;
  for (const key of ['code', 'original_filename', 'filepath']) {
    const value = record[key];
    if (typeof value === 'string' && value) return value;
  }
  return record.id;
}

export const formatReferences = (
  records: ProjectedRecord[] | null,
  options: ReferenceFormatOptions,
): string => (records ?? []).map((record) => recordLabel(record, options)).join(', ');

/**
 * The text of a reference value (docpicker, file_upload: its records' labels) not checked yet,
 * as `formatFieldValue` shows it; empty for a value that is no reference. A label holds no
 * date, so it takes no zone.
 */
export function formatReference(value: unknown, options: ReferenceFormatOptions): string {
  const parsed = referenceWireSchema.safeParse(value ?? null);
  return parsed.success ? formatReferences(parsed.data, options) : '';
}

// docpicker and file_upload store the same reference; file_upload only edits it by uploading.
// A spreadsheet names a picked record by text (cell 'record'); a file cannot be named so.
const reference = <const Name extends string>(name: Name, cell?: 'record') =>
  defineFieldType({
    name,
    storage: { kind: 'column', column: 'uuid', multipleColumn: 'uuid[]' },
    wire: referenceWireSchema,
    expects: referenceExpects,
    format: formatReferences,
    needsSource: true,
    ...(cell && { cell }),
  });

export const docpicker = reference('docpicker', 'record');
export const file_upload = reference('file_upload');
