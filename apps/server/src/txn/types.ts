import type { AnyTxnSpec, ErrorReplyData, ParsedTxnParams, ReplyData, Txn } from '@muster/protocol';
import type { Kysely } from 'kysely';
import type { Session, SessionStore } from '../auth/session.js';
import type { Catalogue } from '../catalogue/index.js';
import type { Database } from '../db/schema.js';
import type { PdfPrinter } from '../documents/pdf.js';
import type { ProgressRelay } from '../jobs/progress.js';
import type { JobQueue } from '../jobs/queue.js';
import type { Messaging } from '../mail/index.js';

export interface ServerContext {
  db: Kysely<Database>;
  catalogue: Catalogue;
  messaging: Messaging;
  sessions: SessionStore;
  /** Long work (payslip generation) in the database's job queue. */
  jobs: JobQueue;
  /** Progress frames of those jobs to the sessions that asked. */
  progress: ProgressRelay;
  /** Documents (payslips) to PDF through one reused headless Chromium. */
  pdf: PdfPrinter;
  /** Where stored files live (`<dataDir>/files`): uploads and the files exports make. */
  dataDir: string;
}

/** One call of a txn as its handler sees it: params already parsed with the declaration. */
export interface TxnCall<Spec extends AnyTxnSpec = AnyTxnSpec> {
  params: ParsedTxnParams<Spec>;
  /** The frame's txn as sent (target business, projections); read params from `params`. */
  txn: Txn;
  sessionKey: string | null;
  /** The runner checked it for every handler that is not anonymous. */
  session: Spec['anonymous'] extends true ? Session | null : Session;
}

/** A declaration bound to the function that answers it. */
export interface TxnHandler<Spec extends AnyTxnSpec = AnyTxnSpec> {
  readonly spec: Spec;
  run(call: TxnCall<Spec>, server: ServerContext): Promise<ReplyData>;
}

/** Binds a declaration to its run function: a named handler's file exports one of these. */
export function handleTxn<Spec extends AnyTxnSpec>(
  spec: Spec,
  run: (call: TxnCall<Spec>, server: ServerContext) => Promise<ReplyData>,
): TxnHandler<Spec> {
  return { spec, run };
}

/**
 * Finds the handler of a txn name no named handler answers (a family: `txn_<folder>_list`
 * from the catalogue, a workflow's `txn_<folder>_<action>`), or null when it is not its.
 */
export type TxnResolver = (name: string, server: ServerContext) => TxnHandler | null;

/** A refusal whose message is shown to the user as it is, with data the client can show beside it. */
export class TxnError extends Error {
  constructor(
    message: string,
    readonly data?: ErrorReplyData,
  ) {
    super(message);
  }
}
