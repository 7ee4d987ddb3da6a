import type { PayrollMonth } from '@muster/payroll-rules';

/** The dated figures of migration 080 (`compliance_rules`), one code each. */
export const complianceRuleCodes = [
  'epf_challan_due_days',
  'esi_challan_due_days',
  'licence_renewal_notice_days',
  'wages_due_days_small',
  'wages_due_days_large',
  'wages_large_headcount',
] as const;
export type ComplianceRuleCode = (typeof complianceRuleCodes)[number];

export interface ComplianceRuleRow {
  code: string;
  /** The IST day it applies from, `YYYY-MM-DD`. */
  effective_from: string;
  value: number;
}

/** Every figure a month is judged by. */
export type ComplianceRules = Record<ComplianceRuleCode, number>;

/**
 * The figures in force for a wage month: of each code, the latest row applying from the
 * month's first day or before. A code no row covers stops the scorecard (never a silent 0).
 */
export function complianceRulesOf(rows: readonly ComplianceRuleRow[], month: PayrollMonth): ComplianceRules {
  const entries = complianceRuleCodes.map((code) => {
    const found = rows
      .filter((row) => row.code === code && row.effective_from <= month.firstDay)
      .sort((a, b) => b.effective_from.localeCompare(a.effective_from))[0];
    if (!found) throw new Error(`No compliance rule in force: ${code} (${month.key})`);
    return [code, found.value] as const;
  });
  return Object.fromEntries(entries) as ComplianceRules;
}
