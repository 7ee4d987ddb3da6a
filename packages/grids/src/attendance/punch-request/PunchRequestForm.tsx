import type { TxnClient } from '@muster/folder-engine';
import { type FormEvent, useId, useState } from 'react';
import type { GridsTranslate } from '../../i18n/translate';
import { notifyFailure, serverText } from '../approval/approval-flow';
import { TimeTextInput } from '../editor/TimeTextInput';
import type { Notify } from '../types';
import {
  missingSide,
  type PunchDirection,
  punchRequestCreateTxn,
  punchRequestPatch,
  requestedInstant,
} from './punch-request';

export interface PunchRequestFormProps {
  client: TxnClient;
  /** The user's own business, sent as `target_swhandle`. */
  swhandle: string;
  /** The IST day asked for, YYYY-MM-DD, and its punches (null: none). */
  day: string;
  /** The business's zone: the day and the time asked for are its. */
  timeZone: string;
  inMs: number | null;
  outMs: number | null;
  notify: Notify;
  t: GridsTranslate;
  /** The request was stored: the caller reloads the day (it shows PR now). */
  onSent: () => void;
  onCancel: () => void;
}

/**
 * An employee's request for the punch its day lacks (issue #29 item 5): in or out, the time
 * and a reason. The server judges it (own day, one punch or none, not approved, the time on
 * the day) and its workflow sends it to the reporting officer.
 */
export function PunchRequestForm({
  client,
  swhandle,
  day,
  timeZone,
  inMs,
  outMs,
  notify,
  t,
  onSent,
  onCancel,
}: PunchRequestFormProps) {
  const id = useId();
  const [direction, setDirection] = useState<PunchDirection>(missingSide(inMs, outMs));
  const [time, setTime] = useState('');
  const [reason, setReason] = useState('');
  const [sending, setSending] = useState(false);
  const instant = requestedInstant(day, time, direction, inMs, timeZone);
  const ready = instant !== null && reason.trim() !== '' && !sending;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready || instant === null) return;
    setSending(true);
    try {
      await client.call(punchRequestCreateTxn, punchRequestPatch(day, direction, instant, reason, timeZone), {
        target_swhandle: swhandle,
      });
      notify('success', t('Punch requested'));
      onSent();
    } catch (error) {
      notifyFailure(notify, error, (message) => serverText(t, message));
    } finally {
      setSending(false);
    }
  };

  return (
    <form className="mgm-request" onSubmit={submit} aria-label={t('Request punch')}>
      <fieldset className="mgm-request-direction">
        <legend>{t('Missing punch')}</legend>
        {(['in', 'out'] as const).map((side) => (
          <label key={side}>
            <input
              type="radio"
              name={`${id}-direction`}
              value={side}
              checked={direction === side}
              onChange={() => setDirection(side)}
            />
            {t(side === 'in' ? 'In' : 'Out')}
          </label>
        ))}
      </fieldset>
      <label htmlFor={`${id}-time`}>{t('Time')}</label>
      <TimeTextInput id={`${id}-time`} value={time} onChange={setTime} t={t} />
      {direction === 'out' && inMs !== null && (
        <p className="mgm-request-hint">{t('An out before the in is the next morning')}</p>
      )}
      <label htmlFor={`${id}-reason`}>{t('Reason')}</label>
      <textarea
        id={`${id}-reason`}
        className="me-input"
        value={reason}
        maxLength={500}
        required
        rows={2}
        onChange={(event) => setReason(event.target.value)}
      />
      <div className="mgm-request-actions">
        <button type="button" className="mga-button" onClick={onCancel}>
          {t('Cancel')}
        </button>
        <button type="submit" className="mga-button mga-primary" disabled={!ready}>
          {t('Send request')}
        </button>
      </div>
    </form>
  );
}
