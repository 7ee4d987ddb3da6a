import { z } from 'zod';
import { defineFieldType } from './descriptor.js';

/** Displays English words: they are the i18n keys the client translates. */
export const boolean = defineFieldType({
  name: 'boolean',
  storage: { kind: 'column', column: 'boolean' },
  wire: z.boolean().nullable(),
  expects: 'must be true or false',
  format: (value) => (value === null ? '' : value ? 'Yes' : 'No'),
});
