import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useApp } from '../session/app-context';
import { folderLabel, searchFolders, sortedFolders } from '../shell/folder-label';
import { folderRoute } from '../shell/folder-route';

export function HomePage() {
  const { t, i18n } = useTranslation();
  const { settings } = useApp();
  const [term, setTerm] = useState('');
  if (!settings) return null;
  const folders = searchFolders(sortedFolders(settings.containers.folders.map), term, i18n.language);
  return (
    <section className="p-4 sm:p-6">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold">
          {settings.env.swhandle.toUpperCase()} {t('All Folders')}
        </h1>
        <input
          type="search"
          value={term}
          onChange={(event) => setTerm(event.target.value)}
          placeholder={t('Search Folders..')}
          aria-label={t('Search Folders..')}
          className="w-full rounded-md border border-slate-300 bg-white px-3 py-2 sm:w-64"
        />
      </div>
      <ul className="flex flex-wrap gap-4">
        {folders.map((folder) => (
          <li key={folder.name}>
            <Link
              to={folderRoute(folder)}
              className="flex h-[9.7rem] w-[9.7rem] items-center justify-center rounded-xl border border-slate-200 bg-white p-3 text-center font-medium shadow-sm hover:border-brand hover:shadow-md"
            >
              {folderLabel(folder, i18n.language)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
