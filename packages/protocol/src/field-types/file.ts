import { z } from 'zod';
import { defineFieldType } from './descriptor.js';

/**
 * A path in the file store written by the server (a generated payslip or export),
 * unlike file_upload, which refers to an uploaded files record. Shown by its base name.
 */
export const file = defineFieldType({
  name: 'file',
  storage: { kind: 'column', column: 'text' },
  wire: z.string().min(1).nullable(),
  expects: 'must be a file path',
  format: (value) => value?.split('/').pop() ?? '',
});
