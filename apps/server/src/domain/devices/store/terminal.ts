import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../platform/db/schema.js';
import type { AuthenticatedDevice } from '../../attendance/punches/device-keys.js';
import { isTimeZone } from '../protocol/zoned-time.js';

/** A registered terminal the push endpoints answer, with the business it punches for. */
export interface Terminal extends AuthenticatedDevice {
  /** The IANA zone its clock keeps: its own, else its business's. */
  zone: string;
  sitesId: string | null;
}

/** A terminal, or why its serial is refused (the log line's words; nothing is stored). */
export type TerminalLookup = { ok: true; terminal: Terminal } | { ok: false; reason: string };

/**
 * The terminal registered in the Devices folder under a serial: one live row, active,
 * registered to a business, with a zone the server knows: the device's own, else the zone of
 * the business it punches for (a terminal keeps the time of the site it hangs in).
 */
export async function findTerminal(db: Kysely<Database>, serial: string): Promise<TerminalLookup> {
  const rows = await sql<{
    id: string;
    partners_id: string | null;
    sites_id: string | null;
    time_zone: string | null;
    business_time_zone: string | null;
    active: boolean | null;
  }>`select d.id, d.partners_id, d.sites_id, d.time_zone, p.time_zone as business_time_zone, d.active
    from devices d left join partners p on p.id = d.partners_id
    where d.serial_number = ${serial} and not d.deleted`.execute(db);
  const [row, second] = rows.rows;
  if (!row) return { ok: false, reason: 'unknown serial' };
  if (second) return { ok: false, reason: 'serial registered to more than one device' };
  if (row.active === false) return { ok: false, reason: 'device not active' };
  if (!row.partners_id) return { ok: false, reason: 'device registered to no business' };
  const zone = row.time_zone?.trim() || (row.business_time_zone ?? '');
  if (!isTimeZone(zone)) return { ok: false, reason: `unknown time zone ${zone}` };
  return {
    ok: true,
    terminal: { id: row.id, serial, partnersId: row.partners_id, sitesId: row.sites_id, zone },
  };
}
