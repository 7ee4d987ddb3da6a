/**
 * The business handle of a list row: its `partners_id` (an id, or the picked records a
 * docpicker lists) looked up in the businesses the user may work for; '' when not found
 * (a tab then works in the user's own business).
 */
export function rowBusiness(
  record: Record<string, unknown>,
  partners: readonly Record<string, unknown>[],
): string {
  const value = record.partners_id;
  const picked = Array.isArray(value) ? (value[0] as { id?: unknown } | undefined)?.id : value;
  const partner = partners.find((candidate) => candidate.id === picked);
  return typeof partner?.sw_handle === 'string' ? partner.sw_handle : '';
}
