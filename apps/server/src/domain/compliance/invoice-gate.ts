import { payrollMonthOf } from '@muster/payroll-rules';
import {
  type ComplianceFinding,
  type ContractorScorecard,
  complianceMessage,
  complianceMessages,
} from '@muster/protocol';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../platform/db/schema.js';
import { TxnError } from '../../platform/refusal.js';
import { contractorScorecards } from './scorecard.js';

/** A finding in English, as a refusal's message names it. */
export const findingText = (finding: ComplianceFinding): string =>
  complianceMessage(complianceMessages[finding.kind], finding.params);

const named = (card: ContractorScorecard, level: 'red' | 'amber') =>
  card.findings
    .filter((finding) => finding.level === level)
    .map(findingText)
    .join('; ');

/**
 * The principal employer's invoice approval gate (issue #33 item 6, extending spec 000 §5's
 * previous-month document gate with computed checks): the scorecard of each invoice's
 * contractor for the invoice's month. A red finding refuses the approval, its message naming
 * the red findings; else an amber one asks first (`confirm`) until the call comes again with
 * `proceed`. Refusals carry the findings (`data.findings`) for the screen to link.
 */
export async function refuseNonCompliantInvoices(
  db: Kysely<Database>,
  ids: readonly string[],
  proceed: boolean,
  now: Date,
): Promise<void> {
  const invoices = await sql<{ partners_id: string; name: string; invoice_month: Date }>`
    select distinct i.partners_id, coalesce(p.name, p.code, '') as name, i.invoice_month
    from invoices i join partners p on p.id = i.partners_id
    where i.id = any(${ids}::uuid[]) and not i.deleted and i.invoice_month is not null
    order by name, i.invoice_month`.execute(db);
  const cards: ContractorScorecard[] = [];
  for (const invoice of invoices.rows)
    cards.push(
      ...(await contractorScorecards(
        db,
        [{ id: invoice.partners_id, name: invoice.name }],
        payrollMonthOf(invoice.invoice_month),
        now,
      )),
    );
  const red = cards.find((card) => card.level === 'red');
  if (red)
    throw new TxnError(
      complianceMessage(complianceMessages.gateRed, {
        business: red.business,
        month: red.month,
        findings: named(red, 'red'),
      }),
      { kind: 'compliance', level: 'red', business: red.business, month: red.month, findings: red.findings },
    );
  const amber = cards.find((card) => card.level === 'amber');
  if (amber && !proceed)
    throw new TxnError(
      complianceMessage(complianceMessages.gateAmber, {
        business: amber.business,
        month: amber.month,
        findings: named(amber, 'amber'),
      }),
      {
        kind: 'compliance',
        level: 'amber',
        confirm: true,
        business: amber.business,
        month: amber.month,
        findings: amber.findings,
      },
    );
}
