/** The segment after the folder that marks a list of the records with one field's value. */
const segment = 'with';

/**
 * The tab of a folder's list kept to the records whose `field` holds `value` (the home page's
 * 'Payslips to approve' link: `payslips/with/status/created`).
 */
export const fieldValueTab = (folder: string, field: string, value: string): string =>
  `${folder}/${segment}/${field}/${encodeURIComponent(value)}`;

/** The fixed filter of such a tab's list, or null for any other tab name. */
export function fieldValueFilter(name: string): { path: string; operator: string; value: unknown } | null {
  const [folder, marker, field, value, ...more] = name.split('/');
  if (!folder || marker !== segment || !field || value === undefined || value === '' || more.length)
    return null;
  return { path: field, operator: '=', value: decodeURIComponent(value) };
}
