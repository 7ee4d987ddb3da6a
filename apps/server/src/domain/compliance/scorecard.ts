import { monthRules, nextMonth, type PayrollMonth } from '@muster/payroll-rules';
import {
  addDays,
  type BusinessEnv,
  businessDayKey,
  type ContractorScorecard,
  complianceMessages,
  isPrincipalUser,
} from '@muster/protocol';
import { type Kysely, sql } from 'kysely';
import { zoneColumnSql } from '../../engine/query/index.js';
import type { Database } from '../../platform/db/schema.js';
import { TxnError } from '../../platform/refusal.js';
import { loadMinimumWages } from '../payroll/load/minimum-wages.js';
import { loadRates } from '../payroll/load/statutory.js';
import { loadChallans } from './load/challans.js';
import { loadComplianceRules } from './load/dated-rules.js';
import { loadHeadcounts } from './load/headcount.js';
import { loadLicences } from './load/licences.js';
import { loadChallanPayslips } from './load/payslips.js';
import { loadWagePayslips } from './load/wage-payslips.js';
import {
  challanFindings,
  complianceRulesOf,
  epfWithoutUan,
  expectedEpfPaise,
  expectedEsiPaise,
  inOrder,
  levelOf,
  licenceFindings,
  minimumWageFindings,
  wagePaymentFindings,
  wagesDueDay,
} from './rules/index.js';

/** A contractor whose month is judged. */
export interface Contractor {
  id: string;
  name: string;
  /**
   * Its business's zone (partners.time_zone, issue #28 item 2): the loads read its challans'
   * and wages' paid days in it, so its today, against which they and the due days count, is
   * a day of the same calendar.
   */
  timeZone: string;
}

/**
 * The contractors a user sees on the scorecard: a principal employer's admin or HR every
 * contractor (every business but its own); a contractor's admin or HR its own business.
 * Anyone else is refused.
 */
export async function scorecardContractors(db: Kysely<Database>, env: BusinessEnv): Promise<Contractor[]> {
  if (!env.isAdmin && !env.isHR) throw new TxnError(complianceMessages.notPermitted);
  const principal = isPrincipalUser(env);
  const rows = await sql<Contractor>`select id, coalesce(name, code, '') as name,
      ${zoneColumnSql('time_zone')} as "timeZone" from partners
    where not deleted and id is distinct from ${env.pe_partners_id}
      and (${principal} or id = ${env.partners_id})
    order by name, id`.execute(db);
  return rows.rows;
}

/**
 * The scorecard of some contractors' month (load → pure rules): licence and headcount, then
 * the EPF and ESI challans against the approved payslips and the due days in force. `now`
 * decides whether an unrecorded challan is overdue yet, on each contractor's own day. The
 * month is a key: each contractor's rows are read in its own zone (`load/`), the dated rules
 * by the month's days.
 */
export async function contractorScorecards(
  db: Kysely<Database>,
  contractors: readonly Contractor[],
  month: PayrollMonth,
  now: Date,
): Promise<ContractorScorecard[]> {
  const ids = contractors.map((contractor) => contractor.id);
  const [licences, headcounts, epf, esi, payslips, datedRules, rates, wagePayslips, minimumWages] =
    await Promise.all([
      loadLicences(db, ids),
      loadHeadcounts(db, ids, month),
      loadChallans(db, 'EPF', ids, month),
      loadChallans(db, 'ESI', ids, month),
      loadChallanPayslips(db, ids, month),
      loadComplianceRules(db),
      loadRates(db),
      loadWagePayslips(db, ids, month),
      loadMinimumWages(db),
    ]);
  const rules = complianceRulesOf(datedRules, month);
  // the wages of a month fall due in the next: the rule in force then decides the day
  const paymentRules = complianceRulesOf(datedRules, nextMonth(month));
  const epfRules = monthRules(rates, month).epf;
  const dueAfter = (days: number) => addDays(month.lastDay, days);
  return contractors.map((contractor) => {
    const today = businessDayKey(now.getTime(), contractor.timeZone);
    const slips = payslips.get(contractor.id) ?? [];
    const generated = wagePayslips.get(contractor.id) ?? [];
    // wages are paid on approved payslips; the minimum is checked on every generated one
    const paid = generated.filter((payslip) => payslip.approved);
    const findings = [
      ...licenceFindings(
        licences.get(contractor.id) ?? [],
        headcounts.get(contractor.id) ?? [],
        month,
        rules.licence_renewal_notice_days,
      ),
      ...epfWithoutUan(slips),
      ...challanFindings({
        scheme: 'EPF',
        month: month.key,
        challans: epf.get(contractor.id) ?? [],
        expected_paise: expectedEpfPaise(slips, epfRules),
        due: dueAfter(rules.epf_challan_due_days),
        today,
      }),
      ...challanFindings({
        scheme: 'ESI',
        month: month.key,
        challans: esi.get(contractor.id) ?? [],
        expected_paise: expectedEsiPaise(slips),
        due: dueAfter(rules.esi_challan_due_days),
        today,
      }),
      ...minimumWageFindings(generated, minimumWages, month),
      ...wagePaymentFindings(paid, wagesDueDay(month, paymentRules, paid.length), today),
    ];
    return {
      partners_id: contractor.id,
      business: contractor.name,
      month: month.key,
      level: levelOf(findings),
      findings: inOrder(findings),
    };
  });
}
