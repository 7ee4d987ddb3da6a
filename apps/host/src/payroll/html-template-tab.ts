/** The first segment of a template tab's name. */
export const templateTabPrefix = 'html_template';

/**
 * The template tab of a payslip, an invoice or an invoice's credit or debit note (by its id):
 * 'html_template/{folder}/{reference}' (spec 000 §2).
 */
export const templateTab = (folder: string, uconst: string) =>
  `${templateTabPrefix}/${folder}/${encodeURIComponent(uconst)}`;

/** The folder and reference a template tab's name holds, or null for another name. */
export function parseTemplateTab(name: string): { folder: string; uconst: string } | null {
  const [head, folder, ...rest] = name.split('/');
  if (head !== templateTabPrefix || !folder || !rest.length) return null;
  return { folder, uconst: decodeURIComponent(rest.join('/')) };
}
