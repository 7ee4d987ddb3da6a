import { type Kysely, sql } from 'kysely';

/**
 * Contracts whose form could not be saved unchanged (issue #27: every row saves unchanged):
 * - an attendance-based item with no rate unit: the form asks for 'day' or 'hour', and
 *   invoicing already reads a missing one as 'day' (domain/invoices/load/contract.ts), so the
 *   row gets the unit it was billed by;
 * - a contract with no place of supply (the demo's in-house contract): the form asks for one;
 *   it gets its own business's state, where an in-house deployment is supplied.
 * The contract tables are the catalogue's, made after migrations: a database without them has
 * nothing to mend.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const tables = await sql<{ table_name: string }>`select table_name from information_schema.columns
    where table_schema = current_schema()
      and ((table_name = 'contracts__attendance_based_items' and column_name = 'rate_unit')
        or (table_name = 'contracts' and column_name = 'place_of_supply'))`.execute(db);
  const has = (table: string) => tables.rows.some((row) => row.table_name === table);
  if (has('contracts__attendance_based_items'))
    await sql`update contracts__attendance_based_items set rate_unit = 'day' where rate_unit is null`.execute(
      db,
    );
  if (has('contracts'))
    await sql`update contracts c set place_of_supply = p.states_id
      from partners p where p.id = c.partners_id and c.place_of_supply is null and p.states_id is not null`.execute(
      db,
    );
}
