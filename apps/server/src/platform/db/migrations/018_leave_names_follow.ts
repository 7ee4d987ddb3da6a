import { type Kysely, sql } from 'kysely';

/**
 * The employee name a leave keeps for the leaves list (migration 015) follows the person: a
 * renamed person, or an employee pointed at another person, re-syncs that employee's leaves
 * (015's triggers fired only on the leave's own rows, so a corrected name stayed wrong on
 * every leave already applied). The columns are read in the functions, not named in the
 * triggers: the catalogue adds the names to `persons` after migrations run.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create function leaves_names_follow_person() returns trigger language plpgsql as $$
    begin
      if new.first_name is distinct from old.first_name or new.last_name is distinct from old.last_name then
        perform leaves_summary_sync(l.id) from leaves l join employees e on e.id = l.employees_id
          where e.persons_id = new.id and not l.deleted;
      end if;
      return null;
    end $$`.execute(db);
  await sql`create function leaves_names_follow_employee() returns trigger language plpgsql as $$
    begin
      if new.persons_id is distinct from old.persons_id then
        perform leaves_summary_sync(l.id) from leaves l where l.employees_id = new.id and not l.deleted;
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger persons_leave_names after update on persons
    for each row execute function leaves_names_follow_person()`.execute(db);
  await sql`create trigger employees_leave_names after update on employees
    for each row execute function leaves_names_follow_employee()`.execute(db);
}
