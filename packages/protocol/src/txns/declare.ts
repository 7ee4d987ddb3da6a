import type { z } from 'zod';
import type { folderTypes, Txn, txnOps } from '../frames.js';

export type TxnOp = (typeof txnOps)[number];
export type FolderType = (typeof folderTypes)[number];

/**
 * The tab where a list's action asks for this txn's params when it is not the folder's form
 * (spec 000 §2 "Tab host"): the folder's bulk-generate tab ('{folder}/generate'), or the
 * approval tab of the record the action was started on, or the employee's Form 16 tab
 * (a financial year to print).
 */
export type TxnScreen = 'bulk-generate' | 'record-approval' | 'form-16';

declare const replyType: unique symbol;
/**
 * What a txn answers, as types only: its records (JSON text on the wire, parsed by the
 * client) and the reply's other data keys. Nothing of it exists at run time.
 */
export interface ReplyShape<Record, Data extends object> {
  readonly [replyType]?: { record: Record; data: Data };
}
/** The reply of a declaration: `replyOf<SessionRecord>()`. */
export const replyOf = <Record, Data extends object = object>(): ReplyShape<Record, Data> => ({});

/**
 * One txn's contract (DESIGN §3, §4), written once: the server's runner parses a frame's
 * params with `params` before its handler sees them, and the client builds the frame from
 * it, so neither side spells a name, a folder or a param by hand.
 */
export interface TxnSpec<
  Params extends z.ZodType = z.ZodType,
  Record = unknown,
  Data extends object = object,
  Anonymous extends boolean = boolean,
> {
  readonly name: string;
  /** The folder the frame names (`txn.folder`); the runner refuses a frame naming another. */
  readonly folder: string;
  readonly foldertype?: FolderType;
  /** client_props.txn_op: R reads, which a client may send again after a lost connection. */
  readonly op: TxnOp;
  readonly params: Params;
  /** The refusal's message when the params do not parse (an i18n key); the paths go in its issues. */
  readonly refusal: string;
  /** Runs without a session: sign-in, sign-up and recovery. */
  readonly anonymous: Anonymous;
  readonly reply: ReplyShape<Record, Data>;
  /** Where a client asks for its params, when not in the folder's form. */
  readonly screen?: TxnScreen;
  /** Its reply holds a secret the server keeps no copy of: the client shows it once (a device's key). */
  readonly revealsOnce?: boolean;
  /**
   * A read whose success changes what other screens count (a statutory file's download is
   * recorded for month close): it is broadcast to its folder as a write is.
   */
  readonly announces?: boolean;
}

/** Any declaration, as registries and walks hold them. */
// biome-ignore lint/suspicious/noExplicitAny: a registry holds declarations of every params type
export type AnyTxnSpec = TxnSpec<z.ZodType, any, object, boolean>;

/** What a caller sends. */
export type TxnParams<Spec extends AnyTxnSpec> = z.input<Spec['params']>;
/** What a handler receives, defaults applied. */
export type ParsedTxnParams<Spec extends AnyTxnSpec> = z.output<Spec['params']>;
export type TxnRecord<Spec extends AnyTxnSpec> =
  Spec extends TxnSpec<z.ZodType, infer Record, object, boolean> ? Record : never;
export type TxnReplyData<Spec extends AnyTxnSpec> =
  Spec extends TxnSpec<z.ZodType, unknown, infer Data, boolean> ? Data : never;

export interface TxnDeclaration<
  Params extends z.ZodType,
  Record,
  Data extends object,
  Anonymous extends boolean,
> {
  name: string;
  folder: string;
  foldertype?: FolderType;
  op: TxnOp;
  params: Params;
  refusal: string;
  anonymous?: Anonymous;
  reply?: ReplyShape<Record, Data>;
  screen?: TxnScreen;
  revealsOnce?: boolean;
  announces?: boolean;
}

/** Declares a txn; `reply` defaults to records of unknown shape. */
export function declareTxn<
  Params extends z.ZodType,
  Record = globalThis.Record<string, unknown>,
  Data extends object = object,
  Anonymous extends boolean = false,
>(declaration: TxnDeclaration<Params, Record, Data, Anonymous>): TxnSpec<Params, Record, Data, Anonymous> {
  return {
    ...declaration,
    anonymous: (declaration.anonymous ?? false) as Anonymous,
    reply: declaration.reply ?? {},
  };
}

/** What a call adds to a declaration's frame. */
export interface TxnCallOptions {
  projections?: string[];
  /** The business a provider user acts on (spec 001 §1). */
  target_swhandle?: string;
  cache_when?: string;
}

/** The txn body of a frame calling `spec` with `params`. */
export function txnBody<Spec extends AnyTxnSpec>(
  spec: Spec,
  params: TxnParams<Spec>,
  options: TxnCallOptions = {},
): Txn {
  const { projections, target_swhandle, cache_when } = options;
  return {
    name: spec.name,
    folder: spec.folder,
    ...(spec.foldertype && { foldertype: spec.foldertype }),
    params: params as Txn['params'],
    ...(projections && { projections }),
    client_props: { txn_op: spec.op, ...(cache_when && { cache_when }) },
    ...(target_swhandle !== undefined && { target_swhandle }),
  };
}
