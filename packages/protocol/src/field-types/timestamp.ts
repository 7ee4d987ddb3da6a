import { z } from 'zod';
import { defineFieldType } from './descriptor.js';
import { formatIstDate } from './ist.js';

/** An instant on the wire in ISO 8601 with its offset (the server sends UTC, `Z`). */
export const isoInstantSchema = z.iso.datetime({ offset: true });

export const timestamp = defineFieldType({
  name: 'timestamp',
  storage: { kind: 'column', column: 'timestamptz' },
  wire: isoInstantSchema.nullable(),
  expects: 'must be an ISO 8601 instant with its offset',
  format: (value) => (value ? formatIstDate(value) : ''),
});
