/** The segment after the folder that marks a list of the records with one field's value. */
const segment = 'with';

/**
 * The tab of a folder's list kept to the records whose `field` holds `value` (the home page's
 * 'Payslips to approve' link: `payslips/with/status/created`), in the business whose handle
 * follows when one is given (a contractor's record a principal employer's link opens:
 * `payslips/with/id/{id}/sunrise`).
 */
export const fieldValueTab = (folder: string, field: string, value: string, business = ''): string =>
  `${folder}/${segment}/${field}/${encodeURIComponent(value)}${business && `/${encodeURIComponent(business)}`}`;

/** The parts of such a tab's name, or null for any other tab name. */
function fieldValueParts(name: string): { field: string; value: string; business: string | null } | null {
  const [, marker, field, value, business, ...more] = name.split('/');
  if (marker !== segment || !field || value === undefined || value === '' || business === '' || more.length)
    return null;
  return {
    field,
    value: decodeURIComponent(value),
    business: business === undefined ? null : decodeURIComponent(business),
  };
}

/** The fixed filter of such a tab's list, or null for any other tab name. */
export function fieldValueFilter(name: string): { path: string; operator: string; value: unknown } | null {
  const parts = fieldValueParts(name);
  return parts && { path: parts.field, operator: '=', value: parts.value };
}

/** The business such a tab's list opens on, or null for the user's own (or another tab name). */
export const fieldValueBusiness = (name: string): string | null => fieldValueParts(name)?.business ?? null;
