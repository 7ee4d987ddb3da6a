import { type Kysely, sql } from 'kysely';

/**
 * What the ADMS push endpoints keep for each terminal (http/iclock/README.md): the
 * commands waiting for it, its upload stamps, and the users it reported. The devices
 * table comes from the catalogue after migrations run, so devices_id has no foreign key.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // A terminal echoes the id of `C:<id>:…` in its reply: a number is what every firmware takes.
  await sql`create table device_commands (
    id bigint generated always as identity primary key,
    devices_id uuid not null,
    kind text not null check (kind in ('set_time', 'data')),
    command text,
    status text not null default 'queued' check (status in ('queued', 'sent', 'done')),
    queued_by uuid,
    queued_at timestamptz not null default now(),
    sent_at timestamptz,
    done_at timestamptz,
    return_code integer,
    check ((kind = 'data') = (command is not null)))`.execute(db);
  await sql`create index device_commands_waiting on device_commands (devices_id, id)
    where status <> 'done'`.execute(db);
  await sql`create table device_push_state (
    devices_id uuid primary key,
    attlog_stamp text,
    operlog_stamp text)`.execute(db);
  await sql`create table device_users (
    devices_id uuid not null,
    pin text not null,
    name text not null,
    privilege integer not null,
    reported_at timestamptz not null default now(),
    primary key (devices_id, pin))`.execute(db);
}
