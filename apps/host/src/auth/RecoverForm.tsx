import { TxnFailure } from '@muster/folder-engine';
import { userPasswordRecoverTxn } from '@muster/protocol';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useApp } from '../session/app-context';
import { toastDurations } from '../shell/toast-durations';
import { FormError } from '../ui/FormMessage';
import { NewPasswordFields, newPasswordProblem } from '../ui/NewPasswordFields';
import { TextField } from '../ui/TextField';
import { useCodeSender } from './useCodeSender';

/**
 * Recover password: 'Get Otp' mails a code ('Sending Otp', then 'Resend otp'); the
 * code and a new password then change the password on the server.
 */
export function RecoverForm({ onDone }: { onDone(prefill: Record<string, string>): void }) {
  const { t } = useTranslation();
  const { client, blockWhile } = useApp();
  const sender = useCodeSender();
  const [values, setValues] = useState({ swhandle: '', code: '', otp: '', password: '', confirm: '' });
  const [error, setError] = useState<string | null>(null);
  const set = (name: keyof typeof values) => (value: string) => setValues({ ...values, [name]: value });
  const who = { swhandle: values.swhandle.trim(), code: values.code.trim() };
  const explain = (failure: unknown) =>
    setError(t(failure instanceof TxnFailure ? failure.message : 'Something went wrong on the server'));

  async function getOtp() {
    if (!who.swhandle || !who.code) {
      setError(t('please enter swhandle, username'));
      return;
    }
    setError(null);
    await sender.send({ purpose: 'recover', channel: 'email', ...who }).catch(explain);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem =
      (!who.swhandle || !who.code ? t('please enter swhandle, username') : null) ??
      (!values.otp.trim() ? t('please enter the code') : null) ??
      newPasswordProblem(values.password, values.confirm, t);
    setError(problem);
    if (problem) return;
    try {
      await blockWhile(
        client.call(userPasswordRecoverTxn, { ...who, otp: values.otp.trim(), password: values.password }),
      );
      toast.success(t('Password changed, please sign in'), { duration: toastDurations.short });
      onDone(who);
    } catch (failure) {
      explain(failure);
    }
  }

  const otpLabel = { idle: t('Get Otp'), sending: t('Sending Otp'), sent: t('Resend otp') }[sender.state];
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <TextField label={t('Business handle')} value={values.swhandle} onChange={set('swhandle')} />
      <TextField label={t('User name')} value={values.code} onChange={set('code')} />
      <button
        type="button"
        onClick={() => void getOtp()}
        disabled={sender.state === 'sending'}
        className="w-full rounded-md border border-brand px-4 py-2 font-medium text-brand disabled:opacity-60"
      >
        {otpLabel}
      </button>
      {sender.state === 'sent' && (
        <>
          <p role="status" className="text-sm text-label">
            {t('A code was sent to your {{channel}} {{destination}}', {
              channel: t('email'),
              destination: sender.sentTo ?? '',
            })}
          </p>
          <TextField
            label={t('Verification code')}
            autoComplete="one-time-code"
            maxLength={5}
            value={values.otp}
            onChange={(value) => set('otp')(value.toUpperCase())}
          />
          <NewPasswordFields
            label={t('New password')}
            password={values.password}
            confirm={values.confirm}
            onPassword={set('password')}
            onConfirm={set('confirm')}
          />
        </>
      )}
      <FormError message={error} />
      {sender.state === 'sent' && (
        <button type="submit" className="w-full rounded-md bg-brand px-4 py-2 font-medium text-on-accent">
          {t('Change password')}
        </button>
      )}
    </form>
  );
}
