import { type Kysely, sql } from 'kysely';

/**
 * `employees.leaving_reason`, the text code an employee's leaving reason was before the
 * `leaving_reasons` master (issue #34 item 6), goes: migration 180 copied every stored code onto
 * `employees.leaving_reasons_id` and pointed stored reports at the reason's name, and nothing has
 * read the column since. A database made after 180 never had it (the catalogue does not declare
 * it), hence `if exists`; one older than 180 runs 180 first, so its codes are copied before this.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table if exists employees drop column if exists leaving_reason`.execute(db);
}
