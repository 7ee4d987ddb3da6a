import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useApp } from '../session/app-context';
import { LanguagePicker } from './LanguagePicker';

export function TopBar({ sidebarOpen, onToggleSidebar }: { sidebarOpen: boolean; onToggleSidebar(): void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { session, settings, signOut } = useApp();
  const toggleLabel = sidebarOpen ? t('hide sidebar') : t('show sidebar');
  const itemClass =
    'block w-full cursor-pointer px-3 py-2 text-left outline-none data-[highlighted]:bg-hover';
  return (
    <header className="flex h-14 shrink-0 items-center gap-2 border-b border-divider bg-surface px-2 sm:gap-3 sm:px-3">
      <button
        type="button"
        onClick={onToggleSidebar}
        title={toggleLabel}
        aria-label={toggleLabel}
        aria-expanded={sidebarOpen}
        className="rounded-md p-2 hover:bg-hover"
      >
        <svg viewBox="0 0 20 20" className="h-5 w-5" aria-hidden="true">
          <path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
      </button>
      <Link to="/" aria-label={t('Home')} className="shrink-0">
        <img src="/logo.svg" alt="" className="h-8 w-8" />
      </Link>
      <span className="min-w-0 truncate font-semibold">
        {settings?.env.business_name ?? session?.business_name}
      </span>
      <div className="ml-auto flex shrink-0 items-center gap-2 sm:gap-3">
        <LanguagePicker />
        <DropdownMenu.Root modal={false}>
          <DropdownMenu.Trigger
            aria-label={t('User menu')}
            className="flex items-center gap-2 rounded-md px-1 py-1 hover:bg-hover sm:px-2"
          >
            {session?.filepath ? (
              <img src={session.filepath} alt="" className="h-8 w-8 rounded-full object-cover" />
            ) : (
              <span
                aria-hidden="true"
                className="flex h-8 w-8 items-center justify-center rounded-full bg-divider"
              >
                <svg viewBox="0 0 20 20" className="h-5 w-5 text-secondary" aria-hidden="true">
                  <circle cx="10" cy="7" r="3.5" fill="currentColor" />
                  <path d="M3 18c0-4 3.2-6 7-6s7 2 7 6" fill="currentColor" />
                </svg>
              </span>
            )}
            <span className="hidden max-w-32 truncate sm:inline">{session?.first_name}</span>
          </DropdownMenu.Trigger>
          <DropdownMenu.Portal>
            <DropdownMenu.Content
              align="end"
              sideOffset={4}
              className="z-40 w-44 rounded-md border border-divider bg-surface py-1 shadow-lg"
            >
              <DropdownMenu.Item className={itemClass} onSelect={() => navigate('/settings')}>
                {t('Settings')}
              </DropdownMenu.Item>
              <DropdownMenu.Item className={itemClass} onSelect={() => void signOut()}>
                {t('Log out')}
              </DropdownMenu.Item>
            </DropdownMenu.Content>
          </DropdownMenu.Portal>
        </DropdownMenu.Root>
      </div>
    </header>
  );
}
