import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../../platform/db/schema.js';
import type { CommandReply } from '../protocol/commands.js';

/** A queued command: a clock set (its text written when it is sent) or a literal data command. */
export type QueuedCommand = { kind: 'set_time' } | { kind: 'data'; command: string };

/** Commands a heartbeat carries at most: a terminal reads its answer in one small buffer. */
export const commandsPerHeartbeat = 50;
/** A command sent this long ago without a reply is sent again (the answer may have been lost). */
const resendAfter = '5 minutes';

export async function queueCommands(
  db: Kysely<Database>,
  devicesId: string,
  commands: readonly QueuedCommand[],
  queuedBy: string | null,
): Promise<number> {
  if (!commands.length) return 0;
  await sql`insert into device_commands (devices_id, kind, command, queued_by)
    select ${devicesId}, queued.kind, queued.command, ${queuedBy}
    from unnest(${commands.map((entry) => entry.kind)}::text[],
      ${commands.map((entry) => (entry.kind === 'data' ? entry.command : null))}::text[])
      with ordinality as queued (kind, command, position)
    order by queued.position`.execute(db);
  return commands.length;
}

/** Whether a clock set is already waiting (queued or sent, not yet answered). */
export async function timeSetWaiting(db: Kysely<Database>, devicesId: string): Promise<boolean> {
  const rows = await sql`select 1 from device_commands
    where devices_id = ${devicesId} and kind = 'set_time' and status <> 'done' limit 1`.execute(db);
  return rows.rows.length > 0;
}

/**
 * The commands a heartbeat hands over, oldest first, marked sent: queued ones, and sent
 * ones whose reply never came. `skip locked` keeps two overlapping heartbeats from taking
 * the same command. `alongside`: a write of the same request run in the same statement (the
 * heartbeat's terminal seen), one round trip instead of two.
 */
export async function takeCommands(
  db: Kysely<Database>,
  devicesId: string,
  alongside?: RawBuilder<unknown>,
): Promise<{ id: string; kind: 'set_time' | 'data'; command: string | null }[]> {
  const taken = await sql<{ id: string; kind: 'set_time' | 'data'; command: string | null }>`
    ${alongside ? sql`with alongside as (${alongside})` : sql``}
    update device_commands set status = 'sent', sent_at = now()
    where id in (
      select id from device_commands
      where devices_id = ${devicesId}
        and (status = 'queued' or (status = 'sent' and sent_at < now() - ${resendAfter}::interval))
      order by id limit ${commandsPerHeartbeat}
      for update skip locked)
    returning id::text as id, kind, command`.execute(db);
  return taken.rows.sort((a, b) => Number(a.id) - Number(b.id));
}

/** Marks this terminal's replied commands done with their return codes; answers how many matched. */
export async function acknowledgeCommands(
  db: Kysely<Database>,
  devicesId: string,
  replies: readonly CommandReply[],
): Promise<number> {
  if (!replies.length) return 0;
  const done = await sql`update device_commands c set status = 'done', done_at = now(),
      return_code = reply.return_code
    from unnest(${replies.map((reply) => reply.id)}::bigint[], ${replies.map((reply) => reply.returnCode)}::integer[])
      as reply (id, return_code)
    where c.id = reply.id and c.devices_id = ${devicesId} and c.status <> 'done'`.execute(db);
  return Number(done.numAffectedRows ?? 0);
}
