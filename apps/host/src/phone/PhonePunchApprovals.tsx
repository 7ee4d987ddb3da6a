import {
  attendancePhoneDecideTxn,
  attendancePhoneStatusTxn,
  formatBusinessDate,
  formatBusinessTime,
  type Locale,
  type PhonePunchRecord,
  pickLocale,
} from '@muster/protocol';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { fetchStoredFile } from '../files/stored-files';
import { serverText } from '../i18n/server-text';
import { HomePanel } from '../pages/HomePanel';
import { useApp } from '../session/app-context';
import { sessionZone } from '../session/business-days';
import { reasonLabels } from './PhonePunchPanel';

/** The selfie of a punch, fetched with the session (never a link that works without it). */
function Selfie({ fileId, alt }: { fileId: string; alt: string }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let made: string | null = null;
    fetchStoredFile(fileId).then(
      (blob) => {
        made = URL.createObjectURL(blob);
        setUrl(made);
      },
      (error: unknown) => console.warn('selfie not read', error),
    );
    return () => {
      if (made) URL.revokeObjectURL(made);
    };
  }, [fileId]);
  return url ? <img src={url} alt={alt} className="h-20 w-20 rounded object-cover" /> : null;
}

/**
 * The phone punches waiting for the signed-in reporting officer (AO, HR, admin) in its
 * scope (issue #36 item 3): each with its selfie, distance, accuracy and reasons, approved
 * or refused here.
 */
export function PhonePunchApprovals() {
  const { t, i18n } = useTranslation();
  const { client, settings } = useApp();
  // the punches of the approver's own business, on its clock
  const timeZone = sessionZone(settings?.env.time_zone);
  const [waiting, setWaiting] = useState<PhonePunchRecord[]>([]);
  const load = useCallback(async () => {
    const { data } = await client.call(attendancePhoneStatusTxn, {});
    setWaiting(data.waiting ?? []);
  }, [client]);
  useEffect(() => {
    load().catch((error: unknown) => console.warn('phone punches not read', error));
  }, [load]);
  if (!waiting.length) return null;
  const locale = i18n.language as Locale;
  const nameOf = (record: PhonePunchRecord) =>
    [
      record.employee_code,
      record.first_name && pickLocale(record.first_name, locale),
      record.last_name && pickLocale(record.last_name, locale),
    ]
      .filter(Boolean)
      .join(' ');
  const decide = async (record: PhonePunchRecord, decision: 'approve' | 'refuse') => {
    try {
      const reply = await client.call(attendancePhoneDecideTxn, { id: record.id, decision });
      toast.success(serverText(reply.message, i18n));
    } catch (error) {
      toast.error(serverText(error instanceof Error ? error.message : String(error), i18n));
    }
    await load();
  };
  return (
    <HomePanel title={t('Phone punches to approve')}>
      <ul className="flex flex-col gap-3">
        {waiting.map((record) => (
          <li
            key={record.id}
            className="flex flex-wrap items-center gap-3 rounded border border-divider bg-surface p-2"
          >
            {record.selfie_files_id && (
              <Selfie
                fileId={record.selfie_files_id}
                alt={t('Selfie of {{name}}', { name: nameOf(record) })}
              />
            )}
            <div className="min-w-48 flex-1 text-sm">
              <p className="font-medium">{nameOf(record)}</p>
              <p>
                {t(record.direction === 'in' ? 'Check in' : 'Check out')}{' '}
                {formatBusinessDate(record.device_time, timeZone)}{' '}
                {formatBusinessTime(record.device_time, timeZone)},{' '}
                {record.site && pickLocale(record.site, locale)}
              </p>
              <p>
                {record.distance_m === null
                  ? t('No position')
                  : t('{{metres}} m from the site, accurate to {{accuracy}} m', {
                      metres: record.distance_m,
                      accuracy: record.accuracy_m ?? '?',
                    })}
              </p>
              <p>{record.reasons.map((reason) => t(reasonLabels[reason])).join(', ')}</p>
            </div>
            <div className="flex gap-2">
              <button
                type="button"
                className="min-h-10 rounded bg-brand px-3 text-on-accent"
                onClick={() => void decide(record, 'approve')}
              >
                {t('Approve')}
              </button>
              <button
                type="button"
                className="min-h-10 rounded border border-outline px-3"
                onClick={() => void decide(record, 'refuse')}
              >
                {t('Refuse')}
              </button>
            </div>
          </li>
        ))}
      </ul>
    </HomePanel>
  );
}
