import { businessDayStart } from '@muster/protocol';
import type { Kysely } from 'kysely';
import { insertJsonRows } from '../../engine/patch/json-rows.js';
import type { Database } from '../../platform/db/schema.js';

/** Rows for one table, in the column forms of json-rows (range literals, uuid arrays, objects). */
export interface SeedTable {
  table: string;
  rows: Record<string, unknown>[];
}

// One statement carries this many rows: large enough to keep round trips few, small
// enough that a 10,000-employee scale run never sends one huge parameter.
const rowsPerStatement = 2000;

/** Inserts the tables in order, a statement per table (or per chunk of a large one). */
export async function insertSeedTables(db: Kysely<Database>, tables: readonly SeedTable[]): Promise<void> {
  for (const { table, rows } of tables)
    for (let start = 0; start < rows.length; start += rowsPerStatement) {
      const chunk = rows.slice(start, start + rowsPerStatement);
      const columns = [...new Set(chunk.flatMap((row) => Object.keys(row)))];
      await insertJsonRows(db, table, columns, chunk);
    }
}

/**
 * The midnight opening a calendar day of the demo's businesses, as an instant (DESIGN §6): they
 * keep the default zone (protocol's business calendar).
 */
export const istDay = (isoDate: string) => new Date(businessDayStart(isoDate)).toISOString();

/** A half-open range literal of instants, `[start, end)`, end open when null. */
export const instantRange = (start: string, end: string | null) => `["${start}",${end ? `"${end}"` : ''})`;

/** A minute range literal: a night shift's end past midnight is end + 1440 (spec 000 §5). */
export const minuteRange = (start: number, end: number) => `[${start},${end < start ? end + 1440 : end})`;
