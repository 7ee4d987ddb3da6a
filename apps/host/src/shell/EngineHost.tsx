import '@muster/folder-engine/styles.css';
import { FolderEngineProvider, type NoticeKind, type UploadFile } from '@muster/folder-engine';
import type { BusinessSettings, ErrorReplyData, FolderDefinition, Locale } from '@muster/protocol';
import { type ReactNode, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { fetchStoredFile, uploadStoredFile } from '../files/stored-files';
import { serverText } from '../i18n/server-text';
import { useApp } from '../session/app-context';
import { toastDurations } from './toast-durations';

const durations: Record<NoticeKind, number> = {
  success: toastDurations.brief,
  info: toastDurations.short,
  error: toastDurations.txnError,
};

/** Gives the folder engine the channel, the business settings, the language and the toaster. */
export function EngineHost({ children }: { children: ReactNode }) {
  const { i18n, t } = useTranslation();
  const { client, settings } = useApp();
  // an error may be the server's English refusal: shown in the user's language
  const notify = useCallback(
    (kind: NoticeKind, message: string, data?: ErrorReplyData) => {
      const shown = kind === 'error' ? serverText(message, i18n, data) : message;
      toast[kind](shown, { duration: durations[kind] });
    },
    [i18n],
  );
  const translateRefusal = useCallback(
    (message: string, data?: ErrorReplyData) => serverText(message, i18n, data),
    [i18n],
  );
  const swhandle = settings?.env.swhandle ?? '';
  // the server's refusal in the user's language
  const uploadFile = useCallback<UploadFile>(
    (file, folder) =>
      uploadStoredFile(file, folder, swhandle).catch((error: unknown) => {
        throw new Error(t(error instanceof Error ? error.message : String(error)));
      }),
    [swhandle, t],
  );
  if (!settings) return null;
  return (
    <FolderEngineProvider
      client={client}
      // txn_compiled_folders_get answers full definitions; the shell reads only their summaries.
      settings={settings as unknown as BusinessSettings<FolderDefinition>}
      locale={i18n.language as Locale}
      onNotify={notify}
      serverText={translateRefusal}
      uploadFile={uploadFile}
      fetchFile={fetchStoredFile}
    >
      {children}
    </FolderEngineProvider>
  );
}
