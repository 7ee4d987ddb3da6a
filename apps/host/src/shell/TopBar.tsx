import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useApp } from '../session/app-context';
import { LanguagePicker } from './LanguagePicker';

export function TopBar({ sidebarOpen, onToggleSidebar }: { sidebarOpen: boolean; onToggleSidebar(): void }) {
  const { t } = useTranslation();
  const { session, settings, signOut } = useApp();
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleLabel = sidebarOpen ? t('hide sidebar') : t('show sidebar');
  return (
    <header className="flex h-14 shrink-0 items-center gap-3 border-b border-slate-200 bg-white px-3">
      <button
        type="button"
        onClick={onToggleSidebar}
        title={toggleLabel}
        aria-label={toggleLabel}
        className="rounded-md p-2 hover:bg-slate-100"
      >
        <svg viewBox="0 0 20 20" className="h-5 w-5" aria-hidden="true">
          <path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
      </button>
      <Link to="/" aria-label={t('Home')}>
        <img src="/logo.svg" alt="" className="h-8 w-8" />
      </Link>
      <span className="truncate font-semibold">{settings?.env.business_name ?? session?.business_name}</span>
      <div className="ml-auto flex items-center gap-3">
        <LanguagePicker />
        <div className="relative">
          <button
            type="button"
            aria-haspopup="menu"
            aria-expanded={menuOpen}
            aria-label={t('User menu')}
            onClick={() => setMenuOpen(!menuOpen)}
            className="flex items-center gap-2 rounded-md px-2 py-1 hover:bg-slate-100"
          >
            {session?.filepath ? (
              <img src={session.filepath} alt="" className="h-8 w-8 rounded-full object-cover" />
            ) : (
              <span
                aria-hidden="true"
                className="flex h-8 w-8 items-center justify-center rounded-full bg-slate-200"
              >
                <svg viewBox="0 0 20 20" className="h-5 w-5 text-slate-500" aria-hidden="true">
                  <circle cx="10" cy="7" r="3.5" fill="currentColor" />
                  <path d="M3 18c0-4 3.2-6 7-6s7 2 7 6" fill="currentColor" />
                </svg>
              </span>
            )}
            <span className="hidden sm:inline">{session?.first_name}</span>
          </button>
          {menuOpen && (
            <div
              role="menu"
              className="absolute right-0 z-10 mt-1 w-40 rounded-md border border-slate-200 bg-white py-1 shadow-lg"
            >
              <button
                type="button"
                role="menuitem"
                onClick={() => void signOut()}
                className="block w-full px-3 py-2 text-left hover:bg-slate-100"
              >
                {t('Log out')}
              </button>
            </div>
          )}
        </div>
      </div>
    </header>
  );
}
