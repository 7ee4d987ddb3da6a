import { TxnError } from '../../platform/refusal.js';
import { describeFieldIssues, type FieldIssue, patchMessages } from './messages.js';

/** What pg and PGlite both tell of a failed statement (SQLSTATE and where it failed). */
interface DatabaseFailure {
  code?: unknown;
  column?: unknown;
  constraint?: unknown;
}

const refusal = (message: string, issues: FieldIssue[], extra: Record<string, unknown> = {}) =>
  new TxnError(issues.length ? `${message}: ${issues.map((issue) => issue.path).join(', ')}` : message, {
    issues: describeFieldIssues(issues),
    ...extra,
  });

/**
 * A refusal the database made for the data (a NOT NULL, unique or exclusion constraint, a
 * value out of its column's range) as a clear reply naming the column; null for any other
 * failure, which stays an internal error.
 */
export function databaseRefusal(error: unknown): TxnError | null {
  if (typeof error !== 'object' || error === null) return null;
  const { code, column, constraint } = error as DatabaseFailure;
  if (typeof code !== 'string') return null;
  const at = typeof column === 'string' ? [{ path: column, message: '' }] : [];
  const named = typeof constraint === 'string' ? { constraint } : {};
  if (code === '23502')
    return refusal(
      patchMessages.mandatory,
      at.map((issue) => ({ ...issue, message: patchMessages.mandatory })),
    );
  // a code another live record holds (migration 020) names its column; a unique index does not
  if (code === '23505')
    return refusal(
      patchMessages.duplicate,
      at.map((issue) => ({ ...issue, message: patchMessages.duplicate })),
      named,
    );
  if (code === '23P01') return refusal(patchMessages.overlap, [], named);
  if (code.startsWith('22'))
    return refusal(
      patchMessages.invalid,
      at.map((issue) => ({ ...issue, message: patchMessages.invalid })),
    );
  return null;
}
