import { floorToMinute, minuteMs } from '@muster/protocol';
import { istDayKey } from './ist-day.js';

/**
 * A dated setting (table attendance_settings): from the IST day `effectiveFrom` on, a
 * punch at most `minutes` after the punch kept before it is a repeated tap of the same
 * punch, merged into it (README "Double taps").
 */
export interface PunchMergeSetting {
  effectiveFrom: string;
  minutes: number;
}

/** The merge window when no setting is in effect yet. */
export const defaultPunchMergeMinutes = 3;

/** The window in effect on an IST day: the setting with the latest `effectiveFrom` on or before it. */
export function punchMergeMinutesOn(settings: readonly PunchMergeSetting[], dayKey: string): number {
  let chosen: PunchMergeSetting | null = null;
  for (const setting of settings)
    if (setting.effectiveFrom <= dayKey && (chosen === null || setting.effectiveFrom > chosen.effectiveFrom))
      chosen = setting;
  return chosen?.minutes ?? defaultPunchMergeMinutes;
}

/**
 * One employee's punches, taken to the minute, with repeated taps merged: a punch at most
 * the window (in effect on the kept punch's IST day) after the last kept punch is dropped.
 * Measuring from the kept punch, not the dropped one, keeps a slow run of taps from
 * swallowing a real out punch. Days are the business's, in its time zone.
 */
export function mergeTaps(
  punches: readonly number[],
  settings: readonly PunchMergeSetting[],
  timeZone: string,
): number[] {
  const kept: number[] = [];
  for (const punch of punches.map(floorToMinute).sort((a, b) => a - b)) {
    const last = kept[kept.length - 1];
    if (
      last !== undefined &&
      punch - last <= punchMergeMinutesOn(settings, istDayKey(last, timeZone)) * minuteMs
    )
      continue;
    kept.push(punch);
  }
  return kept;
}
