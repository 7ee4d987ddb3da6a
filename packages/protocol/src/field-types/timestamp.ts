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
  // a bare date is that day's start in India (the product's dates are IST, spec 000 §5)
  cell: (text) => (/^\d{4}-\d{2}-\d{2}$/.test(text.trim()) ? `${text.trim()}T00:00:00+05:30` : text.trim()),
});
