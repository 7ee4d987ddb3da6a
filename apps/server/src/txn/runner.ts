import {
  describeIssues,
  errorReply,
  paramsRefusalMessage,
  type ReplyFrame,
  serverMessages,
  successReply,
  type TxnFrame,
} from '@muster/protocol';
import type { ServerContext } from '../engine/server-context.js';
import { actingAs } from '../platform/db/acting.js';
import { TxnError } from '../platform/refusal.js';
import { resolveTxn } from './handlers/index.js';
import { txnPolicyRefusal } from './policy-gate.js';

/**
 * Runs one txn frame: finds the handler of its name, checks the frame's folder against the
 * declaration, authenticates, asks the read/write policy (policy-gate.ts: before the params,
 * so a refused caller learns nothing of them), parses the params once with the declaration's
 * schema (a refusal says the spec's words when the schema has them, else names the bad paths)
 * and shapes the reply; never throws.
 */
export async function runTxn(frame: TxnFrame, server: ServerContext): Promise<ReplyFrame> {
  const { txn, session_key: sessionKey } = frame.body;
  const handler = resolveTxn(txn.name, server);
  if (!handler) return errorReply(frame.id, `${serverMessages.unknownTxn}: ${txn.name}`);
  const { spec } = handler;
  // the name decides the folder: a frame naming another one is not this txn
  if (txn.folder !== spec.folder)
    return errorReply(frame.id, `${serverMessages.unknownTxn}: ${txn.name} (${txn.folder})`);
  try {
    const session = spec.anonymous ? null : await server.sessions.find(sessionKey);
    if (!spec.anonymous && !session) return errorReply(frame.id, serverMessages.sessionExpired);
    const refusal = session && txnPolicyRefusal(server.catalogue, spec, session.env, txn.target_swhandle);
    if (refusal) return errorReply(frame.id, refusal);
    const params = spec.params.safeParse(txn.params ?? {});
    if (!params.success)
      return errorReply(frame.id, paramsRefusalMessage(spec.refusal, params.error), {
        issues: [describeIssues(params.error)],
      });
    // the audit trail's author of every write the handler makes (platform/db/acting.ts)
    const actor = session ? { userId: session.employeesId, txn: txn.name } : null;
    const { message, ...data } = await actingAs(actor, () =>
      handler.run({ params: params.data, txn, sessionKey, session: session as never }, server),
    );
    // Handlers put their success text in data.message; the reply carries it in output.message (spec 001 §7).
    return successReply(frame.id, data, typeof message === 'string' ? message : '');
  } catch (error) {
    if (error instanceof TxnError) return errorReply(frame.id, error.message, error.data);
    console.error(`txn ${txn.name} failed`, error);
    return errorReply(frame.id, serverMessages.internalError);
  }
}
