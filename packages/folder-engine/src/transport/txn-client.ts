import type { ProgressFrame, Txn } from '@muster/protocol';

/** What a txn answers once its JSON-string records are parsed. */
export interface TxnResult<R = Record<string, unknown>> {
  records: R[];
  rowCount?: number;
  filename?: string | null;
  message: string;
  data: Record<string, unknown>;
}

export interface RunOptions {
  onProgress?: (progress: ProgressFrame['output']) => void;
  timeoutMs?: number;
}

/**
 * How the engine talks to a server. The channel client is one implementation; stories
 * use a mock and a product may plug in its own.
 */
export interface TxnClient {
  run<R = Record<string, unknown>>(txn: Txn, options?: RunOptions): Promise<TxnResult<R>>;
  onBroadcast(listener: (folder: string, data: unknown) => void): () => void;
}

/** A txn the server refused; `message` is the server's user-facing text. */
export class TxnFailure extends Error {
  constructor(
    message: string,
    readonly txnName: string,
  ) {
    super(message);
    this.name = 'TxnFailure';
  }
}
