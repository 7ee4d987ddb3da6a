import { useTranslation } from 'react-i18next';
import { useApp } from '../session/app-context';

/** Covers the app while a write is in flight, so nothing else is changed meanwhile. */
export function SpinnerOverlay() {
  const { t } = useTranslation();
  const { writesBlocked } = useApp();
  if (!writesBlocked) return null;
  return (
    <div
      role="status"
      aria-live="polite"
      className="fixed inset-0 z-50 flex items-center justify-center bg-overlay"
    >
      <span className="h-12 w-12 animate-spin rounded-full border-4 border-surface border-t-brand" />
      <span className="sr-only">{t('Please wait…')}</span>
    </div>
  );
}
