import { dependencies } from '@muster/expr';
import type { FieldDefinition } from '@muster/protocol';

const readsCache = new WeakMap<readonly FieldDefinition[], Map<string, Set<string>>>();

/** A field's expressions that run on a form's row: its rules, default, format and filter values. */
function expressionsOf(field: FieldDefinition): string[] {
  return [
    field.mandatory_expr,
    field.readonly_expr,
    field.visible_expr,
    field.valid_expr,
    field.default_value,
    field.format_expr,
    ...(field.filters ?? []).map((filter) => filter.value),
  ].filter((source): source is string => typeof source === 'string');
}

/**
 * The fields of referenced records that the rules of one table's fields read through a reference
 * of the same row, by reference field: `row.half_day_duration?.[0]?.leave_minutes` reads
 * `leave_minutes` of `half_day_duration`. A list's default projection answers them beside the
 * reference's label, so a form opened on a listed row judges it as it was saved (issue #27: an
 * unchanged half-day leave was 'Invalid Input' because its half day came without its minutes).
 */
export function referenceFieldsReadByRules(fields: readonly FieldDefinition[]): Map<string, Set<string>> {
  const cached = readsCache.get(fields);
  if (cached) return cached;
  const references = new Set(fields.filter((field) => field.source).map((field) => field.name));
  const reads = new Map<string, Set<string>>();
  for (const field of fields)
    for (const source of expressionsOf(field))
      for (const path of dependencies(source)) {
        const [scope, reference, ...rest] = path.split('.');
        if (scope !== 'row' || !reference || !references.has(reference)) continue;
        // `row.ref.0.key` (the first record) or `row.ref.key`
        const key = /^\d+$/.test(rest[0] ?? '') ? rest[1] : rest[0];
        if (!key) continue;
        const keys = reads.get(reference) ?? new Set<string>();
        keys.add(key);
        reads.set(reference, keys);
      }
  readsCache.set(fields, reads);
  return reads;
}
