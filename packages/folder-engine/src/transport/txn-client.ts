import {
  type AnyTxnSpec,
  type ErrorReplyData,
  type ProgressFrame,
  type Txn,
  type TxnCallOptions,
  type TxnParams,
  type TxnRecord,
  type TxnReplyData,
  txnBody,
} from '@muster/protocol';

/** What a txn answers once its JSON-string records are parsed. */
export interface TxnResult<R = Record<string, unknown>, D extends object = Record<string, unknown>> {
  records: R[];
  rowCount?: number;
  filename?: string | null;
  message: string;
  /** The reply's other data keys (the declaration's reply data). */
  data: Partial<D> & Record<string, unknown>;
}

export interface RunOptions {
  onProgress?: (progress: ProgressFrame['output']) => void;
  timeoutMs?: number;
}

/** What a call adds to its declaration's frame, and how it waits for the answer. */
export type CallOptions = TxnCallOptions & RunOptions;

/** The answer of a call to `Spec`, typed by its declaration. */
export type CallResult<Spec extends AnyTxnSpec> = TxnResult<TxnRecord<Spec>, TxnReplyData<Spec>>;

/**
 * How the engine talks to a server: every call names a txn's declaration (protocol's
 * `txns`), so no request is built by hand. The channel client is one implementation;
 * stories use the memory client and a product may plug in its own.
 */
export interface TxnClient {
  call<Spec extends AnyTxnSpec>(
    spec: Spec,
    params: TxnParams<Spec>,
    options?: CallOptions,
  ): Promise<CallResult<Spec>>;
  /**
   * Listens to the changes of some folders that others make (DESIGN §3 broadcasts); the server
   * sends a connection only the changes of the folders its listeners name.
   */
  onBroadcast(folders: readonly string[], listener: BroadcastListener): () => void;
}

export type BroadcastListener = (folder: string, data: unknown) => void;

/**
 * A client over a transport that sends one txn body and answers its reply: `call` builds
 * the body from the declaration, and a client implements only `run`.
 */
export abstract class TxnTransportClient implements TxnClient {
  /** Sends a body `call` built; not for call sites, which call through declarations. */
  abstract run<R>(txn: Txn, options?: RunOptions): Promise<TxnResult<R>>;
  abstract onBroadcast(folders: readonly string[], listener: BroadcastListener): () => void;

  call<Spec extends AnyTxnSpec>(
    spec: Spec,
    params: TxnParams<Spec>,
    options: CallOptions = {},
  ): Promise<CallResult<Spec>> {
    const { onProgress, timeoutMs, ...frame } = options;
    return this.run(txnBody(spec, params, frame), {
      ...(onProgress && { onProgress }),
      ...(timeoutMs !== undefined && { timeoutMs }),
    }) as Promise<CallResult<Spec>>;
  }
}

/**
 * A txn the server refused; `message` is the server's user-facing text, `data` what the
 * refusal carries beside it (the refused fields, or an invoice gate's count and `confirm`).
 */
export class TxnFailure extends Error {
  constructor(
    message: string,
    readonly txnName: string,
    readonly data?: ErrorReplyData,
  ) {
    super(message);
    this.name = 'TxnFailure';
  }
}
