/** The template tab of a payslip: 'html_template/payslips/{reference}' (spec 000 §2). */
export const payslipTemplateTab = (uconst: string) => `html_template/payslips/${encodeURIComponent(uconst)}`;

/** The folder and reference a template tab's name holds, or null for another name. */
export function parseTemplateTab(name: string): { folder: string; uconst: string } | null {
  const [head, folder, ...rest] = name.split('/');
  if (head !== 'html_template' || !folder || !rest.length) return null;
  return { folder, uconst: decodeURIComponent(rest.join('/')) };
}
