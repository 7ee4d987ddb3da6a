import { z } from 'zod';
import { defineFieldType } from './descriptor.js';

/** The row's state in its folder's workflow; the server checks every change against it. */
export const txn_state = defineFieldType({
  name: 'txn_state',
  storage: { kind: 'column', column: 'text' },
  wire: z.string().min(1).nullable(),
  expects: 'must be a state name',
  format: (value) => value ?? '',
});
