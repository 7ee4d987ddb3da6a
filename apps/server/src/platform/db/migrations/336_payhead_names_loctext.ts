import type { Kysely } from 'kysely';
import { namesBecomeLoctext } from './090_master_names_loctext.js';

/**
 * A salary structure's payheads name themselves in every language: a Hindi payslip printed
 * 'Basic', 'House rent allowance' beside Hindi deductions. A deployed database keeps each name
 * as its English text; payslips already generated keep the name they were generated with (a
 * line's name is one text or a loctext: payroll-rules `LineName`).
 */
export const loctextPayheadNames = ['salary_structures__payheads'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await namesBecomeLoctext(db, loctextPayheadNames);
}
