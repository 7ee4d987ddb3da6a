import { type Kysely, sql } from 'kysely';

/**
 * The audit trigger (migration 100) records nothing written as the starting data of a demo or
 * a benchmark (`muster.txn` = 'starting data', platform/db/acting.ts): those records are what
 * a business starts with, not changes anyone made, and a demo's seeded month would otherwise
 * be some 290,000 rows of its first month's trail. Otherwise as before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create or replace function audit_row() returns trigger language plpgsql as $$
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
}
