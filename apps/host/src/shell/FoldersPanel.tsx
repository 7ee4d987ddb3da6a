import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useApp } from '../session/app-context';
import { SearchBox } from '../ui/SearchBox';
import { folderLabel, searchFolders, sortedFolders } from './folder-label';
import { folderRoute } from './folder-route';

export function FoldersPanel() {
  const { t, i18n } = useTranslation();
  const { settings } = useApp();
  const [term, setTerm] = useState('');
  const folders = searchFolders(sortedFolders(settings?.containers.folders.map ?? {}), term, i18n.language);
  return (
    <>
      <SearchBox label={t('Search Folders..')} value={term} onChange={setTerm} />
      <ul>
        {folders.map((folder) => (
          <li key={folder.name}>
            <Link to={folderRoute(folder)} className="block rounded px-2 py-1 text-sm hover:bg-hover">
              {folderLabel(folder, i18n.language)}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
