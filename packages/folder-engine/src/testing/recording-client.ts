import type { Txn } from '@muster/protocol';
import { type TxnResult, TxnTransportClient } from '../transport/txn-client';

type Answer = (txn: Txn) => TxnResult<unknown> | Error | Promise<TxnResult<unknown> | Error>;

/**
 * A client that keeps every txn body its calls built (`sent`) and answers each with
 * `answer` (an Error is thrown, as a refusal would be): for tests of what a screen sends.
 */
export class RecordingTxnClient extends TxnTransportClient {
  readonly sent: Txn[] = [];

  constructor(private readonly answer: Answer) {
    super();
  }

  override async run<R>(txn: Txn): Promise<TxnResult<R>> {
    this.sent.push(txn);
    const result = await this.answer(txn);
    if (result instanceof Error) throw result;
    return result as TxnResult<R>;
  }

  override onBroadcast(): () => void {
    return () => {};
  }
}
