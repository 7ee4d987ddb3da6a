import { reportConfigSchema } from '@muster/protocol';
import { type Kysely, sql } from 'kysely';
import { registerOfWorkmenConfig } from '../migration-data/reports.js';

/** The form text migration 016 seeded: a register still carrying it is the seeded one, unedited. */
const seededForm =
  "Contract Labour (R&A) Central Rules, 1971, rule 75, Form XIII: no father's name, permanent address or signature columns (not stored)";

/**
 * The register of workmen gets Form XIII's every column in the form's order (issue #33 item
 * 5; reports README), now that persons hold the father's/husband's name and both addresses:
 * a deployment's seeded register is replaced, one an admin edited is left as it is. New
 * deployments get it from migration 016's data.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const config = reportConfigSchema.parse(registerOfWorkmenConfig);
  await sql`update reports set config = ${JSON.stringify(config)}::jsonb, last_modified = now()
    where name = 'register_of_workmen' and not deleted and config ->> 'form' = ${seededForm}`.execute(db);
}
