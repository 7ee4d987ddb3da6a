import { defaultBusinessTimeZone, type PhonePunchRecord, type PhonePunchSite } from '@muster/protocol';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import { zoneOfEmployee } from '../../../engine/scope/business-zone.js';
import type { Database } from '../../../platform/db/schema.js';
import { istDayKey, istDayStart } from '../compute/index.js';
import { punchSitesOf } from './load-site.js';
import { phonePunchRecords } from './punch-records.js';

/** The most phone punches of a day an employee sees, and of waiting ones an approver sees. */
const maxShown = 200;

/**
 * The phone screen's state: the sites the employee may punch at from its phone now, its
 * phone punches of its business's day (latest first), and, for one who decides them
 * (`waitingScope`, the attendance scope over `pp`), the punches waiting in its scope.
 */
export async function phonePunchStatus(
  db: Kysely<Database>,
  employeeId: string | null,
  waitingScope: RawBuilder<boolean> | null,
  now: number,
): Promise<{ sites: PhonePunchSite[]; today: PhonePunchRecord[]; waiting: PhonePunchRecord[] }> {
  // today is the employee's business's day (issue #28 item 2): at 23:30 in Dubai, India's
  // day has already turned and would hide the evening's punches
  const zone = employeeId ? await zoneOfEmployee(db, employeeId) : defaultBusinessTimeZone;
  const dayStart = new Date(istDayStart(istDayKey(now, zone), zone));
  const [sites, today, waiting] = await Promise.all([
    employeeId ? punchSitesOf(db, employeeId, new Date(now)) : [],
    employeeId
      ? phonePunchRecords(
          db,
          sql`pp.employees_id = ${employeeId} and pp.device_time >= ${dayStart}`,
          maxShown,
        )
      : [],
    waitingScope
      ? phonePunchRecords(
          db,
          sql`pp.status = 'pending' and pp.employees_id is distinct from ${employeeId}::uuid and ${waitingScope}`,
          maxShown,
        )
      : [],
  ]);
  return {
    sites: sites
      .filter((site) => site.allowed)
      .map((site) => ({
        id: site.id,
        name: site.name,
        latitude: site.latitude,
        longitude: site.longitude,
        radius_m: site.radiusM,
        selfie_required: site.selfieRequired,
      })),
    today,
    waiting,
  };
}
