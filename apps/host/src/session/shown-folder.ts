import type { BusinessSettings, FolderSummary } from '@muster/protocol';

/**
 * The definition of a folder the user is shown, by name, whichever container holds it: a
 * master's list (Leaving Reasons) is a tab like a folder's and is named, checked and headed the
 * same way (its tab read 'leaving_reasons' while only folders were looked up).
 */
export function shownFolder(
  settings: BusinessSettings | null | undefined,
  name: string,
): FolderSummary | undefined {
  const containers = settings?.containers;
  return containers?.folders.map[name] ?? containers?.masters.map[name] ?? containers?.mviews.map[name];
}
