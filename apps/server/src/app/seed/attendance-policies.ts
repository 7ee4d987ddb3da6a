import type { SeedTable } from './seed-rows.js';

/**
 * Each demo business's attendance policy (issue #29 items 2, 3): leaves count from their
 * first approval (the RO's), and work on a holiday or weekly off is paid as overtime, so the
 * demo workers' holiday and weekly-off work (DI0001's among them) shows its overtime in the
 * grid and reaches the payslip; compensatory offs are taken within 60 days where a shift asks for them.
 */
export function buildAttendancePolicies(partnerIds: readonly string[]): SeedTable[] {
  return [
    {
      table: 'attendance_policies',
      rows: partnerIds.map((partnerId) => ({
        partners_id: partnerId,
        leaves_count_from: 'intermediate_approved',
        holiday_work: 'overtime',
        compensatory_off_days: 60,
      })),
    },
  ];
}
