import { defaultBusinessTimeZone } from '@muster/protocol';
import { type RawBuilder, sql } from 'kysely';
import { providerGroupCode } from '../auth/environment.js';

/**
 * The business's calendar in SQL (protocol's `business-time.ts` in the database): an
 * instant's day or month read in a zone. `zone` is a zone's name, or SQL yielding one (a
 * business's `time_zone` column): `at time zone` applies the zone's rules of each instant,
 * as the module does. Both PostgreSQL and PGlite carry the tz database.
 */
type Zone = string | RawBuilder<string>;

const zoneSql = (zone: Zone) => (typeof zone === 'string' ? sql`${zone}::text` : zone);

/** An instant's business day, `YYYY-MM-DD`. */
export const businessDaySql = (instant: RawBuilder<unknown>, zone: Zone) =>
  sql<string>`to_char((${instant}) at time zone ${zoneSql(zone)}, 'YYYY-MM-DD')`;

/** An instant's business month, `YYYY-MM`. */
export const businessMonthSql = (instant: RawBuilder<unknown>, zone: Zone) =>
  sql<string>`to_char((${instant}) at time zone ${zoneSql(zone)}, 'YYYY-MM')`;

/** The instant the business month holding an instant opens (its first day's midnight in the zone). */
export const businessMonthStartSql = (instant: RawBuilder<unknown>, zone: Zone) =>
  sql<Date>`(date_trunc('month', (${instant}) at time zone ${zoneSql(zone)}) at time zone ${zoneSql(zone)})`;

/**
 * The zone of the business a row names by its partner column (`alias.partners_id`), the
 * default for a row of none or a business stored before it had one.
 */
export const zoneOfPartnerSql = (partnerColumn: string) =>
  sql<string>`coalesce((select bz.time_zone from partners bz where bz.id = ${sql.ref(partnerColumn)}), ${defaultBusinessTimeZone}::text)`;

/** The zone a joined business's `time_zone` column holds (`alias.time_zone`), the default for none. */
export const zoneColumnSql = (column: string) =>
  sql<string>`coalesce(${sql.ref(column)}, ${defaultBusinessTimeZone}::text)`;

/**
 * The zone of the principal employer (the first business of the provider group, as the
 * session's `pe_partners_id`): the catalogue's masters only it writes and that belong to no
 * business row of their own (leave types' dated quota rules) carry days of its calendar.
 */
export const principalZoneSql = sql<string>`coalesce((select pz.time_zone from partners pz
    join partner_groups pg on pg.id = pz.partner_groups_id
  where pg.code = ${providerGroupCode} and not pz.deleted order by pz.creation_date limit 1), ${defaultBusinessTimeZone}::text)`;
