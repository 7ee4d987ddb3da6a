import type { BusinessSettings, SessionRecord } from '@muster/protocol';

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

const settingsKey = 'muster.settings';

/**
 * The business settings last loaded, kept so that the installed app opened with no network
 * shows its screens (#36 item 1) until the channel brings them fresh; cleared with the session.
 */
export function readSavedSettings(): BusinessSettings | null {
  const text = localStorage.getItem(settingsKey);
  if (!text) return null;
  try {
    return JSON.parse(text) as BusinessSettings;
  } catch {
    return null;
  }
}

export function writeSavedSettings(settings: BusinessSettings): void {
  try {
    localStorage.setItem(settingsKey, JSON.stringify(settings));
  } catch (error) {
    // a full storage keeps the app working online; only the offline start loses them
    console.warn('settings not kept for offline use', error);
  }
}
