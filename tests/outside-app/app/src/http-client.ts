import { type TxnResult, TxnTransportClient, txnResultOf } from '@muster/folder-engine';
import type { ReplyFrame, Txn } from '@muster/protocol';

/** A `TxnClient` over plain HTTP: each txn is POSTed to `url`, which answers the channel's reply frame. */
export class HttpTxnClient extends TxnTransportClient {
  constructor(private readonly url: string) {
    super();
  }

  override async run<R>(txn: Txn): Promise<TxnResult<R>> {
    const response = await fetch(this.url, { method: 'POST', body: JSON.stringify(txn) });
    if (!response.ok) throw new Error(`${this.url} answered ${response.status}`);
    return txnResultOf<R>(((await response.json()) as ReplyFrame).output, txn.name);
  }

  // a request and its answer carry no server broadcasts: lists reload after their own writes only
  override onBroadcast(): () => void {
    return () => {};
  }
}
