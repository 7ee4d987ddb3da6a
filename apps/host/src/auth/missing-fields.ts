/**
 * The spec's names of the required fields left empty, in form order; the sign-in
 * message lists them joined by ',' (spec 000 §5 "Authentication").
 */
export function missingFields<K extends string>(
  values: Record<K, string>,
  required: readonly (readonly [K, string])[],
): string[] {
  return required.filter(([key]) => !values[key].trim()).map(([, name]) => name);
}
