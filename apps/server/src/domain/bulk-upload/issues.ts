import type { CreateCheck } from '../../engine/patch/create-row.js';
import { patchMessages } from '../../engine/patch/messages.js';
import type { TxnError } from '../../platform/refusal.js';
import type { RowIssue, UploadRow } from './cells.js';

/** The field a refusal's path names first (`rows.0.code`, `leave_days.1.leave_period` → code, leave_days). */
const fieldOfPath = (path: string): string => path.replace(/^rows\.\d+\./, '').split('.')[0] ?? '';

/** A checked row's problems as error report rows, each under the header of the column it came from. */
export function checkIssues(
  check: CreateCheck | undefined,
  row: UploadRow,
  headerOf: ReadonlyMap<string, string>,
): RowIssue[] {
  if (!check || check.ok) return [];
  if ('notPermitted' in check) return [{ row: row.row, column: '', message: patchMessages.notPermitted }];
  return check.issues.map((issue) => {
    const field = fieldOfPath(issue.path);
    return { row: row.row, column: headerOf.get(field) ?? field, message: issue.message };
  });
}

/**
 * A row the write refused (a unique code already used, a domain rule): the refusal's named
 * paths, else the column whose field the violated constraint is named by
 * (`employees_partner_code_key` → code), else the row alone.
 */
export function refusalIssues(
  error: TxnError,
  row: UploadRow,
  headerOf: ReadonlyMap<string, string>,
): RowIssue[] {
  const named = (error.data?.issues ?? []).flatMap((text) => {
    const match = /^([^:]+): (.+)$/.exec(String(text));
    if (!match?.[1] || !match[2]) return [];
    const field = fieldOfPath(match[1]);
    return [{ row: row.row, column: headerOf.get(field) ?? field, message: match[2] }];
  });
  if (named.length) return named;
  const constraint = typeof error.data?.constraint === 'string' ? `_${error.data.constraint}_` : '';
  const field = [...headerOf.keys()].find((name) => name in row.data && constraint.includes(`_${name}_`));
  return [{ row: row.row, column: field ? (headerOf.get(field) ?? field) : '', message: error.message }];
}
