import type { PayrollMonth } from '@muster/payroll-rules';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../platform/db/schema.js';
import { loadApprovedPayslips, type StatutoryPayslip } from '../../payroll/statutory-files/index.js';

/** Each contractor's approved payslips of the month, as the statutory files read them (the challans must match them). */
export async function loadChallanPayslips(
  db: Kysely<Database>,
  partnerIds: readonly string[],
  month: PayrollMonth,
): Promise<Map<string, StatutoryPayslip[]>> {
  const byPartner = new Map<string, StatutoryPayslip[]>();
  for (const id of partnerIds)
    byPartner.set(id, await loadApprovedPayslips(db, month, sql<boolean>`p.partners_id = ${id}`));
  return byPartner;
}
