import { type Kysely, sql } from 'kysely';

/**
 * The audit trail's changes of a row as one function, `audit_changes(old, new, record key)`,
 * which the row trigger and a writer that records its own rows both call (issue #35 item 6).
 *
 * Generating a month's payslips spent about half of the database's time in `audit_row`
 * (payroll bench, tests/bench/payroll/README.md, 28 November 2026 21:05 UTC): per payslip the whole row
 * as JSON (`to_jsonb`), its keys diffed one by one, the pay details copied at each step. The
 * payslip writer (domain/payroll/generate/write-payslips.ts) knows the columns it writes, so it
 * writes the audit rows of its own statement itself: a new payslip's changes from those
 * columns, a rewritten one's by `audit_changes` against the row as it was. It says so for its
 * table with the transaction's `muster.audit_written` setting, which `audit_row` honours; every
 * other write of every audited table is still caught by the trigger (migration 100).
 *
 * `audit_row` also reads the row as JSON only after deciding to record it: the starting data
 * of a demo or a benchmark, skipped before, paid for the JSON too. And the trail's changes are
 * compressed by lz4 where the database has it (PostgreSQL builds; PGlite has only pglz): a
 * payslip's are some 3.5 kB, and lz4 took some 10–15% off writing a chunk of 500 with them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // the columns that changed, each [from, to]; of a new row (old null) its values, not `deleted`
  await sql`create function audit_changes(old_row jsonb, new_row jsonb, record_key text) returns jsonb
    language sql immutable as $$
      select jsonb_object_agg(key, jsonb_build_array(old_row -> key, new_row -> key))
        from jsonb_object_keys(coalesce(new_row, old_row)) as key
        where key not in ('id', 'parent_id', 'partners_id', 'creation_date', 'last_modified', record_key)
          and coalesce(old_row -> key, 'null') is distinct from coalesce(new_row -> key, 'null')
          -- a new record is not deleted: saying so is noise
          and not (old_row is null and key = 'deleted')
    $$`.execute(db);

  // arguments: the folder, the column naming its record, the part ('' for the record itself)
  await sql`create or replace function audit_row() returns trigger language plpgsql as $$
    declare
      old_row jsonb;
      new_row jsonb;
      source jsonb;
      part text := nullif(tg_argv[2], '');
      changed jsonb;
      kind text := lower(tg_op);
      business uuid;
    begin
      -- the starting data of a demo or a benchmark is nobody's change (platform/db/acting.ts)
      if current_setting('muster.txn', true) = 'starting data' then
        return null;
      end if;
      -- the writer of this statement records its rows itself (migration 285)
      if current_setting('muster.audit_written', true) = tg_argv[0] then
        return null;
      end if;
      old_row := case when tg_op <> 'INSERT' then to_jsonb(old) end;
      new_row := case when tg_op <> 'DELETE' then to_jsonb(new) end;
      source := coalesce(new_row, old_row);
      changed := audit_changes(old_row, new_row, tg_argv[1]);
      if changed is null then
        return null;
      end if;
      -- a record marked deleted is a delete to its reader
      if kind = 'update' and (new_row ->> 'deleted')::boolean and not (old_row ->> 'deleted')::boolean then
        kind := 'delete';
      end if;
      if source ? 'partners_id' then
        business := (source ->> 'partners_id')::uuid;
      else
        execute format('select partners_id from %I where id = $1', tg_argv[0]) into business
          using (source ->> tg_argv[1])::uuid;
      end if;
      insert into audit_log (partners_id, folder, record_id, part, part_id, op, changes, done_by, txn, reason)
      values (business, tg_argv[0], (source ->> tg_argv[1])::uuid, part,
        case when part is null then null else (source ->> 'id')::uuid end, kind, changed,
        nullif(current_setting('muster.user_id', true), '')::uuid,
        nullif(current_setting('muster.txn', true), ''),
        nullif(current_setting('muster.reason', true), ''));
      return null;
    end $$`.execute(db);

  await sql`do $$ begin
      alter table audit_log alter column changes set compression lz4;
    exception when feature_not_supported then null;
    end $$`.execute(db);
}
