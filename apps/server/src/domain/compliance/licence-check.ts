import { payrollMonthOfKey } from '@muster/payroll-rules';
import { type ComplianceFinding, indianLawTimeZone } from '@muster/protocol';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../platform/db/schema.js';
import { loadComplianceRules } from './load/dated-rules.js';
import { loadHeadcounts } from './load/headcount.js';
import { loadLicences } from './load/licences.js';
import { complianceRulesOf, licenceFindings } from './rules/index.js';

/**
 * The red licence findings (no licence, an expired one, headcount above the maximum) of the
 * contractors employing some employees, in the months of some days: what the allocation grid
 * warns of after a save (issue #33 item 1). The save is kept; the warning says what is wrong.
 * The principal employer's own employees need no contractor licence.
 */
export async function licenceWarnings(
  db: Kysely<Database>,
  employeeIds: readonly string[],
  days: readonly string[],
): Promise<ComplianceFinding[]> {
  if (!employeeIds.length || !days.length) return [];
  const partners = await sql<{ id: string }>`select distinct e.partners_id as id from employees e
      join partners p on p.id = e.partners_id
    where e.id = any(${employeeIds}::uuid[]) and p.partner_type = 'contractor'`.execute(db);
  const ids = partners.rows.map((row) => row.id);
  if (!ids.length) return [];
  const [licences, datedRules] = await Promise.all([loadLicences(db, ids), loadComplianceRules(db)]);
  const findings: ComplianceFinding[] = [];
  for (const key of [...new Set(days.map((day) => day.slice(0, 7)))].sort()) {
    // The days are the contractors' own (the allocation grid's) and the month's rows are read
    // by its key in each contractor's zone (load/headcount.ts, load/licences.ts); the dated
    // rules are picked by its first day. Its instants select nothing here: India's law's zone
    // names them, as for the dated rules (protocol README, "statutory rates").
    const month = payrollMonthOfKey(key, indianLawTimeZone);
    const rules = complianceRulesOf(datedRules, month);
    const headcounts = await loadHeadcounts(db, ids, month);
    for (const id of ids)
      findings.push(
        ...licenceFindings(
          licences.get(id) ?? [],
          headcounts.get(id) ?? [],
          month,
          rules.licence_renewal_notice_days,
        ).filter((finding) => finding.level === 'red'),
      );
  }
  return findings;
}
