import type { FolderSummary } from '@muster/protocol';

/** Where a folder card or sidebar entry leads (spec 000 §2 "Home page"). */
export function folderRoute(folder: FolderSummary): string {
  if (folder.name === 'duty_charts') return '/duty-charts';
  if (folder.name === 'allocations') return '/allocations';
  if (folder.uiFlags?.grid_view) return '/attendance';
  return `/tabs/${folder.name}`;
}
