import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useApp } from '../session/app-context';
import { shownFolder } from '../session/shown-folder';
import { EngineHost } from '../shell/EngineHost';

/** Renders a folder screen inside the engine only when the user's settings hold that folder. */
export function KnownFolder({ folder, children }: { folder: string; children: ReactNode }) {
  const { t } = useTranslation();
  const { settings } = useApp();
  if (!shownFolder(settings, folder)) {
    return (
      <p role="status" className="p-8 text-center text-secondary">
        {t('This folder is not available to you.')}
      </p>
    );
  }
  return <EngineHost>{children}</EngineHost>;
}
