import { type PayrollMonth, payrollMonthOf } from '@muster/payroll-rules';
import {
  type ComplianceFinding,
  type ContractorScorecard,
  complianceMessage,
  complianceMessages,
} from '@muster/protocol';
import { type Kysely, sql } from 'kysely';
import { zoneColumnSql } from '../../engine/query/index.js';
import type { Database } from '../../platform/db/schema.js';
import { TxnError } from '../../platform/refusal.js';
import { type Contractor, contractorScorecards } from './scorecard.js';

/** A finding in English, as a refusal's message names it. */
export const findingText = (finding: ComplianceFinding): string =>
  complianceMessage(complianceMessages[finding.kind], finding.params);

const named = (card: ContractorScorecard, level: 'red' | 'amber') =>
  card.findings
    .filter((finding) => finding.level === level)
    .map(findingText)
    .join('; ');

/**
 * The contractor and month of each of some invoices, once each: the invoice month is stored at
 * the month's first instant in the contractor's zone (protocol README's zone table: an
 * invoice's month is its business's), so it is read back in that zone (issue #28 item 2).
 */
export async function invoicedMonths(
  db: Kysely<Database>,
  ids: readonly string[],
): Promise<{ contractor: Contractor; month: PayrollMonth }[]> {
  const invoices = await sql<{ partners_id: string; name: string; time_zone: string; invoice_month: Date }>`
    select distinct i.partners_id, coalesce(p.name, p.code, '') as name, ${zoneColumnSql('p.time_zone')} as time_zone,
      i.invoice_month
    from invoices i join partners p on p.id = i.partners_id
    where i.id = any(${ids}::uuid[]) and not i.deleted and i.invoice_month is not null
    order by name, i.invoice_month`.execute(db);
  return invoices.rows.map((invoice) => ({
    contractor: { id: invoice.partners_id, name: invoice.name, timeZone: invoice.time_zone },
    month: payrollMonthOf(invoice.invoice_month, invoice.time_zone),
  }));
}

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
  const cards: ContractorScorecard[] = [];
  for (const { contractor, month } of await invoicedMonths(db, ids))
    cards.push(...(await contractorScorecards(db, [contractor], month, now)));
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
