import { type Kysely, sql } from 'kysely';
import { addDays, istDayKey, istDayStart } from '../../domain/attendance/compute/index.js';
import { attlogLine } from '../../domain/devices/protocol/attlog.js';
import { wallClockAt } from '../../domain/devices/protocol/zoned-time.js';
import { storeAttlogUpload } from '../../domain/devices/store/attlog-upload.js';
import { findTerminal } from '../../domain/devices/store/terminal.js';
import type { Database } from '../../platform/db/schema.js';
import { demoAttendanceFirstDay } from './attendance.js';
import type { OrganisationRefs } from './organisation.js';
import { demoPayrollMonth } from './payroll-month.js';
import { demoRestDays } from './rest-days.js';
import { demoTimeZone, type SeedTable } from './seed-rows.js';
import { terminalDayLines } from './terminal-punches.js';

/**
 * The demo's two registered terminals: the provider's at Kolkata Works, where its users who
 * sign in and work a shift (emp1, ro1, …) punch, and the contractor Sunrise's at Mandi
 * Plant, where its workers there punch. The demo punches everyone else (attendance.ts).
 */
export const demoTerminals = [
  {
    partner: 'provider',
    site: 1,
    code: 'KOL-GATE',
    name: 'Kolkata Works main gate',
    serial_number: 'CQZ7224460001',
    device_type: 'ZKTeco SpeedFace-V5L',
    punchers: sql`e.password is not null and e.shifts_id is not null`,
  },
  {
    partner: 'sunrise',
    site: 0,
    code: 'MND-SUN',
    name: 'Mandi Plant Sunrise gate',
    serial_number: 'BRM9203460002',
    device_type: 'eSSL X990',
    punchers: sql`e.password is null and e.shifts_id is not null`,
  },
] as const;

/** The terminals' rows (their ids the database's: no other seeded row refers to them). */
export function buildDemoTerminals(refs: OrganisationRefs): SeedTable {
  return {
    table: 'devices',
    rows: demoTerminals.map(({ partner, site, punchers: _, ...terminal }) => ({
      partners_id: refs.partners[partner],
      sites_id: refs.sites[site],
      // the demo's businesses keep the default zone, and their terminals name it
      time_zone: demoTimeZone,
      active: true,
      ...terminal,
    })),
  };
}

/**
 * A month of each demo terminal's punches (up to yesterday, from last month's first day), pushed through the ADMS
 * upload path a real terminal takes: ATTLOG lines of its local clock, parsed, stored and
 * computed into attendance.
 */
export async function seedDemoTerminalPunches(db: Kysely<Database>, now = new Date()): Promise<void> {
  const last = addDays(istDayKey(now.getTime(), demoTimeZone), -1);
  // last month whole too: the users who sign in are paid on these days (payslips.ts)
  const first = demoAttendanceFirstDay(last, demoPayrollMonth(now).firstDay);
  for (const { serial_number, punchers } of demoTerminals) {
    const found = await findTerminal(db, serial_number);
    if (!found.ok) throw new Error(`demo terminal ${serial_number}: ${found.reason}`);
    const { terminal } = found;
    const employees = await sql<{
      id: string;
      code: string;
      start_minute: number | null;
      weekly_off: number | null;
    }>`
      select e.id, e.code, lower(s.shift_time) as start_minute, e.weekly_off
      from employees e left join shifts s on s.id = e.shifts_id
      where e.partners_id = ${terminal.partnersId} and e.sites_id = ${terminal.sitesId} and not e.deleted
        and e.leaving_date is null and ${punchers}
      order by e.code`.execute(db);
    const restDays = await demoRestDays(db, employees.rows, first, last, terminal.zone);
    const punching = employees.rows.map((row) => ({
      code: row.code,
      shiftStartMinute: row.start_minute,
      restDays: restDays.get(row.id) ?? new Set<string>(),
    }));
    const lines: string[] = [];
    for (let day = first; day <= last; day = addDays(day, 1))
      // a night shift's out-punch after now is not made yet: a terminal never sends the future
      lines.push(...terminalDayLines(punching, day, terminal.zone, now.getTime()));
    if (serial_number === demoTerminals[0]?.serial_number)
      lines.push(...unmatchedDemoLines(last, punching[0]?.code, terminal.zone, now.getTime()));
    await storeAttlogUpload(db, terminal, lines.join('\n'), now.getTime());
  }
}

/**
 * What a real month also brings to the first terminal (issue #29 item 4), kept as unmatched
 * punches for admin and HR to see: a new worker punching yesterday before HR enrolled its
 * PIN, and a punch from a moment the terminal's clock ran three hours ahead.
 */
function unmatchedDemoLines(yesterday: string, puncher: string | undefined, zone: string, nowMs: number) {
  const at = (minute: number) => wallClockAt(istDayStart(yesterday, zone) + minute * 60_000 + 17_000, zone);
  return [
    attlogLine('NEW-0042', at(9 * 60 + 2)),
    attlogLine('NEW-0042', at(18 * 60 + 5)),
    ...(puncher ? [attlogLine(puncher, wallClockAt(nowMs + 3 * 3_600_000, zone))] : []),
  ];
}
