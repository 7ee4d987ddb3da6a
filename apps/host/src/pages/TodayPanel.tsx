import { useTranslation } from 'react-i18next';
import { useApp } from '../session/app-context';
import { HomePanel } from './HomePanel';
import { istToday } from './ist-today';
import { StatTile } from './StatTile';
import { useAttendanceSummary } from './useAttendanceSummary';

/**
 * A manager's today over the employees of its scope (#27 item 7). A day is computed as its
 * punches arrive, so before the day ends most workers have no computed day: who is in comes
 * from today's punches; leaves and missed punches from the days computed so far. Each figure
 * says what it counts.
 */
export function TodayPanel() {
  const { t } = useTranslation();
  const { settings } = useApp();
  const { today } = istToday(settings?.env.time_zone);
  const summary = useAttendanceSummary(true, today, today);
  const presence = summary?.presence ?? null;
  const leaves = summary?.totals.leaves ?? null;
  const notIn =
    presence && leaves !== null ? Math.max(0, presence.employees - presence.punched - leaves) : null;
  return (
    <HomePanel title={t('Today')}>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatTile
          label={t('Punched in')}
          value={presence?.punched ?? null}
          {...(presence && {
            detail: t('of {{count}} employees in your scope, with a punch today', {
              count: presence.employees,
            }),
          })}
        />
        <StatTile
          label={t('Not punched yet')}
          value={notIn}
          detail={t('no punch and no leave today: late, absent or off')}
        />
        <StatTile label={t('On leave')} value={leaves} detail={t('leave days of today')} />
        <StatTile
          label={t('Missed punches')}
          value={summary?.totals.punchRequest ?? null}
          detail={t('days computed today with a punch missing')}
        />
      </dl>
    </HomePanel>
  );
}
