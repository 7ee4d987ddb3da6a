/** The first segment of a template tab's name. */
export const templateTabPrefix = 'html_template';

/**
 * The template tab of a payslip, an invoice or an invoice's credit or debit note (by its id):
 * 'html_template/{folder}/{reference}' (spec 000 §2), then, marked by '@', the handle of the
 * business the document is read in when it is not the user's own ('…/{reference}/@sunrise': a
 * principal employer reads a contractor's payslip as the business filter picked it). The mark
 * is what tells the handle from the reference: the router hands the tab its name decoded, so an
 * invoice number's slashes ('SUNRIS/2026-27/0001') are segments too.
 */
export const templateTab = (folder: string, uconst: string, business = '') =>
  `${templateTabPrefix}/${folder}/${encodeURIComponent(uconst)}${business && `/@${encodeURIComponent(business)}`}`;

/** The folder, reference and business a template tab's name holds, or null for another name. */
export function parseTemplateTab(
  name: string,
): { folder: string; uconst: string; business: string | null } | null {
  const [head, folder, ...rest] = name.split('/');
  const last = rest.at(-1);
  const business = last?.startsWith('@') ? decodeURIComponent(last.slice(1)) : null;
  const reference = business === null ? rest : rest.slice(0, -1);
  if (head !== templateTabPrefix || !folder || !reference.length || business === '') return null;
  return { folder, uconst: decodeURIComponent(reference.join('/')), business };
}
