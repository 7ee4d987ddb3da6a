import { type Kysely, sql } from 'kysely';
import {
  defaultPayslipTemplate,
  defaultPayslipTemplateCode,
  firstPayslipTemplate,
} from '../migration-data/payslip-template.js';

/**
 * The default payslip template prints the minimum wage in force, the minimum due beside the
 * wages paid and the arrears of the month paid later (compliance README "Minimum wages"). A
 * deployment's `payslip_default` still reading as migration 013 wrote it gets the new text; one
 * an admin edited is left as it is (the table is theirs to add).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`update print_templates set template = ${defaultPayslipTemplate}, last_modified = now()
    where code = ${defaultPayslipTemplateCode} and not deleted and template = ${firstPayslipTemplate}`.execute(
    db,
  );
}
