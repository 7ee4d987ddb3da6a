import { templateTab } from '../payroll/html-template-tab';

type Row = Record<string, unknown>;

/**
 * The tab a list row opens when it is not its update form (spec 000 §2 "Folder list tab"):
 * a report its report view, a payslip or an invoice its template view; null for the form.
 * (Leaves rows open their calendar: the leaves list's own.)
 */
export function rowTab(folder: string, record: Row): string | null {
  if (folder === 'reports' && typeof record.name === 'string' && record.name)
    return `view_report/${encodeURIComponent(record.name)}`;
  if ((folder === 'payslips' || folder === 'invoices') && record.uconst)
    return templateTab(folder, String(record.uconst));
  return null;
}
