import {
  errorReply,
  parseClientFrame,
  type ReplyFrame,
  type ServerFrame,
  serverMessages,
  type TxnFrame,
} from '@muster/protocol';
import { sql } from 'kysely';
import type { ServerContext } from '../../engine/server-context.js';
import type { Broadcasts } from '../../platform/events/broadcasts.js';
import { handlers } from '../../txn/handlers/index.js';
import { runTxn } from '../../txn/runner.js';
import type { Peer } from './peers.js';
import { replyText } from './reply-text.js';
import { runWriteOnce, writeKeyOf } from './write-replies.js';

export const serverVersion = '2.0.0';

export interface ChannelContext {
  server: ServerContext;
  broadcasts: Broadcasts;
}

/** Handles one text frame of a channel connection; every frame gets exactly one reply. */
export async function handleFrame(
  data: unknown,
  peer: Peer,
  { server, broadcasts }: ChannelContext,
): Promise<void> {
  const send = (frame: ServerFrame) => {
    if (peer.socket.readyState === 1) peer.socket.send(replyText(frame));
  };
  if (typeof data !== 'string') {
    send(errorReply(null, `${serverMessages.invalidFrame}: frames are JSON text`));
    return;
  }
  const parsed = parseClientFrame(data);
  if (!parsed.ok) {
    send(errorReply(parsed.id, parsed.message, parsed.data));
    return;
  }
  const { frame } = parsed;
  if (frame.type === 'hello') {
    send({
      id: frame.id,
      type: 'reply',
      output: { type: 'success', message: 'hello', data: { records: [], version: serverVersion } },
    });
    return;
  }
  if (frame.type === 'subscribe') {
    peer.folders = new Set(frame.folders);
    send({
      id: frame.id,
      type: 'reply',
      output: { type: 'success', message: 'subscribed', data: { records: [] } },
    });
    return;
  }
  const reply = await answerTxn(frame, peer, server);
  send(reply);
  const changes = writeKeyOf(frame) !== null || handlers.get(frame.body.txn.name)?.spec.announces === true;
  if (changes && reply.output.type === 'success' && peer.partnersId) {
    const told = [peer.partnersId];
    // a write on another business's records (the principal employer's, through its business
    // filter) changed that business's lists too: its clients hear of it as of their own (issue #32:
    // a contractor's month-close screen counts the documents and invoices the principal approves)
    const target = await targetBusiness(server, frame.body.txn.target_swhandle);
    if (target && target !== peer.partnersId) told.push(target);
    for (const partnersId of told)
      await broadcasts
        .publish(server.db, {
          partnersId,
          folder: frame.body.txn.folder,
          data: { txn: frame.body.txn.name },
          fromPeer: peer.id,
        })
        .catch((error: unknown) => {
          console.warn(
            `broadcast of ${frame.body.txn.name} failed: ${error instanceof Error ? error.message : error}`,
          );
        });
  }
}

/** The id of the business a txn's `target_swhandle` names, or null (none named, none such). */
async function targetBusiness(server: ServerContext, swhandle: string | undefined): Promise<string | null> {
  if (!swhandle) return null;
  const row = await server.db
    .selectFrom('partners')
    .select('id')
    .where(sql`lower(sw_handle)`, '=', swhandle.toLowerCase())
    .executeTakeFirst()
    .catch(() => undefined);
  return row?.id ?? null;
}

/**
 * The txn's reply. A failure outside the txn's own handling (the write key's table, the
 * session lookup: the database gone away) answers that something went wrong, as a txn's
 * does (txn/runner.ts), rather than leaving the frame unanswered and its promise rejected.
 */
async function answerTxn(frame: TxnFrame, peer: Peer, server: ServerContext): Promise<ReplyFrame> {
  try {
    await followSession(peer, frame, server);
    const writeKey = writeKeyOf(frame);
    return writeKey
      ? await runWriteOnce(writeKey, server, (keyed) => runTxn(frame, keyed))
      : await runTxn(frame, server);
  } catch (error) {
    console.error(`frame ${frame.body.txn.name} failed`, error);
    return errorReply(frame.id, serverMessages.internalError);
  }
}

/** The connection receives the broadcasts of the business of the session it last sent a txn with. */
async function followSession(peer: Peer, frame: TxnFrame, server: ServerContext): Promise<void> {
  const sessionKey = frame.body.session_key;
  if (sessionKey === peer.sessionKey) return;
  const session = sessionKey ? await server.sessions.find(sessionKey) : null;
  peer.sessionKey = session ? sessionKey : null;
  peer.partnersId = session?.env.partners_id ?? null;
}
