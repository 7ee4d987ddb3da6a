import { type Kysely, sql } from 'kysely';
import { settlementWorkflow } from '../migration-data/settlement-rates.js';

/**
 * Full-and-final settlements (issue #34 item 6): businesses that already have workflows get the
 * settlements' one (a new database's demo seeds it; a database whose catalogue tables are not
 * made yet has none to add to). The settlements table itself is the catalogue's.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const column = await sql<{ found: number }>`select 1 as found from information_schema.columns
    where table_schema = current_schema() and table_name = 'workflows' and column_name = 'workflow_text'`.execute(
    db,
  );
  if (!column.rows.length) return;
  await sql`insert into workflows (partners_id, folder_name, workflow_text)
    select p.id, 'settlements', ${settlementWorkflow} from partners p
    where exists (select 1 from workflows w where w.partners_id = p.id and not w.deleted)
      and not exists (select 1 from workflows w
        where w.partners_id = p.id and w.folder_name = 'settlements' and not w.deleted)`.execute(db);
}
