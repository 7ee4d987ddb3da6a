import { createHash } from 'node:crypto';
import { businessDayStart, defaultBusinessTimeZone, indianLawTimeZone } from '@muster/protocol';
import { type Kysely, type RawBuilder, sql } from 'kysely';
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
 * The zone of the demo's three businesses (issue #28 item 2): their partners rows name it, the
 * default, so the seed's days are those businesses' days. Seed code that reads a business or an
 * employee from the database counts in the zone it reads instead.
 */
export const demoTimeZone = defaultBusinessTimeZone;

/** The midnight opening a calendar day of the demo's businesses, as an instant (DESIGN §6). */
export const istDay = (isoDate: string) => new Date(businessDayStart(isoDate, demoTimeZone)).toISOString();

/**
 * The midnight opening a day a law names (a professional-tax slab, a welfare-fund rate, a
 * minimum wage, the e-invoicing threshold's notification), as an instant: India's calendar,
 * whatever the business's zone, as the statutory rates' migrations write them (protocol
 * README's zone table, `indianLawTimeZone`).
 */
export const lawDay = (isoDate: string) =>
  new Date(businessDayStart(isoDate, indianLawTimeZone)).toISOString();

/** A half-open range literal of instants, `[start, end)`, end open when null. */
export const instantRange = (start: string, end: string | null) => `["${start}",${end ? `"${end}"` : ''})`;

/** A minute range literal: a night shift's end past midnight is end + 1440 (spec 000 §5). */
export const minuteRange = (start: number, end: number) => `[${start},${end < start ? end + 1440 : end})`;

/**
 * A fixed id of a named demo row, the same in every fresh demo and drawn from no random stream
 * (a draw would move every later row of the seed): md5 of `{namespace}:{name}` with UUID
 * version 4 and variant 8 digits set, so it passes the protocol's UUID check.
 */
export const fixedDemoId = (namespace: string, name: string): string => {
  const hex = createHash('md5').update(`${namespace}:${name}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};

/**
 * `fixedDemoId` in SQL, of a text expression: md5's hex with the version (4) and variant (8)
 * digits set, so the ids pass the protocol's UUID check (a bare md5 cast to uuid does not: the
 * grid's approval of such a day was refused as 'Invalid UUID').
 */
export const fixedDemoIdSql = (namespace: string, name: RawBuilder<unknown>): RawBuilder<unknown> =>
  sql`(with h as (select md5(${`${namespace}:`} || ${name}) as x)
    select (substr(x, 1, 12) || '4' || substr(x, 14, 3) || '8' || substr(x, 18, 15))::uuid from h)`;
