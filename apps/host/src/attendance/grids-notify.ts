import type { NoticeKind } from '@muster/grids';
import type { ErrorReplyData } from '@muster/protocol';
import { toast } from 'sonner';
import { i18next } from '../i18n';
import { serverText } from '../i18n/server-text';
import { toastDurations } from '../shell/toast-durations';

const durations: Record<NoticeKind, number> = {
  success: toastDurations.short,
  info: toastDurations.short,
  warning: toastDurations.txnError,
  error: toastDurations.txnError,
};

/**
 * The grids' notices (attendance screen, leaves calendar) as toasts; a refusal carrying its
 * text's key and values (a closed month) is shown in the user's language by the host's one
 * translation of server texts.
 */
export const gridsNotify = (kind: NoticeKind, message: string, data?: ErrorReplyData) => {
  toast[kind](kind === 'error' ? serverText(message, i18next, data) : message, { duration: durations[kind] });
};
