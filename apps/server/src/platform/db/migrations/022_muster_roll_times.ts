import { type Kysely, sql } from 'kysely';

/**
 * The muster roll's In and Out columns show the punch's time, not its day (issue #19: the
 * report showed dates there): its seeded columns gain `show: 'time'` where a deployment has
 * not set how they show. New deployments get it from migration 016's data.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`update reports set config = jsonb_set(config, '{columns}', (
      select jsonb_agg(case when column_def ->> 'path' in ('in_timestamp', 'out_timestamp') and not column_def ? 'show'
        then column_def || '{"show": "time"}'::jsonb else column_def end order by position)
      from jsonb_array_elements(config -> 'columns') with ordinality as columns (column_def, position)))
    where name = 'muster_roll' and not deleted and jsonb_typeof(config -> 'columns') = 'array'`.execute(db);
}
