import { type BusinessEnv, type FieldDefinition, referencedFolder } from '@muster/protocol';
import type { FormValues } from './record-values';

/** The field naming the business a partner-scoped record belongs to (spec 000 §6). */
export const isBusinessField = (field: FieldDefinition): boolean =>
  field.name === 'partners_id' && referencedFolder(field) === 'partners';

/**
 * A new record's starting values with its business: the signed-in one, unless the caller names
 * another. The server writes a create into the business of the request's scope and refuses any
 * other (apps/server engine/patch/row-scope.ts), and the partners list a picker reads leaves
 * out the user's own business (spec 000 §6), so the mandatory Business field could not be
 * filled: a contractor's admin could create no employee, licence or challan.
 */
export function withOwnBusiness(
  fields: readonly FieldDefinition[],
  env: BusinessEnv | null | undefined,
  given: FormValues = {},
): FormValues {
  const field = fields.find(isBusinessField);
  if (!field || !env || given[field.name] !== undefined) return given;
  return { ...given, [field.name]: [{ id: env.partners_id, name: env.business_name }] };
}

/**
 * The id of the business a record belongs to, as its Business field holds it (an id, or the
 * picked rows a docpicker keeps), or null when the folder has none.
 */
export function recordBusinessId(
  fields: readonly FieldDefinition[],
  values: FormValues | undefined,
): string | null {
  const field = fields.find(isBusinessField);
  const value: unknown = field && values?.[field.name];
  const picked = Array.isArray(value) ? value[0] : value;
  if (typeof picked === 'string') return picked || null;
  if (picked && typeof picked === 'object' && 'id' in picked && typeof picked.id === 'string')
    return picked.id;
  return null;
}
