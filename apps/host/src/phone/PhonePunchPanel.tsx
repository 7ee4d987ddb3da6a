import {
  formatBusinessTime,
  type Locale,
  type PhonePunchReason,
  type PhonePunchSite,
  pickLocale,
} from '@muster/protocol';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { HomePanel } from '../pages/HomePanel';
import { useApp } from '../session/app-context';
import { sessionZone } from '../session/business-days';
import { currentPosition } from './position';
import { latestPunch } from './punch-state';
import { usePunchToasts } from './punch-toasts';
import { QueuedPunches } from './QueuedPunches';
import { takeSelfie } from './selfie';
import { usePhonePunch } from './usePhonePunch';

/** The words of each reason a punch waits for approval. */
export const reasonLabels: Record<PhonePunchReason, string> = {
  outside_radius: 'Outside the site’s radius',
  poor_accuracy: 'Position not accurate enough',
  no_position: 'No position',
  site_without_position: 'The site has no position',
  clock_disagrees: 'The phone’s clock disagrees with the server’s',
};

/**
 * Check in / check out from the employee's own phone (issue #36 items 2 and 4): one large
 * button, the state of the day, the site, the position with its accuracy, a selfie from the
 * front camera, and the punches queued on the phone until the server acknowledges them.
 */
export function PhonePunchPanel() {
  const { t, i18n } = useTranslation();
  const { settings } = useApp();
  // the employee's own punches, on its business's clock
  const timeZone = sessionZone(settings?.env.time_zone);
  const { sites, today, queued, loaded, punch } = usePhonePunch(usePunchToasts());
  const [siteId, setSiteId] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [accuracy, setAccuracy] = useState<number | null | undefined>(undefined);
  const video = useRef<HTMLVideoElement>(null);
  if (!loaded && !queued.length) return null;
  if (loaded && !sites.length && !queued.length) return null;
  const site = sites.find((candidate) => candidate.id === siteId) ?? sites[0];
  const locale = i18n.language as Locale;
  const siteName = (name: PhonePunchSite['name']) => (name ? pickLocale(name, locale) : '');
  const latest = latestPunch(today, queued, locale, timeZone);
  const direction = latest?.direction === 'in' ? 'out' : 'in';

  const onPunch = async () => {
    if (!site || !video.current) return;
    setBusy(true);
    try {
      const deviceTime = new Date().toISOString();
      const position = await currentPosition();
      setAccuracy(position ? Math.round(position.accuracy) : null);
      const selfie = site.selfie_required ? await takeSelfie(video.current) : null;
      await punch({
        punch: {
          id: crypto.randomUUID(),
          direction,
          sites_id: site.id,
          device_time: deviceTime,
          position,
          selfie,
        },
        siteName: siteName(site.name),
      });
    } catch (error) {
      toast.error(
        t('The punch could not be taken: {{reason}}', {
          reason: error instanceof Error ? error.message : '',
        }),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <HomePanel title={t('Attendance from this phone')}>
      <p className="mb-3 text-base" data-testid="punch-state">
        {latest
          ? t(
              latest.direction === 'in'
                ? 'Checked in at {{time}}, {{site}}'
                : 'Checked out at {{time}}, {{site}}',
              {
                time: latest.time,
                site: latest.site,
              },
            )
          : t('Not checked in today')}
      </p>
      {sites.length > 1 && (
        <label className="mb-3 flex flex-col gap-1">
          <span>{t('Site')}</span>
          <select
            className="min-h-10 rounded border border-outline bg-surface px-2"
            value={site?.id}
            onChange={(event) => setSiteId(event.target.value)}
          >
            {sites.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {siteName(candidate.name)}
              </option>
            ))}
          </select>
        </label>
      )}
      <button
        type="button"
        disabled={busy || !site}
        onClick={() => void onPunch()}
        className="min-h-16 w-full rounded-xl bg-brand px-4 text-xl font-semibold text-on-accent disabled:opacity-60"
      >
        {busy ? t('Taking the punch…') : t(direction === 'in' ? 'Check in' : 'Check out')}
      </button>
      {/* the front camera's picture while the selfie is taken */}
      <video
        ref={video}
        muted
        playsInline
        className={busy && site?.selfie_required ? 'mt-3 w-40 rounded' : 'hidden'}
      />
      {accuracy !== undefined && (
        <p className="mt-2 text-sm text-secondary">
          {accuracy === null
            ? t('Position unavailable')
            : t('Position accurate to {{metres}} m', { metres: accuracy })}
        </p>
      )}
      <QueuedPunches queued={queued} timeZone={timeZone} />
      {today.some((record) => record.status !== 'applied') && (
        <ul className="mt-3 text-sm" aria-label={t('Phone punches today')}>
          {today
            .filter((record) => record.status !== 'applied')
            .map((record) => (
              <li key={record.id}>
                {t(record.direction === 'in' ? 'Check in' : 'Check out')}{' '}
                {formatBusinessTime(record.device_time, timeZone)}:{' '}
                {t(record.status === 'pending' ? 'Sent, waiting for approval' : 'Refused')} (
                {record.reasons.map((reason) => t(reasonLabels[reason])).join(', ')})
              </li>
            ))}
        </ul>
      )}
    </HomePanel>
  );
}
