import { TxnFailure } from '@muster/folder-engine';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../ui/FormMessage';
import { TextField } from '../ui/TextField';
import type { SenderState } from './useCodeSender';

const otpLength = 5;

interface OtpStepProps {
  sender: { state: SenderState; sentTo: string | null };
  channelName: string;
  resend(): Promise<void>;
  /** Throws the server's refusal, shown under the code. */
  verify(otp: string): Promise<void>;
}

/** One verification step: where the code went, the code box, verify and resend. */
export function OtpStep({ sender, channelName, resend, verify }: OtpStepProps) {
  const { t } = useTranslation();
  const [otp, setOtp] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [verifying, setVerifying] = useState(false);
  const explain = (failure: unknown) =>
    setError(t(failure instanceof TxnFailure ? failure.message : 'Something went wrong on the server'));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (otp.trim().length !== otpLength) {
      setError(t('The code has {{count}} characters', { count: otpLength }));
      return;
    }
    setError(null);
    setVerifying(true);
    try {
      await verify(otp.trim());
    } catch (failure) {
      explain(failure);
    } finally {
      setVerifying(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <p role="status" className="text-sm text-label">
        {sender.state === 'sending'
          ? t('Sending code…')
          : sender.state === 'sent'
            ? t('A code was sent to your {{channel}} {{destination}}', {
                channel: channelName,
                destination: sender.sentTo ?? '',
              })
            : null}
      </p>
      <TextField
        label={t('Verification code')}
        autoComplete="one-time-code"
        maxLength={otpLength}
        value={otp}
        onChange={(value) => setOtp(value.toUpperCase())}
      />
      <FormError message={error} />
      <div className="flex gap-2">
        <button
          type="button"
          disabled={sender.state === 'sending'}
          onClick={() => {
            setError(null);
            resend().catch(explain);
          }}
          className="flex-1 rounded-md border border-brand px-4 py-2 font-medium text-brand disabled:opacity-60"
        >
          {sender.state === 'sending' ? t('Sending code…') : t('Resend code')}
        </button>
        <button
          type="submit"
          disabled={verifying || sender.state === 'sending'}
          className="flex-1 rounded-md bg-brand px-4 py-2 font-medium text-on-accent disabled:opacity-60"
        >
          {t('Verify')}
        </button>
      </div>
    </form>
  );
}
