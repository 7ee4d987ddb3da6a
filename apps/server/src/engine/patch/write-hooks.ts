import {
  type BusinessEnv,
  type FolderDefinition,
  type Ranked,
  RankedRegistry,
  type ServerText,
} from '@muster/protocol';
import type { Transaction } from 'kysely';
import type { Database } from '../../platform/db/schema.js';
import type { TxnError } from '../../platform/refusal.js';
import type { WrittenRow } from './apply-patch.js';
import type { PatchRequest } from './request.js';

type Trx = Transaction<Database>;

/** One generic write as a hook sees it: the folder, the writer and the business it writes in. */
export interface WriteSubject {
  definition: FolderDefinition;
  env: BusinessEnv;
  /** The business the writer named (`txn.target_swhandle`), none for the writer's own. */
  targetSwhandle: string | undefined;
  /** The business the write's scope is kept to, none for a user who may write any. */
  partnerId: string | null;
}

/**
 * What a hook tells the writer besides the rows (issue #29: '{n} attendance days
 * recomputed'): a catalogue key and its values, which the write's reply carries in `notes`
 * for the client to show in the user's language.
 */
export type WriteNote = ServerText;

/**
 * A feature's work around one write, in the writer's transaction. Each step is optional; what
 * `before` notes for `after` stays in the run (the hook's closure), so the generic write
 * holds nothing of any feature's.
 */
export interface WriteHookRun {
  /** Before the rows are applied: refuses what the feature forbids, notes what the rows were. */
  before?(trx: Trx, patch: PatchRequest): Promise<void>;
  /** After, before the commit: refuses what the written rows break, or follows them (recomputes). */
  after?(trx: Trx, patch: PatchRequest, written: readonly WrittenRow[]): Promise<WriteNote | undefined>;
  /** A refusal of the write (a database constraint) in the feature's own words; null when not its own. */
  refusal?(error: unknown): TxnError | null;
}

/**
 * A write hook: its tester ranks the written folder's definition, below 0 when the hook does
 * not apply; `open` starts its run for one write.
 */
export interface WriteHook extends Ranked<FolderDefinition> {
  open(write: WriteSubject): WriteHookRun;
  /**
   * Whether the hook also runs around a workflow move of the folder's records
   * (`domain/workflow/apply.ts`), as around an update patch naming them with no data: a move
   * writes the status, which a hook that follows the rows (attendance) must see, while the
   * hooks that judge the written fields (leaves, the workflow guard) leave moves to the
   * workflow. Its notes reach the move's reply as a write's do.
   */
  followsMoves?: boolean;
}

/**
 * The write hooks the app registers at its composition root (`app/write-hooks.ts`). Every
 * hook that applies to a folder runs, in rank order and, of equal ranks, in the order
 * registered: every step of the first before the same step of the next.
 */
export type WriteHooks = RankedRegistry<FolderDefinition, WriteHook>;

export const createWriteHooks = (...hooks: WriteHook[]): WriteHooks => {
  const registry: WriteHooks = new RankedRegistry();
  registry.register(...hooks);
  return registry;
};
