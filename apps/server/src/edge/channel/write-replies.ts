import { createHash } from 'node:crypto';
import {
  errorReply,
  type ReplyFrame,
  type ReplyOutput,
  serverMessages,
  type TxnFrame,
} from '@muster/protocol';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { ServerContext } from '../../engine/server-context.js';
import type { Database } from '../../platform/db/schema.js';
import { TxnError } from '../../platform/refusal.js';

/**
 * Idempotent write frames (issue #13 item 10). A write of a session is keyed by the session
 * and the client's frame id; a client that lost the reply resends the frame with the same id
 * (packages/folder-engine's ChannelClient) and gets the first reply back.
 *
 * The key is taken inside the write's own transaction: the first database transaction the
 * txn opens first inserts the key, so "written" and "keyed" commit together. A resend that
 * finds the key answers the reply kept beside it; one that arrives while the first is still
 * running waits on the key's row lock and, when the first commits, stops before writing.
 * Only the short span between the commit and keeping the reply (a crash there) leaves a key
 * with no reply: a resend then answers that the change was already saved.
 */

/** How long a reply is kept for a resend; older ones are pruned. */
export const writeReplyLifetimeHours = 24;
/** How long a resend waits for the reply of a write that has committed but not answered yet. */
const replyWaitMs = 2000;
const replyPollMs = 50;

export interface WriteKey {
  sessionKeyHash: string;
  frameId: string;
}

/**
 * A frame of a session that says it writes (op C, U, D or X); reads, frames that name no op and
 * sign-in or sign-up frames (no session) have no key.
 */
export function writeKeyOf(frame: TxnFrame): WriteKey | null {
  const sessionKey = frame.body.session_key;
  const op = frame.body.txn.client_props?.txn_op;
  if (sessionKey === null || op === undefined || op === 'R') return null;
  return { sessionKeyHash: createHash('sha256').update(sessionKey).digest('hex'), frameId: frame.id };
}

/** Thrown inside a write's transaction when its key was committed by an earlier run: rolls it back. */
class RepeatedWrite extends TxnError {
  constructor() {
    super(serverMessages.writeAlreadySaved);
  }
}

interface KeyState {
  /** A transaction holding the key has committed. */
  committed: boolean;
  /** A transaction is inserting or holding the key now. */
  taking: boolean;
  repeated: boolean;
  /**
   * The txn has answered: a transaction opened after that is work it left running in the
   * background (a month's recalculation), not the write itself, and takes no key.
   */
  answered: boolean;
}

/** Runs a write frame once per key: a resend answers the first reply (module comment). */
export async function runWriteOnce(
  key: WriteKey,
  server: ServerContext,
  run: (server: ServerContext) => Promise<ReplyFrame>,
): Promise<ReplyFrame> {
  const kept = await keptReply(server.db, key);
  if (kept !== undefined) return answer(key, kept ?? (await awaitReply(server.db, key)));
  const state: KeyState = { committed: false, taking: false, repeated: false, answered: false };
  const reply = await run({ ...server, db: keyingDatabase(server.db, key, state) }).finally(() => {
    state.answered = true;
  });
  if (state.repeated) return answer(key, await awaitReply(server.db, key));
  // A write that committed keeps whatever it answered; a success without a transaction too.
  if ((state.committed || reply.output.type === 'success') && !signsIn(reply.output))
    await keepReply(server.db, key, reply.output);
  return reply;
}

/**
 * A sign-in's reply holds a session key, which must not sit in plain text beside the hashed
 * sessions: it is never kept (a sign-in sent again signs in again).
 */
const signsIn = (output: ReplyOutput): boolean =>
  output.type === 'success' && output.data.records.some((record) => record.includes('"session_key"'));

/** Drops replies past their lifetime. */
export async function pruneWriteReplies(db: Kysely<Database>): Promise<void> {
  await sql`delete from write_replies
    where created_at < now() - make_interval(hours => ${writeReplyLifetimeHours})`.execute(db);
}

const answer = (key: WriteKey, output: ReplyOutput | null): ReplyFrame =>
  output
    ? { id: key.frameId, type: 'reply', output }
    : errorReply(key.frameId, serverMessages.writeAlreadySaved);

/** undefined: no key; null: the key with no reply yet; else the reply kept. */
async function keptReply(db: Kysely<Database>, key: WriteKey): Promise<ReplyOutput | null | undefined> {
  const { rows } = await sql<{ reply: string | null }>`select reply from write_replies
    where session_key_hash = ${key.sessionKeyHash} and frame_id = ${key.frameId}`.execute(db);
  const row = rows[0];
  if (!row) return undefined;
  return row.reply === null ? null : (JSON.parse(row.reply) as ReplyOutput);
}

/** The reply of a committed write, once its run keeps it; null when it never does (it crashed). */
async function awaitReply(db: Kysely<Database>, key: WriteKey): Promise<ReplyOutput | null> {
  for (let waited = 0; waited < replyWaitMs; waited += replyPollMs) {
    const kept = await keptReply(db, key);
    if (kept) return kept;
    await new Promise((resolve) => setTimeout(resolve, replyPollMs));
  }
  return null;
}

async function keepReply(db: Kysely<Database>, key: WriteKey, output: ReplyOutput): Promise<void> {
  await sql`insert into write_replies (session_key_hash, frame_id, reply)
    values (${key.sessionKeyHash}, ${key.frameId}, ${JSON.stringify(output)})
    on conflict (session_key_hash, frame_id) do update set reply = excluded.reply`.execute(db);
}

/** Inserts the key in `trx`; false when an earlier run committed it (a concurrent one is waited for). */
async function takeKey(trx: Transaction<Database>, key: WriteKey): Promise<boolean> {
  const { rows } = await sql`insert into write_replies (session_key_hash, frame_id)
    values (${key.sessionKeyHash}, ${key.frameId})
    on conflict do nothing returning frame_id`.execute(trx);
  return rows.length === 1;
}

/**
 * The database as the txn sees it: the same, except that the first transaction it runs takes
 * the key before anything else, and a transaction run after that key committed takes none.
 */
function keyingDatabase(db: Kysely<Database>, key: WriteKey, state: KeyState): Kysely<Database> {
  return new Proxy(db, {
    get(target, property) {
      if (property === 'transaction') return () => keyingTransaction(target.transaction(), key, state);
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

type Builder = ReturnType<Kysely<Database>['transaction']>;

function keyingTransaction(builder: Builder, key: WriteKey, state: KeyState): Builder {
  return new Proxy(builder, {
    get(target, property) {
      const value = Reflect.get(target, property, target);
      if (property !== 'execute') {
        // setIsolationLevel and the like answer a new builder, which must key its transaction too.
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          const result = value.apply(target, args);
          return result && typeof result === 'object' && 'execute' in result
            ? keyingTransaction(result as Builder, key, state)
            : result;
        };
      }
      return async <T>(body: (trx: Transaction<Database>) => Promise<T>): Promise<T> => {
        if (state.committed || state.taking || state.answered) return target.execute(body);
        state.taking = true;
        try {
          const result = await target.execute(async (trx) => {
            if (!(await takeKey(trx, key))) {
              state.repeated = true;
              throw new RepeatedWrite();
            }
            return body(trx);
          });
          state.committed = true;
          return result;
        } finally {
          state.taking = false;
        }
      };
    },
  });
}

/** Prunes now and every hour until the returned stop is called. */
export function startPruningWriteReplies(db: Kysely<Database>): () => void {
  const prune = () =>
    pruneWriteReplies(db).catch((error: unknown) =>
      console.warn(`pruning write replies failed: ${error instanceof Error ? error.message : error}`),
    );
  void prune();
  const timer = setInterval(prune, 60 * 60_000).unref();
  return () => clearInterval(timer);
}
