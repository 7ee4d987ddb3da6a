import { TxnFailure } from '@muster/folder-engine';
import { userLoginTxn } from '@muster/protocol';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useApp } from '../session/app-context';
import { toastDurations } from '../shell/toast-durations';
import { FormError } from '../ui/FormMessage';
import { PasswordField } from '../ui/PasswordField';
import { TextField } from '../ui/TextField';
import { missingFields } from './missing-fields';

/** Names in the missing-fields message are the spec's, in its order. */
const requiredFields = [
  ['swhandle', 'swhandle'],
  ['code', 'username'],
  ['password', 'password'],
] as const;

export function SignInForm({ prefill }: { prefill: { swhandle: string | null; code: string | null } }) {
  const { t } = useTranslation();
  const { client, signIn } = useApp();
  const navigate = useNavigate();
  const [values, setValues] = useState({
    swhandle: prefill.swhandle ?? '',
    code: prefill.code ?? '',
    password: '',
  });
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const set = (name: keyof typeof values) => (value: string) => setValues({ ...values, [name]: value });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const missing = missingFields(values, requiredFields);
    if (missing.length) {
      setError(t('please enter {{fields}}', { fields: missing.join(',') }));
      return;
    }
    setError(null);
    setLoading(true);
    try {
      const result = await client.call(userLoginTxn, {
        swhandle: values.swhandle.trim(),
        code: values.code.trim(),
        password: values.password,
      });
      const record = result.records[0];
      if (!record) throw new Error('login answered no session');
      signIn(record);
      toast.success(t('logged in'), { duration: toastDurations.brief });
      navigate('/', { replace: true });
    } catch (failure) {
      setLoading(false);
      setError(failure instanceof TxnFailure ? t(failure.message) : t('Something went wrong on the server'));
      toast.error(t('logIn Failed'), { duration: toastDurations.txnError });
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <TextField
        label={t('Business handle')}
        name="swhandle"
        autoComplete="organization"
        value={values.swhandle}
        onChange={set('swhandle')}
      />
      <TextField
        label={t('User name')}
        name="code"
        autoComplete="username"
        value={values.code}
        onChange={set('code')}
      />
      <PasswordField
        label={t('Password')}
        name="password"
        autoComplete="current-password"
        value={values.password}
        onChange={set('password')}
      />
      <FormError message={error} />
      <button
        type="submit"
        disabled={loading}
        className="w-full rounded-md bg-brand px-4 py-2 font-medium text-on-accent disabled:opacity-60"
      >
        {loading ? t('logging in..') : t('Sign in')}
      </button>
    </form>
  );
}
