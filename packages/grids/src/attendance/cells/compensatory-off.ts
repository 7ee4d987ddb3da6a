import type { AttendanceDayCell } from '@muster/protocol';
import type { GridsTranslate } from '../../i18n/translate';

/**
 * What a holiday or weekly off worked under a compensatory off policy earned (issue #29 item 2:
 * the day shows the work and what it earned), or '' for any other day. The grid's tooltip, the
 * register's remarks and the phone month say it alike.
 */
export const compensatoryOffText = (t: GridsTranslate, day: AttendanceDayCell | null | undefined): string =>
  day?.compensatory_off_until
    ? t('Compensatory off earned, to take by {{day}}', {
        day: day.compensatory_off_until.split('-').reverse().join('/'),
      })
    : '';
