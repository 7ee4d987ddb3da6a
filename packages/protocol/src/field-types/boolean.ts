import { z } from 'zod';
import { defineFieldType } from './descriptor.js';

/** The words a spreadsheet writes a yes or no in (the formatter's own, and the usual others). */
const booleanWords: Record<string, boolean> = {
  yes: true,
  true: true,
  '1': true,
  no: false,
  false: false,
  '0': false,
};

/** Displays English words: they are the i18n keys the client translates. */
export const boolean = defineFieldType({
  name: 'boolean',
  storage: { kind: 'column', column: 'boolean' },
  wire: z.boolean().nullable(),
  expects: 'must be true or false',
  format: (value) => (value === null ? '' : value ? 'Yes' : 'No'),
  cell: (text) => booleanWords[text.trim().toLowerCase()] ?? text,
});
