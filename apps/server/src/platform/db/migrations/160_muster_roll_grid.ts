import { reportConfigSchema } from '@muster/protocol';
import { type Kysely, sql } from 'kysely';
import { musterRollConfig } from '../migration-data/reports.js';

/** The form text migration 016 seeded: a muster roll still carrying it is the seeded one, unedited. */
const seededForm =
  'Contract Labour (R&A) Central Rules, 1971, rule 78(1)(a)(i), Form XVI: one row per worker and day rather than a month grid';

/**
 * The muster roll becomes Form XVI's month grid of days (issue #33 item 5; reports README):
 * a deployment's seeded muster roll is replaced, one an admin edited is left as it is. New
 * deployments get it from migration 016's data.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const config = reportConfigSchema.parse(musterRollConfig);
  await sql`update reports set config = ${JSON.stringify(config)}::jsonb, last_modified = now()
    where name = 'muster_roll' and not deleted and config ->> 'form' = ${seededForm}`.execute(db);
}
