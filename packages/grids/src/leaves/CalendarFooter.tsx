import type { GridsMessageKey } from '../i18n/messages';
import type { GridsTranslate } from '../i18n/translate';
import { statusLabels } from './CalendarDays';
import { leaveStatuses } from './leave-calendar';
import type { QuotaState } from './use-calendar-data';

interface CalendarFooterProps {
  t: GridsTranslate;
  loading: boolean;
  empty: boolean;
  /** The employee's balance; null in the admin calendar. */
  quota: QuotaState | null;
}

/**
 * The calendar's footer (spec 000 §2): leaves left this month and this year, hidden when
 * quota does not apply (spec 000 §8), and the legend of status colours.
 */
export function CalendarFooter({ t, loading, empty, quota }: CalendarFooterProps) {
  return (
    <footer className="mgl-footer">
      <p role="status" className="mg-muted">
        {loading ? t('Loading leaves…') : empty ? t('No leaves in this period') : ''}
      </p>
      {quota?.kind === 'loaded' && (
        <p className="mgl-balance">
          <strong>{t('Balance leaves')}</strong>{' '}
          {t('Leaves left this month: {{month}}', { month: quota.quota.leaves_left })}
          {' · '}
          {t('Leaves left this year: {{year}}', { year: quota.quota.yearly_leaves_left })}
        </p>
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
