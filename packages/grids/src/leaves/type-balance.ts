import type { ApplicableLeaveType } from '@muster/protocol';
import type { GridsTranslate } from '../i18n/translate';

/** One leave type's balance as the picker and the footer show it: '1 left this month, 8 left this year'. */
export const typeBalance = (
  t: GridsTranslate,
  type: Pick<ApplicableLeaveType, 'leaves_left' | 'yearly_leaves_left'>,
): string =>
  t('{{month}} left this month, {{year}} left this year', {
    month: type.leaves_left,
    year: type.yearly_leaves_left,
  });
