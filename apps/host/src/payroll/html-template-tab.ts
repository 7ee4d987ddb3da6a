/** The first segment of a template tab's name. */
export const templateTabPrefix = 'html_template';

/**
 * The template tab of a payslip, an invoice or an invoice's credit or debit note (by its id):
 * 'html_template/{folder}/{reference}' (spec 000 §2), then the handle of the business the
 * document is read in when it is not the user's own ('…/{reference}/sunrise': a principal
 * employer reads a contractor's payslip as the business filter picked it).
 */
export const templateTab = (folder: string, uconst: string, business = '') =>
  `${templateTabPrefix}/${folder}/${encodeURIComponent(uconst)}${business && `/${encodeURIComponent(business)}`}`;

/** The folder, reference and business a template tab's name holds, or null for another name. */
export function parseTemplateTab(
  name: string,
): { folder: string; uconst: string; business: string | null } | null {
  const [head, folder, reference, business, ...more] = name.split('/');
  if (head !== templateTabPrefix || !folder || !reference || business === '' || more.length) return null;
  return {
    folder,
    uconst: decodeURIComponent(reference),
    business: business === undefined ? null : decodeURIComponent(business),
  };
}
