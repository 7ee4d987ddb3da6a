import { z } from 'zod';
import { declareTxn, replyOf } from './declare.js';
import { getDocumentTxn } from './documents.js';

/** Full-and-final settlements' texts (issue #34 item 6), the English i18n keys the client translates. */
export const settlementMessages = {
  invalidRequest: 'Invalid settlement request',
  notFound: 'Settlement not found',
  notRecomputable: 'An approved settlement is not computed again',
  recomputed: 'Settlement computed again',
  noLeavingDate: 'The employee has no leaving date',
} as const;

/**
 * `txn_settlements_recompute`: the settlement computed again from today's records (leave
 * balance, payslips, loans, the notice fields HR entered), until it is approved.
 */
export const settlementsRecomputeTxn = declareTxn({
  name: 'txn_settlements_recompute',
  folder: 'settlements',
  op: 'X',
  params: z.object({ id: z.uuid() }).strict(),
  refusal: settlementMessages.invalidRequest,
  reply: replyOf<{ id: string; net_pay: number }>(),
});

/** `txn_settlements_get_statement`: the settlement's statement as HTML in a language, or its PDF. */
export const settlementsGetStatementTxn = getDocumentTxn(
  'txn_settlements_get_statement',
  'settlements',
  settlementMessages.invalidRequest,
);
