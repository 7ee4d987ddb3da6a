import { zoneOffsetMs } from '@muster/protocol';

/**
 * A terminal keeps local wall-clock time in its configured IANA zone and writes punches
 * without an offset; these turn its clock into instants and back.
 */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** Whether the runtime knows the zone ('Asia/Kolkata', 'UTC'); anything else is refused. */
export function isTimeZone(zone: string): boolean {
  try {
    zoneOffsetMs(Date.now(), zone);
    return true;
  } catch {
    return false;
  }
}

/** The wall clock of a zone at an instant (epoch ms), from protocol's business calendar. */
export function wallClockAt(instantMs: number, zone: string): WallClock {
  const local = new Date(Math.floor(instantMs / 1000) * 1000 + zoneOffsetMs(instantMs, zone));
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
    second: local.getUTCSeconds(),
  };
}

const asUtcMs = (wall: WallClock) =>
  Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);

/** Minutes the zone is ahead of UTC at an instant (330 for IST), as a terminal's handshake takes it. */
export const zoneOffsetMinutes = (zone: string, instantMs: number): number =>
  zoneOffsetMs(instantMs, zone) / 60_000;

/**
 * The instant a wall-clock reading in a zone names. A reading that occurs twice (a
 * daylight-saving fall back) is the earlier instant; one that never occurs (the spring
 * gap) is read with the offset before the gap.
 */
export function instantOfWallClock(wall: WallClock, zone: string): number {
  const naive = asUtcMs(wall);
  const before = naive - zoneOffsetMinutes(zone, naive - 86_400_000) * 60_000;
  const after = naive - zoneOffsetMinutes(zone, naive + 86_400_000) * 60_000;
  const candidates = [before, after].filter((instant) => asUtcMs(wallClockAt(instant, zone)) === naive);
  return candidates.length ? Math.min(...candidates) : before;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** `YYYY-MM-DD HH:MM:SS`, the form a terminal writes its clock in. */
export function wallClockText(wall: WallClock): string {
  return `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)} ${pad(wall.hour)}:${pad(wall.minute)}:${pad(wall.second)}`;
}

/**
 * A `YYYY-MM-DD HH:MM:SS` reading, or null when it is not one, names no real day, or lies
 * outside 2000–2099 (a terminal's clock counts its years from 2000).
 */
export function parseWallClock(text: string): WallClock | null {
  const match = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const wall = { year, month, day, hour, minute, second };
  if (
    year < 2000 ||
    year > 2099 ||
    hour > 23 ||
    minute > 59 ||
    second > 59 ||
    month < 1 ||
    month > 12 ||
    day < 1
  )
    return null;
  const roundTrip = new Date(asUtcMs(wall));
  return roundTrip.getUTCMonth() === month - 1 && roundTrip.getUTCDate() === day ? wall : null;
}
