import { type Kysely, sql } from 'kysely';

/**
 * A department's, site's, shift's or leave type's code names one live record (issue #19
 * item 4), as an employee's does within its business (001's unique index): a write giving a
 * live record another's code, in any case, is refused as a unique violation naming the
 * column ('This value is already in use: code'). A trigger rather than a unique index, so a
 * database already holding duplicates migrates: they are kept, and an update that leaves a
 * record's code, business and deletion as they were is not refused for them. Two writes
 * racing with the same new code can both pass; the lists would then show both.
 *
 * The catalogue creates these tables after migrations, so a new database gets them here with
 * the columns the trigger reads (as 014 does for leaves); catalogue DDL adds the rest. The
 * code column is the trigger's argument (a shift's is `shift_code`).
 */
const coded = [
  { table: 'departments', column: 'code' },
  { table: 'sites', column: 'code' },
  { table: 'shifts', column: 'shift_code' },
  { table: 'leave_types', column: 'code' },
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create function code_names_one_live_record() returns trigger language plpgsql as $$
    declare
      code_column text := tg_argv[0];
      code text := to_jsonb(new) ->> code_column;
      taken boolean;
    begin
      if new.deleted or code is null or code = '' then return new; end if;
      if tg_op = 'UPDATE' and not old.deleted
        and lower(to_jsonb(old) ->> code_column) is not distinct from lower(code) then
        return new;
      end if;
      execute format('select exists (select 1 from %I where id <> $1 and not deleted and lower(%I) = lower($2))',
        tg_table_name, code_column) into taken using new.id, code;
      if taken then
        raise exception 'duplicate code %', code using errcode = 'unique_violation', column = code_column;
      end if;
      return new;
    end $$`.execute(db);
  for (const { table, column } of coded) {
    await sql`create table if not exists ${sql.table(table)} (
      id uuid primary key default gen_random_uuid(),
      deleted boolean not null default false,
      creation_date timestamptz not null default now(),
      last_modified timestamptz not null default now(),
      ${sql.id(column)} text)`.execute(db);
    await sql`create trigger ${sql.id(`${table}_code_unique`)} before insert or update on ${sql.table(table)}
      for each row execute function code_names_one_live_record(${sql.lit(column)})`.execute(db);
  }
}
