import { TxnFailure } from '@muster/folder-engine';
import { businessesSignUpTxn, otpVerifyTxn } from '@muster/protocol';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useApp } from '../session/app-context';
import { toastDurations } from '../shell/toast-durations';
import { FormError } from '../ui/FormMessage';
import { NewPasswordFields, newPasswordProblem } from '../ui/NewPasswordFields';
import { TextField } from '../ui/TextField';
import { missingFields } from './missing-fields';
import { OtpStep } from './OtpStep';
import { Stepper } from './Stepper';
import { useCodeSender } from './useCodeSender';

const requiredFields = [
  ['swhandle', 'swhandle'],
  ['code', 'username'],
  ['joining_date', 'joining date'],
  ['password', 'password'],
] as const;

type Step = 0 | 1 | 2;

/**
 * Sign-up of an employee whose record exists: Detail, Verify Email, Verify Phone
 * (spec 000 §2). The server checks the details and both codes; the login is created last.
 */
export function SignUpForm({ onDone }: { onDone(prefill: Record<string, string>): void }) {
  const { t } = useTranslation();
  const { client, blockWhile } = useApp();
  const [step, setStep] = useState<Step>(0);
  const [values, setValues] = useState({
    swhandle: '',
    code: '',
    joining_date: '',
    password: '',
    confirm: '',
  });
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const email = useCodeSender();
  const phone = useCodeSender();
  const set = (name: keyof typeof values) => (value: string) => setValues({ ...values, [name]: value });
  const claim = {
    swhandle: values.swhandle.trim(),
    code: values.code.trim(),
    joining_date: values.joining_date,
  };
  const message = (failure: unknown) =>
    t(failure instanceof TxnFailure ? failure.message : 'Something went wrong on the server');

  async function submitDetail(event: FormEvent) {
    event.preventDefault();
    const missing = missingFields(values, requiredFields);
    const problem =
      (missing.length ? t('please enter {{fields}}', { fields: missing.join(',') }) : null) ??
      newPasswordProblem(values.password, values.confirm, t);
    setError(problem);
    if (problem) return;
    try {
      await email.send({ purpose: 'sign_up', channel: 'email', ...claim });
      setStep(1);
    } catch (failure) {
      setError(message(failure));
    }
  }

  async function verify(channel: 'email' | 'phone', otp: string) {
    await client.call(otpVerifyTxn, { ...claim, channel, otp });
  }

  async function verifyEmail(otp: string) {
    await verify('email', otp);
    setStep(2);
    // The phone code goes out as soon as the email is proven, as the email code did.
    await phone.send({ purpose: 'sign_up', channel: 'phone', ...claim }).catch((failure: unknown) => {
      setError(message(failure));
    });
  }

  async function verifyPhoneAndSignUp(otp: string) {
    await verify('phone', otp);
    setStatus(t('signing up...'));
    try {
      await blockWhile(client.call(businessesSignUpTxn, { ...claim, password: values.password }));
      toast.success(t('Signed up, please sign in'), { duration: toastDurations.short });
      onDone({ swhandle: claim.swhandle, code: claim.code });
    } catch (failure) {
      setStatus(t('signup failed'));
      toast.error(t('signup failed'), { duration: toastDurations.brief });
      throw failure;
    }
  }

  return (
    <div className="space-y-4">
      <Stepper steps={[t('Detail'), t('Verify Email'), t('Verify Phone')]} current={step} />
      {step === 0 && (
        <form onSubmit={submitDetail} noValidate className="space-y-4">
          <TextField label={t('Business handle')} value={values.swhandle} onChange={set('swhandle')} />
          <TextField label={t('User name')} value={values.code} onChange={set('code')} />
          <TextField
            label={t('Joining date')}
            type="date"
            value={values.joining_date}
            onChange={set('joining_date')}
          />
          <NewPasswordFields
            label={t('Password')}
            password={values.password}
            confirm={values.confirm}
            onPassword={set('password')}
            onConfirm={set('confirm')}
          />
          <FormError message={error} />
          <button
            type="submit"
            disabled={email.state === 'sending'}
            className="w-full rounded-md bg-brand px-4 py-2 font-medium text-on-accent disabled:opacity-60"
          >
            {email.state === 'sending' ? t('Sending code…') : t('Next')}
          </button>
        </form>
      )}
      {step === 1 && (
        <OtpStep
          key="email"
          sender={email}
          channelName={t('email')}
          resend={() => email.send({ purpose: 'sign_up', channel: 'email', ...claim })}
          verify={verifyEmail}
        />
      )}
      {step === 2 && (
        <>
          <OtpStep
            key="phone"
            sender={phone}
            channelName={t('phone')}
            resend={() => phone.send({ purpose: 'sign_up', channel: 'phone', ...claim })}
            verify={verifyPhoneAndSignUp}
          />
          <FormError message={error} />
        </>
      )}
      {status && (
        <p role="status" className="text-sm text-label">
          {status}
        </p>
      )}
    </div>
  );
}
