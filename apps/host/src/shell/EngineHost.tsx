import '@muster/folder-engine/styles.css';
import { FolderEngineProvider, type NoticeKind } from '@muster/folder-engine';
import type { BusinessSettings, FolderDefinition, Locale } from '@muster/protocol';
import { type ReactNode, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useApp } from '../session/app-context';
import { toastDurations } from './toast-durations';

const durations: Record<NoticeKind, number> = {
  success: toastDurations.brief,
  info: toastDurations.short,
  error: toastDurations.txnError,
};

/** Gives the folder engine the channel, the business settings, the language and the toaster. */
export function EngineHost({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const { client, settings } = useApp();
  const notify = useCallback((kind: NoticeKind, message: string) => {
    toast[kind](message, { duration: durations[kind] });
  }, []);
  if (!settings) return null;
  return (
    <FolderEngineProvider
      client={client}
      // txn_compiled_folders_get answers full definitions; the shell reads only their summaries.
      settings={settings as unknown as BusinessSettings<FolderDefinition>}
      locale={i18n.language as Locale}
      onNotify={notify}
    >
      {children}
    </FolderEngineProvider>
  );
}
