import type { ErrorReplyData, ReplyData, Txn } from '@muster/protocol';
import type { Kysely } from 'kysely';
import type { Session, SessionStore } from '../auth/session.js';
import type { Catalogue } from '../catalogue/index.js';
import type { Database } from '../db/schema.js';
import type { Messaging } from '../mail/index.js';

export interface ServerContext {
  db: Kysely<Database>;
  catalogue: Catalogue;
  messaging: Messaging;
  sessions: SessionStore;
}

export interface TxnRequest {
  txn: Txn;
  sessionKey: string | null;
  /** Present for every handler that is not anonymous: the runner checked it. */
  session: Session | null;
}

export interface TxnHandler {
  name: string;
  /** Runs without a session (sign-in, sign-up, recovery). */
  anonymous?: boolean;
  run(request: TxnRequest, server: ServerContext): Promise<ReplyData>;
}

/** A refusal whose message is shown to the user as it is, with data the client can show beside it. */
export class TxnError extends Error {
  constructor(
    message: string,
    readonly data?: ErrorReplyData,
  ) {
    super(message);
  }
}

/** The session of a handler that is not anonymous. */
export function requireSession(request: TxnRequest): Session {
  if (!request.session) throw new Error(`${request.txn.name} ran without a session`);
  return request.session;
}
