import { z } from 'zod';
import { defineFieldType } from './descriptor.js';

/**
 * Written as plain text and stored as an argon2id hash; the server never sends it back,
 * so a read carries null and the display never shows a stored secret.
 */
export const password = defineFieldType({
  name: 'password',
  storage: { kind: 'column', column: 'text' },
  wire: z.string().max(200).nullable(),
  expects: 'must be text of at most 200 characters',
  format: (value) => (value ? '••••••' : ''),
});
