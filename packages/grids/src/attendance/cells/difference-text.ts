import { formatDuration } from '@muster/protocol';
import type { GridsTranslate } from '../../i18n/translate';

/**
 * A day's difference (working − due) as a person reads it: the duration as every other
 * figure shows one, and in words whether it falls short or goes over — '00:06 short',
 * '01:30 over', '00:00' for none. A sign ('−00:06') read as a clock time or the wrong way
 * round beside a 'Deficit' label (issue #19 item 6); the grid's deficit mark, the popup and
 * the register view all say it with this one rule.
 */
export function differenceText(t: GridsTranslate, minutes: number): string {
  if (minutes < 0) return t('{{duration}} short', { duration: formatDuration(-minutes) });
  if (minutes > 0) return t('{{duration}} over', { duration: formatDuration(minutes) });
  return formatDuration(0);
}
