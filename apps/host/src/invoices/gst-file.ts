import type { GstFile } from '@muster/protocol';
import type { TFunction } from 'i18next';
import { toast } from 'sonner';
import { saveFile, translated } from '../payroll/save-file';
import { toastDurations } from '../shell/toast-durations';

/**
 * Saves a GST file the server built (GSTR-1 or an e-invoice, issue #31 item 7) as JSON, and
 * says what it left out and why, each reason in the user's language; a refusal is shown.
 */
export async function saveGstFile(t: TFunction, load: () => Promise<{ records: readonly GstFile[] }>) {
  try {
    const [file] = (await load()).records;
    if (!file) return;
    saveFile(new TextEncoder().encode(file.text), file.fileName, 'application/json');
    for (const problem of file.problems)
      toast.warning(translated(t, problem), { duration: toastDurations.export });
  } catch (error) {
    toast.error(`${t('Error !')}${translated(t, error instanceof Error ? error.message : String(error))}`, {
      duration: toastDurations.export,
    });
  }
}
