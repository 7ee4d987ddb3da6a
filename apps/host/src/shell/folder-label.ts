import type { FolderSummary } from '@muster/protocol';

/** A folder's label in the interface language, English when that one is missing. */
export function folderLabel(folder: FolderSummary, language: string): string {
  return folder.label[language] || folder.label.eng || folder.name;
}

/** Visible folders sorted by English label (spec 000 §2 "Home page"). */
export function sortedFolders(map: Record<string, FolderSummary>): FolderSummary[] {
  return Object.values(map).sort((a, b) => folderLabel(a, 'eng').localeCompare(folderLabel(b, 'eng')));
}

/** Cards and sidebar entries narrow by label prefix; when nothing matches, all show. */
export function searchFolders(folders: FolderSummary[], term: string, language: string): FolderSummary[] {
  const prefix = term.trim().toLowerCase();
  if (!prefix) return folders;
  const matches = folders.filter((folder) => folderLabel(folder, language).toLowerCase().startsWith(prefix));
  return matches.length ? matches : folders;
}
