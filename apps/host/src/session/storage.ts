import type { BusinessSettings, PhonePunchRecord, PhonePunchSite, SessionRecord } from '@muster/protocol';

const sessionKey = 'muster.session';
/** Survives sign-out: the interface language is the user's choice, not session data. */
const keptKeys = new Set(['muster.language']);

export function readSession(): SessionRecord | null {
  const text = localStorage.getItem(sessionKey);
  if (!text) return null;
  try {
    return JSON.parse(text) as SessionRecord;
  } catch {
    return null;
  }
}

export function writeSession(session: SessionRecord): void {
  localStorage.setItem(sessionKey, JSON.stringify(session));
}

/** Clears local storage on sign-out and session failures (spec 000 §8). */
export function clearStorage(): void {
  for (const key of Object.keys(localStorage)) if (!keptKeys.has(key)) localStorage.removeItem(key);
}

/** A copy kept in local storage for the app opened with no network; cleared with the session. */
function readKept<T>(key: string): T | null {
  const text = localStorage.getItem(key);
  if (!text) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

function keep(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch (error) {
    // a full storage keeps the app working online; only the offline start loses the copy
    console.warn(`${key} not kept for offline use`, error);
  }
}

const settingsKey = 'muster.settings';

/**
 * The business settings last loaded, kept so that the installed app opened with no network
 * shows its screens (#36 item 1) until the channel brings them fresh.
 */
export const readSavedSettings = (): BusinessSettings | null => readKept(settingsKey);
export const writeSavedSettings = (settings: BusinessSettings): void => keep(settingsKey, settings);

const phoneStatusKey = 'muster.phone-status';

/**
 * The phone punch screen's last state from the server (the sites the employee may punch at,
 * its punches of that day), kept so that the app opened with no network can take a punch
 * (#36 item 4): the server judges the site again when the punch arrives.
 */
export const readSavedPhoneStatus = (): SavedPhoneStatus | null => readKept(phoneStatusKey);
export const writeSavedPhoneStatus = (status: SavedPhoneStatus): void => keep(phoneStatusKey, status);
export interface SavedPhoneStatus {
  sites: PhonePunchSite[];
  today: PhonePunchRecord[];
}
