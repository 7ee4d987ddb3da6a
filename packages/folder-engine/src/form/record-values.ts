import { evaluateValue } from '@muster/expr';
import type { FieldDefinition } from '@muster/protocol';
import { nanoid } from 'nanoid';
import { toIsoInstant } from '../fields/timestamp/day-inputs';
import type { RuleScope } from './rules';
import { type KindOf, rowKeyField } from './validate';

export type FormValues = Record<string, unknown>;

/** A wire record as form values: each field through its kind, detail rows keyed for the form. */
export function toFormValues(
  fields: readonly FieldDefinition[],
  record: FormValues,
  kind: KindOf,
): FormValues {
  const values: FormValues = {};
  for (const field of fields) {
    const wire = record[field.name];
    if (field.type === 'detail') {
      const rows = Array.isArray(wire) ? (wire as FormValues[]) : [];
      values[field.name] = rows.map((row) => ({
        ...toFormValues(field.fields ?? [], row, kind),
        ...(row.id !== undefined && { id: row.id, last_modified: row.last_modified }),
        [rowKeyField]: String(row.id ?? nanoid()),
      }));
    } else values[field.name] = kind(field.type).fromWire(wire, field);
  }
  return values;
}

/**
 * A new record's values: each field's default_value expression (spec 000 §5), 'now' giving the
 * current instant for timestamps; fields without one start empty. `given` (wire values, as a
 * caller opening a create form knows them: the employee a leave is for) stands in for the
 * defaults of the fields it names; its detail rows get their own fields' defaults around it.
 */
export function defaultFormValues(
  fields: readonly FieldDefinition[],
  scope: Omit<RuleScope, 'row'>,
  folder: string,
  kind: KindOf,
  given: FormValues = {},
): FormValues {
  return toFormValues(fields, defaultWireValues(fields, scope, folder, given), kind);
}

function defaultWireValues(
  fields: readonly FieldDefinition[],
  scope: Omit<RuleScope, 'row'>,
  folder: string,
  given: FormValues,
): FormValues {
  const record: FormValues = { ...given };
  for (const field of fields) {
    const value = given[field.name];
    if (field.type === 'detail' && Array.isArray(value)) {
      record[field.name] = value.map((row: FormValues) =>
        defaultWireValues(field.fields ?? [], scope, folder, row),
      );
      continue;
    }
    if (!field.default_value || field.name in given) continue;
    const evaluated = evaluateValue(
      field.default_value,
      { ...scope, row: record },
      { folder, field: field.name },
      null,
    );
    record[field.name] = field.type === 'timestamp' ? toIsoInstant(evaluated) : evaluated;
  }
  return record;
}

/** Form values as the wire's data: each field through its kind; row-action columns drop out. */
export function toWireData(fields: readonly FieldDefinition[], values: FormValues, kind: KindOf): FormValues {
  const data: FormValues = {};
  for (const field of fields) {
    const fieldKind = kind(field.type);
    if (fieldKind.formless || field.type === 'detail') continue;
    data[field.name] = fieldKind.toWire(values[field.name], field);
  }
  return data;
}

/** A fresh detail row: its defaults (reading the parent) and its own client key. */
export function newDetailRow(
  field: FieldDefinition,
  scope: Omit<RuleScope, 'row'>,
  folder: string,
  kind: KindOf,
) {
  return { ...defaultFormValues(field.fields ?? [], scope, folder, kind), [rowKeyField]: nanoid() };
}
