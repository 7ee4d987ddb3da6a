import { type Kysely, sql } from 'kysely';

/**
 * An employee's income-tax regime for a financial year is a record of the `tax_regimes`
 * folder (issue #34 item 1), which HR and admin keep through its screens and the employee
 * reads; migration 075's table, which nothing wrote but tests, goes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists employee_tax_regimes`.execute(db);
}
