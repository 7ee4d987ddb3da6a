import { errorReply, type ReplyFrame, serverMessages, successReply, type TxnFrame } from '@muster/protocol';
import { genericHandler } from './generic/index.js';
import { handlers } from './handlers/index.js';
import { type ServerContext, TxnError } from './types.js';

/** Authenticates one txn frame, runs its handler and shapes the reply; never throws. */
export async function runTxn(frame: TxnFrame, server: ServerContext): Promise<ReplyFrame> {
  const { txn, session_key: sessionKey } = frame.body;
  const handler = handlers.get(txn.name) ?? genericHandler(txn.name, server.catalogue);
  if (!handler) return errorReply(frame.id, `${serverMessages.unknownTxn}: ${txn.name}`);
  try {
    const session = handler.anonymous ? null : await server.sessions.find(sessionKey);
    if (!handler.anonymous && !session) return errorReply(frame.id, serverMessages.sessionExpired);
    const { message, ...data } = await handler.run({ txn, sessionKey, session }, server);
    // Handlers put their success text in data.message; the reply carries it in output.message (spec 001 §7).
    return successReply(frame.id, data, typeof message === 'string' ? message : '');
  } catch (error) {
    if (error instanceof TxnError) return errorReply(frame.id, error.message, error.data);
    console.error(`txn ${txn.name} failed`, error);
    return errorReply(frame.id, serverMessages.internalError);
  }
}
