import {
  type FieldDefinition,
  fieldIdentifierProblem,
  fieldType,
  idSchema,
  passwordProblem,
  textLengthProblem,
} from '@muster/protocol';
import { patchMessages } from './messages.js';

/**
 * A wire value checked against its field type and turned into the form its column takes
 * from JSON (`jsonb_populate_recordset`): range literals for tstzrange and int4range,
 * ids for references, the object itself for jsonb. Passwords stay plain here; the
 * writer hashes them, since hashing is slow and only the accepted ones need it.
 */
export type ColumnValue = { ok: true; value: unknown } | { ok: false; message: string };

const minutesPerDay = 1440;

/**
 * A field's answers for the plain values (text, numbers, booleans) it was given last: an answer
 * depends on the field and the value alone, and a bulk upload's rows repeat theirs (every
 * default, most columns' cells), each checked by the field type's zod schema two or three
 * times a row (issue #35 item 5). Objects (references, ranges) are checked each time.
 */
const plainAnswers = new WeakMap<FieldDefinition, Map<unknown, ColumnValue>>();
const plainAnswersPerField = 256;

export function columnValue(field: FieldDefinition, wire: unknown): ColumnValue {
  if (typeof wire === 'object' && wire !== null) return checkedValue(field, wire);
  let answers = plainAnswers.get(field);
  if (!answers) {
    answers = new Map();
    plainAnswers.set(field, answers);
  }
  let answer = answers.get(wire);
  if (!answer) {
    answer = checkedValue(field, wire);
    // a column of distinct values (codes, names) keeps only its latest
    if (answers.size >= plainAnswersPerField) answers.clear();
    answers.set(wire, answer);
  }
  return answer;
}

function checkedValue(field: FieldDefinition, wire: unknown): ColumnValue {
  const value = normalise(field, wire);
  if (field.type === 'docpicker' || field.type === 'file_upload' || field.type === 'created_by')
    return referenceIds(field, value);
  const descriptor = fieldType(field.type);
  const parsed = descriptor.wire.safeParse(value);
  if (!parsed.success) {
    // A refinement's own message says what is wrong; any other miss is told as what the type expects.
    const issue = parsed.error.issues[0];
    return { ok: false, message: issue?.code === 'custom' ? issue.message : descriptor.expects };
  }
  const checked = parsed.data;
  if (checked === null) return { ok: true, value: null };
  const tooLong = textLengthProblem(field, checked);
  if (tooLong) return { ok: false, message: tooLong };
  const badIdentifier = fieldIdentifierProblem(field, checked);
  if (badIdentifier) return { ok: false, message: badIdentifier };
  switch (field.type) {
    case 'tsrange': {
      const [start, end] = checked as [string | null, string | null];
      return { ok: true, value: `[${rangeBound(start)},${rangeBound(end)})` };
    }
    case 'interval':
    case 'shift_range': {
      const [start, end] = checked as [number, number];
      return { ok: true, value: `[${start},${end})` };
    }
    case 'password': {
      const problem = passwordProblem(checked as string);
      return problem ? { ok: false, message: problem } : { ok: true, value: checked };
    }
    case 'timestamp':
      return { ok: true, value: new Date(checked as string).toISOString() };
    default:
      return { ok: true, value: checked };
  }
}

/** Empty text is no value; a minute range ending before it starts runs past midnight (spec 000 §5). */
function normalise(field: FieldDefinition, wire: unknown): unknown {
  if (wire === undefined || wire === '') return null;
  if (typeof wire === 'string' && isText(field) && wire.trim() === '') return null;
  if ((field.type === 'interval' || field.type === 'shift_range') && Array.isArray(wire)) {
    const [start, end] = wire;
    if (typeof start === 'number' && typeof end === 'number' && end < start)
      return [start, end + minutesPerDay];
  }
  return wire;
}

const isText = (field: FieldDefinition) => field.type === 'text' || field.type === 'textarea';

const rangeBound = (instant: string | null) =>
  instant === null ? '' : `"${new Date(instant).toISOString()}"`;

/** A reference travels as `[{id, …}]` (or a bare id); its column keeps the id, or the ids when multiple. */
function referenceIds(field: FieldDefinition, value: unknown): ColumnValue {
  if (value === null) return { ok: true, value: null };
  const items = Array.isArray(value) ? value : [value];
  const ids: string[] = [];
  for (const item of items) {
    const id = idSchema.safeParse(
      typeof item === 'object' && item !== null ? (item as { id?: unknown }).id : item,
    );
    if (!id.success) return { ok: false, message: patchMessages.referenceShape };
    ids.push(id.data.toLowerCase());
  }
  if (field.is_multiple) return { ok: true, value: ids.length ? [...new Set(ids)] : null };
  if (ids.length > 1) return { ok: false, message: patchMessages.oneRecord };
  return { ok: true, value: ids[0] ?? null };
}
