import type { ErrorReplyData } from '@muster/protocol';

/** A refusal whose message is shown to the user as it is, with data the client can show beside it. */
export class TxnError extends Error {
  constructor(
    message: string,
    readonly data?: ErrorReplyData,
  ) {
    super(message);
  }
}
