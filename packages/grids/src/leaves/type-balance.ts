import { type ApplicableLeaveType, type CompensatoryOffEntry, leaveDayText } from '@muster/protocol';
import type { GridsTranslate } from '../i18n/translate';

/**
 * One leave type's balance as the picker and the footer show it: '1 left this month, 8 left
 * this year'; the compensatory off's is the credits earned, '1.5 earned to take, the next by
 * 07/01/2027' (the server's one computation, issue #27 item 3).
 */
export const typeBalance = (
  t: GridsTranslate,
  type: Pick<ApplicableLeaveType, 'leaves_left' | 'yearly_leaves_left' | 'compensatory_off'>,
): string => {
  if (type.compensatory_off)
    return type.compensatory_off.next_until
      ? t('{{days}} earned to take, the next by {{day}}', {
          days: type.leaves_left,
          day: leaveDayText(type.compensatory_off.next_until),
        })
      : t('{{days}} earned to take', { days: type.leaves_left });
  return t('{{month}} left this month, {{year}} left this year', {
    month: type.leaves_left,
    year: type.yearly_leaves_left,
  });
};

/** One line of the compensatory off's history: earned, taken, expired unused, or taken with no credit. */
export function compensatoryOffLine(t: GridsTranslate, entry: CompensatoryOffEntry): string {
  const values = {
    day: leaveDayText(entry.day),
    days: entry.days,
    until: entry.until ? leaveDayText(entry.until) : '',
    earned: entry.earned_on ? leaveDayText(entry.earned_on) : '',
  };
  switch (entry.kind) {
    case 'earned':
      return t('{{day}}: {{days}} earned, to take by {{until}}', values);
    case 'used':
      return t('{{day}}: {{days}} taken, earned {{earned}}', values);
    case 'expired':
      return t('{{day}}: {{days}} expired unused, earned {{earned}}', values);
    case 'uncovered':
      return t('{{day}}: {{days}} taken with no credit left', values);
  }
}
