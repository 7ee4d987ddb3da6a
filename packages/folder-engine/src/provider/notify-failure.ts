import { TxnFailure } from '../transport/txn-client';
import type { Notify } from './context';

/** A failed call's message and, for a refusal, its data (its text's key and values: issue #28 item 1). */
export const failureOf = (error: unknown) => ({
  message: error instanceof Error ? error.message : String(error),
  data: error instanceof TxnFailure ? error.data : undefined,
});

/** A failed call as an error notice: its message, with a refusal's data for the host to translate a parameterised one by (issue #28 item 1). */
export const notifyFailure = (notify: Notify, error: unknown): void => {
  const { message, data } = failureOf(error);
  notify('error', message, data);
};
