import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useApp } from '../session/app-context';
import { folderLabel, searchFolders, sortedFolders } from './folder-label';
import { folderRoute } from './folder-route';

export function Sidebar() {
  const { t, i18n } = useTranslation();
  const { settings } = useApp();
  const [term, setTerm] = useState('');
  const folders = searchFolders(sortedFolders(settings?.containers.folders.map ?? {}), term, i18n.language);
  return (
    <nav
      aria-label={t('Folders')}
      className="w-64 shrink-0 overflow-auto border-r border-slate-200 bg-white p-3"
    >
      <h2 className="mb-2 text-sm font-semibold text-slate-600">{t('Folders')}</h2>
      <input
        type="search"
        value={term}
        onChange={(event) => setTerm(event.target.value)}
        placeholder={t('Search Folders..')}
        aria-label={t('Search Folders..')}
        className="mb-2 w-full rounded-md border border-slate-300 px-2 py-1 text-sm"
      />
      <ul>
        {folders.map((folder) => (
          <li key={folder.name}>
            <Link to={folderRoute(folder)} className="block rounded px-2 py-1 text-sm hover:bg-slate-100">
              {folderLabel(folder, i18n.language)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
