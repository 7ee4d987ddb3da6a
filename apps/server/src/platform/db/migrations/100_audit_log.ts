import { type Kysely, sql } from 'kysely';

/**
 * The audit trail (issue #32 item 5): one row per change of an audited record, written by a
 * row trigger on its table so that no write path can skip it. The trigger `audit_row` is
 * attached by the storage step to every table of a folder marked `audited` in the catalogue
 * (and to its detail tables, whose changes count as their record's), and here to
 * `invoice_notes`, whose notes count as their invoice's.
 *
 * `changes` holds only the columns that changed, each as `[from, to]` (JSON of the stored
 * values). `done_by` and `txn` come from the connection's settings that the server sets for
 * the signed-in user's work (platform/db/acting.ts); `reason` from the transaction's own
 * setting, set where the product asks why. A migration sets none: its rows have no author.
 * Nothing written as the starting data of a demo or a benchmark (`muster.txn` = 'starting
 * data') is recorded: those records are what a business starts with, not changes anyone made,
 * and a demo's seeded month would otherwise be some 290,000 rows of its first month's trail.
 *
 * The table is append-only: the database refuses an update, delete or truncate whoever asks,
 * and no txn names it, so it cannot be changed through the product.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table audit_log (
    seq bigint generated always as identity primary key,
    partners_id uuid,
    folder text not null,
    record_id uuid not null,
    -- the detail (or notes) a change is of; null for the record's own fields
    part text,
    part_id uuid,
    op text not null check (op in ('insert', 'update', 'delete')),
    changes jsonb not null,
    done_by uuid,
    txn text,
    reason text,
    done_at timestamptz not null default clock_timestamp())`.execute(db);
  await sql`create index audit_log_record on audit_log (folder, record_id, seq)`.execute(db);
  await sql`create index audit_log_month on audit_log (partners_id, done_at)`.execute(db);

  await sql`create function audit_log_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'audit_log is append-only' using errcode = 'AU001';
    end $$`.execute(db);
  await sql`create trigger audit_log_append_only before update or delete on audit_log
    for each row execute function audit_log_append_only()`.execute(db);
  await sql`create trigger audit_log_no_truncate before truncate on audit_log
    for each statement execute function audit_log_append_only()`.execute(db);

  // arguments: the folder, the column naming its record, the part ('' for the record itself)
  await sql`create function audit_row() returns trigger language plpgsql as $$
    declare
      old_row jsonb := case when tg_op <> 'INSERT' then to_jsonb(old) end;
      new_row jsonb := case when tg_op <> 'DELETE' then to_jsonb(new) end;
      source jsonb := coalesce(new_row, old_row);
      part text := nullif(tg_argv[2], '');
      changed jsonb;
      kind text := lower(tg_op);
      business uuid;
    begin
      -- the starting data of a demo or a benchmark is nobody's change (platform/db/acting.ts)
      if current_setting('muster.txn', true) = 'starting data' then
        return null;
      end if;
      select jsonb_object_agg(key, jsonb_build_array(old_row -> key, new_row -> key)) into changed
        from jsonb_object_keys(coalesce(new_row, old_row)) as key
        where key not in ('id', 'parent_id', 'partners_id', 'creation_date', 'last_modified', tg_argv[1])
          and coalesce(old_row -> key, 'null') is distinct from coalesce(new_row -> key, 'null')
          -- a new record is not deleted: saying so is noise
          and not (tg_op = 'INSERT' and key = 'deleted');
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
  await sql`create trigger invoice_notes_audit after insert or update or delete on invoice_notes
    for each row execute function audit_row('invoices', 'invoices_id', 'invoice_notes')`.execute(db);
}
