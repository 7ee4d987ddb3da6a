import { reportConfigSchema } from '@muster/protocol';
import { type Kysely, sql } from 'kysely';
import { registerOfWagesConfig } from '../migration-data/reports.js';

/** The form text migration 016 seeded: a register still carrying it is the seeded one, unedited. */
const seededForm =
  'Contract Labour (R&A) Central Rules, 1971, rule 78(1)(a)(i), Form XVII: deductions as one total, no signature column';

/**
 * The register of wages gets Form XVII's every column in the form's order (issue #33 item
 * 5; reports README): a deployment's seeded register is replaced, one an admin edited (its
 * `form` changed) is left as it is. New deployments get it from migration 016's data.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const config = reportConfigSchema.parse(registerOfWagesConfig);
  await sql`update reports set config = ${JSON.stringify(config)}::jsonb, last_modified = now()
    where name = 'register_of_wages' and not deleted and config ->> 'form' = ${seededForm}`.execute(db);
}
