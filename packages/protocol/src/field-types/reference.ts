import { z } from 'zod';
import { defineFieldType, type FormatOptions } from './descriptor.js';
import { loctextValueSchema, pickLocale } from './loctext.js';
import { idSchema } from './uuid.js';

/** A referenced record as projected into the referring row: its id and the paths asked for. */
export const projectedRecordSchema = z.looseObject({ id: idSchema });
export type ProjectedRecord = z.infer<typeof projectedRecordSchema>;

export const referenceWireSchema = z.array(projectedRecordSchema).nullable();

/** The most telling projected property: name, then code, then a file's name, then the id. */
function recordLabel(record: ProjectedRecord, { locale }: FormatOptions): string {
  const name = loctextValueSchema.or(z.string()).safeParse(record.name);
  if (name.success) {
    const text = typeof name.data === 'string' ? name.data : pickLocale(name.data, locale);
    if (text) return text;
  }
  for (const key of ['code', 'original_filename', 'filepath']) {
    const value = record[key];
    if (typeof value === 'string' && value) return value;
  }
  return record.id;
}

export const formatReferences = (records: ProjectedRecord[] | null, options: FormatOptions): string =>
  (records ?? []).map((record) => recordLabel(record, options)).join(', ');

// docpicker and file_upload store the same reference; file_upload only edits it by uploading.
const reference = <const Name extends string>(name: Name) =>
  defineFieldType({
    name,
    storage: { kind: 'column', column: 'uuid', multipleColumn: 'uuid[]' },
    wire: referenceWireSchema,
    format: formatReferences,
    needsSource: true,
  });

export const docpicker = reference('docpicker');
export const file_upload = reference('file_upload');
