import type { AnyTxnSpec, ParsedTxnParams, Txn } from '@muster/protocol';
import type { Kysely } from 'kysely';
import type { Database } from '../platform/db/schema.js';
import type { PdfPrinter } from '../platform/documents/pdf.js';
import type { ProgressSender } from '../platform/jobs/progress-sender.js';
import type { JobQueue } from '../platform/jobs/queue.js';
import type { Messaging } from '../platform/mail/index.js';
import type { Session, SessionStore } from './auth/session.js';
import type { Catalogue } from './catalogue/index.js';
import type { WriteHooks } from './patch/write-hooks.js';

/** What every txn's work runs with: the database, the catalogue and the platform's services. */
export interface ServerContext {
  db: Kysely<Database>;
  catalogue: Catalogue;
  messaging: Messaging;
  sessions: SessionStore;
  /** Long work (payslip generation) in the database's job queue. */
  jobs: JobQueue;
  /** Progress frames of those jobs to the sessions that asked. */
  progress: ProgressSender;
  /** Documents (payslips) to PDF through one reused headless Chromium. */
  pdf: PdfPrinter;
  /** Where stored files live (`<dataDir>/files`): uploads and the files exports make. */
  dataDir: string;
  /** The features' hooks of the generic write, chosen by the written folder (app/write-hooks.ts). */
  writeHooks: WriteHooks;
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
