import { formatBusinessTime, type Locale, type PhonePunchRecord, pickLocale } from '@muster/protocol';
import type { QueuedPunch } from './punch-queue';

/** The employee's latest punch of the day, the server's or one still queued on the phone. */
export interface LatestPunch {
  direction: 'in' | 'out';
  time: string;
  site: string;
}

/**
 * The latest punch that counts or may count (a refused one does not), from the server's
 * punches of today and the queue, its time on the business's clock (`timeZone`); the next
 * punch is its opposite ('in' when there is none).
 */
export function latestPunch(
  today: readonly PhonePunchRecord[],
  queued: readonly QueuedPunch[],
  locale: Locale,
  timeZone: string,
): LatestPunch | null {
  const candidates = [
    ...today
      .filter((record) => record.status !== 'refused')
      .map((record) => ({
        direction: record.direction,
        at: record.device_time,
        site: record.site ? pickLocale(record.site, locale) : '',
      })),
    ...queued.map((entry) => ({
      direction: entry.punch.direction,
      at: entry.punch.device_time,
      site: entry.siteName,
    })),
  ].sort((a, b) => b.at.localeCompare(a.at));
  const [latest] = candidates;
  return latest
    ? { direction: latest.direction, time: formatBusinessTime(latest.at, timeZone), site: latest.site }
    : null;
}
