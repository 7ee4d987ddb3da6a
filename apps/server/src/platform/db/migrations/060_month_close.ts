import { type Kysely, sql } from 'kysely';

/**
 * Month close (issue #32 items 3 and 5). `month_closes` holds the months closed now, one row
 * per business and month, which every write to a locked folder reads. `month_close_events`
 * is the record of each close, reopen and waived step with who, when and why; it is
 * append-only: the database refuses to update or delete its rows, whoever asks (no product
 * txn offers it either), so the record cannot be changed through the product.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table month_closes (
    partners_id uuid not null,
    month text not null check (month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
    closed_at timestamptz not null default clock_timestamp(),
    closed_by uuid not null,
    primary key (partners_id, month))`.execute(db);
  await sql`create table month_close_events (
    id uuid primary key default gen_random_uuid(),
    -- the order events were written in (clock_timestamp can repeat within a transaction)
    seq bigint generated always as identity,
    partners_id uuid not null,
    month text not null check (month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
    action text not null check (action in ('close', 'reopen', 'waive')),
    step text,
    reason text,
    done_by uuid not null,
    done_at timestamptz not null default clock_timestamp())`.execute(db);
  await sql`create index month_close_events_month on month_close_events (partners_id, month, seq)`.execute(
    db,
  );
  await sql`create function month_close_events_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'month_close_events is append-only' using errcode = 'MC001';
    end $$`.execute(db);
  await sql`create trigger month_close_events_append_only before update or delete on month_close_events
    for each row execute function month_close_events_append_only()`.execute(db);
  await sql`create trigger month_close_events_no_truncate before truncate on month_close_events
    for each statement execute function month_close_events_append_only()`.execute(db);
}
