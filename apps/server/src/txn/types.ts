import type { AnyTxnSpec, ReplyData } from '@muster/protocol';
import type { ServerContext, TxnCall } from '../engine/server-context.js';

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
