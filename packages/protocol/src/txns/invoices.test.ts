import { describe, expect, it } from 'vitest';
import { describeIssues } from '../frames.js';
import { invoicesIssueNoteTxn } from './invoices.js';

// A note's taxable value is rupees to the paisa (the server computes in paise): a finer figure
// is refused by the params, naming the line, not answered as a server error.
describe('txn_invoices_issue_note params', () => {
  const issues = (taxable: number) => {
    const parsed = invoicesIssueNoteTxn.params.safeParse({
      id: '00000000-0000-4000-8000-000000000000',
      kind: 'credit',
      reason: 'Two days not worked',
      lines: [{ code: '998525', tax_rate: 18, taxable }],
    });
    return parsed.success ? null : describeIssues(parsed.error);
  };

  it.each([1000.5, 0.07, 1180.59, 0.01])('takes ₹%s', (taxable) => expect(issues(taxable)).toBeNull());
  it.each([1000.505, 0.001, 0])('refuses ₹%s', (taxable) =>
    expect(issues(taxable)).toMatch(/^lines\.0\.taxable: /),
  );
});
