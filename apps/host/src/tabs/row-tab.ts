import { type RowSubject, rowOpeners } from '../registry/row-actions';

/**
 * The tab a list row opens when it is not its update form (spec 000 §2 "Folder list tab"):
 * what a row opener registered for its folder's `rowOpens` opens (a report its report view, a
 * payslip or an invoice its template view); null for the form. (Leaves rows open their
 * calendar: the leaves list's own.)
 */
export function rowTab(subject: RowSubject): string | null {
  return rowOpeners.choose(subject)?.tab(subject) ?? null;
}
