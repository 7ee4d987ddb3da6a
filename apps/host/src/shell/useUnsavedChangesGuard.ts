import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';

const isTab = (pathname: string) => pathname.startsWith('/tabs/');

/** Whether moving from one path to another unmounts a screen, losing what it holds. */
export function leavesScreen(from: string, to: string): boolean {
  if (from === to) return false;
  // The tab host keeps hidden tabs mounted: moving between tabs loses nothing.
  return !(isTab(from) && isTab(to));
}

/**
 * Asks before leaving a screen with unsaved changes: in-app navigation through the
 * router's blocker, reloads and tab closes through the browser's own prompt.
 */
export function useUnsavedChangesGuard(dirty: boolean): void {
  const { t } = useTranslation();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && leavesScreen(currentLocation.pathname, nextLocation.pathname),
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(t('You have unsaved changes. Leave anyway?'))) blocker.proceed();
    else blocker.reset();
  }, [blocker, t]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}
