import type { FolderSummary } from '@muster/protocol';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { folderLabel } from '../shell/folder-label';
import { folderRoute } from '../shell/folder-route';
import { groupedFolders } from './folder-groups';
import { GroupIcon } from './GroupIcon';

/** The home page's folder cards under their group's heading (People, Time, Pay, Billing, Setup). */
export function FolderTiles({ folders }: { folders: readonly FolderSummary[] }) {
  const { t, i18n } = useTranslation();
  return groupedFolders(folders).map(({ group, folders: members }) => (
    <section key={group} aria-labelledby={`folder-group-${group}`} className="mb-6">
      <h2 id={`folder-group-${group}`} className="mb-2 flex items-center gap-2 text-lg font-semibold">
        <GroupIcon group={group} className="h-5 w-5 text-brand" />
        {t(group)}
      </h2>
      <ul className="grid grid-cols-[repeat(auto-fill,minmax(9rem,1fr))] gap-3">
        {members.map((folder) => (
          <li key={folder.name}>
            <Link
              to={folderRoute(folder)}
              className="flex min-h-24 flex-col items-center justify-center gap-2 rounded-xl border border-divider bg-surface p-3 text-center font-medium shadow-sm hover:border-brand hover:shadow-md"
            >
              {/* shrink-0: a label on two lines (a phone, a Hindi label) squeezed the icon to a dot */}
              <GroupIcon group={group} className="h-6 w-6 shrink-0 text-secondary" />
              {folderLabel(folder, i18n.language)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  ));
}
