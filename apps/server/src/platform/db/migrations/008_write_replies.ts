import { type Kysely, sql } from 'kysely';

/**
 * The first reply to each write frame of a session (issue #13 item 10): a client that lost
 * the reply resends the frame with the same id and gets this one back instead of writing
 * twice. `reply` is null from the commit of the write until the reply is kept beside it.
 * Rows are dropped after a day (apps/server/src/edge/channel/write-replies.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table write_replies (
    session_key_hash text not null,
    frame_id text not null,
    reply text,
    created_at timestamptz not null default now(),
    primary key (session_key_hash, frame_id))`.execute(db);
  await sql`create index write_replies_created_at on write_replies (created_at)`.execute(db);
}
