import type { Locale } from '@muster/protocol';
import { dayLabel } from '../attendance/editor/labels';
import type { GridsMessageKey } from '../i18n/messages';
import type { GridsTranslate } from '../i18n/translate';
import { statusLabels } from './CalendarDays';
import { leaveStatuses } from './leave-calendar';
import { compensatoryOffLine, typeBalance } from './type-balance';
import type { QuotaState } from './use-calendar-data';

interface CalendarFooterProps {
  t: GridsTranslate;
  locale: Locale;
  loading: boolean;
  empty: boolean;
  /** The employee's balance; null in the admin calendar. */
  quota: QuotaState | null;
}

/**
 * The calendar's footer (spec 000 §2): leaves left this month and this year on the balance's
 * day, in total and per leave type, hidden when quota does not apply (spec 000 §8), and the
 * legend of status colours.
 */
export function CalendarFooter({ t, locale, loading, empty, quota }: CalendarFooterProps) {
  return (
    <footer className="mgl-footer">
      <p role="status" className="mg-muted">
        {loading ? t('Loading leaves…') : empty ? t('No leaves in this period') : ''}
      </p>
      {quota?.kind === 'loaded' && (
        <>
          <p className="mgl-balance">
            <strong>{t('Balance leaves')}</strong>{' '}
            {t('on {{day}}', {
              day: dayLabel(quota.quota.input_date, locale, {
                day: '2-digit',
                month: 'short',
                year: 'numeric',
              }),
            })}{' '}
            {t('Leaves left this month: {{month}}', { month: quota.quota.leaves_left })}
            {' · '}
            {t('Leaves left this year: {{year}}', { year: quota.quota.yearly_leaves_left })}
          </p>
          {/* each type's own balance: the one an application of that type is checked against */}
          <ul className="mgl-balance-types" aria-label={t('Balance by leave type')}>
            {quota.quota.applicable_leave_types.map((type) => (
              <li key={type.id}>{`${type.code}: ${typeBalance(t, type)}`}</li>
            ))}
          </ul>
          {/* what the compensatory off balance is made of, expired credits included (#29 item 2) */}
          {quota.quota.applicable_leave_types.map((type) =>
            type.compensatory_off?.history.length ? (
              <ul key={type.id} className="mgl-balance-history" aria-label={t('Compensatory off history')}>
                {type.compensatory_off.history.map((entry) => (
                  // one line per kind, day and credit: a day split over two credits names each
                  <li key={`${entry.kind}-${entry.day}-${entry.earned_on}`}>
                    {compensatoryOffLine(t, entry)}
                  </li>
                ))}
              </ul>
            ) : null,
          )}
        </>
      )}
      {quota?.kind === 'error' && <p className="mg-muted">{t(quota.message as GridsMessageKey)}</p>}
      <ul className="mgl-legend" aria-label={t('Leave status')}>
        {leaveStatuses.map((status) => (
          <li key={status}>
            <span className={`mgl-swatch mgl-status-${status}`} aria-hidden="true" />
            {t(statusLabels[status])}
          </li>
        ))}
      </ul>
    </footer>
  );
}
