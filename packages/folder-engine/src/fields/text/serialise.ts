import type { FieldDefinition } from '@muster/protocol';

/**
 * Whitespace-only text is no value (spec 000 §5), except a 'notes' field, which the
 * product sends as a single space.
 */
export function serialiseText(value: string | null, field: Pick<FieldDefinition, 'name'>): string | null {
  if (value === null || value.trim() !== '') return value;
  return field.name === 'notes' ? ' ' : null;
}
