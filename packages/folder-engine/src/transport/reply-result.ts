import type { ReplyOutput } from '@muster/protocol';
import { TxnFailure, type TxnResult } from './txn-client.js';

/**
 * A reply's output as a call answers it: a success's JSON-string records parsed, a refusal
 * thrown as `TxnFailure`. Every transport that carries the channel's replies shares it.
 */
export function txnResultOf<R>(output: ReplyOutput, txnName: string): TxnResult<R> {
  if (output.type === 'error') throw new TxnFailure(output.message, txnName, output.data);
  const { records, rowCount, filename, ...rest } = output.data;
  return {
    records: records.map((record) => JSON.parse(record) as R),
    ...(rowCount === undefined ? {} : { rowCount }),
    ...(filename === undefined ? {} : { filename }),
    message: output.message,
    data: rest,
  };
}
