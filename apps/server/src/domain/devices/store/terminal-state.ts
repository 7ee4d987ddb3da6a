import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../../platform/db/schema.js';
import type { UploadStamps } from '../protocol/answers.js';
import type { TerminalInfo } from '../protocol/device-info.js';

// These columns are the terminal's, not the admin's: writing them leaves last_modified
// alone, so a device form open while the terminal polls saves without a conflict.

/**
 * The statement marking a terminal seen now, with what it said about itself (a part it did not
 * say is kept): run alone (`noteTerminalSeen`) or beside another of the same request.
 */
export function seenStatement(devicesId: string, info: TerminalInfo): RawBuilder<unknown> {
  return sql`update devices set last_seen = now(),
      firmware = coalesce(${info.firmware}, firmware),
      user_count = coalesce(${info.userCount}::integer, user_count)
    where id = ${devicesId}`;
}

/** Marks a terminal seen now, with what it said about itself. */
export async function noteTerminalSeen(db: Kysely<Database>, devicesId: string, info: TerminalInfo) {
  await seenStatement(devicesId, info).execute(db);
}

/**
 * After an ATTLOG upload's punches are stored, in one statement: the terminal seen now, synced
 * now when it sent punches to store, and its latest punch instant kept (`latest` null: none).
 * Each column the devices table indexes, so each update is a new row version: one per upload
 * instead of three (issue #35 item 7).
 */
export async function noteUpload(
  db: Kysely<Database>,
  devicesId: string,
  upload: { synced: boolean; latest: Date | null },
) {
  await sql`update devices set last_seen = now(),
      last_sync = case when ${upload.synced} then now() else last_sync end,
      last_punch = greatest(last_punch, ${upload.latest}::timestamptz)
    where id = ${devicesId}`.execute(db);
}

export async function uploadStamps(db: Kysely<Database>, devicesId: string): Promise<UploadStamps> {
  const row = (
    await sql<{ attlog_stamp: string | null; operlog_stamp: string | null }>`
      select attlog_stamp, operlog_stamp from device_push_state where devices_id = ${devicesId}`.execute(db)
  ).rows[0];
  return { attlog: row?.attlog_stamp ?? null, operlog: row?.operlog_stamp ?? null };
}

/** Keeps the stamp an upload carried, answered in the next handshake so nothing is resent. */
export async function keepUploadStamp(
  db: Kysely<Database>,
  devicesId: string,
  table: 'attlog' | 'operlog',
  stamp: string,
) {
  const column = sql.ref(`${table}_stamp`);
  await sql`insert into device_push_state (devices_id, ${column}) values (${devicesId}, ${stamp})
    on conflict (devices_id) do update set ${column} = excluded.${column}`.execute(db);
}
