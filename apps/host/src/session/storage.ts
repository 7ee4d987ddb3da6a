import type { SessionRecord } from '@muster/protocol';

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
