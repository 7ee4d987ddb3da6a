import { TxnFailure } from '../transport/txn-client';
import type { Notify } from './context';

/** A failed call as an error notice: its message, with a refusal's data for the host to translate a parameterised one by (issue #28 item 1). */
export const notifyFailure = (notify: Notify, error: unknown): void =>
  notify(
    'error',
    error instanceof Error ? error.message : String(error),
    error instanceof TxnFailure ? error.data : undefined,
  );
