import { z } from 'zod';
import { businessDayKey, businessDayStart } from '../business-time.js';
import { formatBusinessDate } from './business-dates.js';
import { defineFieldType } from './descriptor.js';

/** An instant on the wire in ISO 8601 with its offset (the server sends UTC, `Z`). */
export const isoInstantSchema = z.iso.datetime({ offset: true });

export const timestamp = defineFieldType({
  name: 'timestamp',
  storage: { kind: 'column', column: 'timestamptz' },
  wire: isoInstantSchema.nullable(),
  expects: 'must be an ISO 8601 instant with its offset',
  format: (value, { timeZone }) => (value ? formatBusinessDate(value, timeZone) : ''),
  cell: (text, { timeZone }) => bareDayStart(text.trim(), timeZone) ?? text.trim(),
});

/**
 * A bare date (`2025-01-15`) as the instant its day opens in the business's zone (the business's
 * calendar, protocol README); undefined for any other text, and for a day the calendar has
 * not (`2025-02-30`), which stays text for the wire to refuse.
 */
function bareDayStart(text: string, timeZone: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text) || Number.isNaN(Date.parse(text))) return undefined;
  const start = businessDayStart(text, timeZone);
  return businessDayKey(start, timeZone) === text ? new Date(start).toISOString() : undefined;
}
