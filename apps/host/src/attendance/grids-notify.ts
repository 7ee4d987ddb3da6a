import type { NoticeKind } from '@muster/grids';
import { toast } from 'sonner';
import { toastDurations } from '../shell/toast-durations';

const durations: Record<NoticeKind, number> = {
  success: toastDurations.short,
  info: toastDurations.short,
  warning: toastDurations.txnError,
  error: toastDurations.txnError,
};

/** The grids' notices (attendance screen, leaves calendar) as toasts. */
export const gridsNotify = (kind: NoticeKind, message: string) => {
  toast[kind](message, { duration: durations[kind] });
};
