import { TxnFailure } from '@muster/folder-engine';
import type { SessionRecord } from '@muster/protocol';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useApp } from '../session/app-context';
import { LanguagePicker } from '../shell/LanguagePicker';

type Status = { kind: 'idle' } | { kind: 'loading' } | { kind: 'error'; message: string };

/** Names in the missing-fields message are the spec's, in its order. */
const requiredFields = [
  ['swhandle', 'swhandle'],
  ['code', 'username'],
  ['password', 'password'],
] as const;

export function SignInPage() {
  const { t } = useTranslation();
  const { client, session, signIn } = useApp();
  const navigate = useNavigate();
  const [values, setValues] = useState({ swhandle: '', code: '', password: '' });
  const [showPassword, setShowPassword] = useState(false);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  if (session) return <Navigate to="/" replace />;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const missing = requiredFields.filter(([field]) => !values[field].trim()).map(([, label]) => label);
    if (missing.length) {
      setStatus({ kind: 'error', message: t('please enter {{fields}}', { fields: missing.join(',') }) });
      return;
    }
    setStatus({ kind: 'loading' });
    try {
      const result = await client.run<SessionRecord>({
        name: 'txn_user_login',
        folder: 'sessions',
        client_props: { txn_op: 'X' },
        params: { swhandle: values.swhandle.trim(), code: values.code.trim(), password: values.password },
      });
      const record = result.records[0];
      if (!record) throw new Error('login answered no session');
      signIn(record);
      toast.success(t('logged in'), { duration: 1000 });
      navigate('/', { replace: true });
    } catch (error) {
      const message =
        error instanceof TxnFailure ? t(error.message) : t('Something went wrong on the server');
      setStatus({ kind: 'error', message });
      toast.error(t('logIn Failed'), { duration: 3000 });
    }
  }

  const field = (name: keyof typeof values, label: string, type = 'text', autoComplete = 'off') => (
    <label className="block">
      <span className="mb-1 block text-sm font-medium text-slate-700">{label}</span>
      <input
        name={name}
        type={type}
        autoComplete={autoComplete}
        value={values[name]}
        onChange={(event) => setValues({ ...values, [name]: event.target.value })}
        className="w-full rounded-md border border-slate-300 bg-white px-3 py-2 outline-none focus:border-brand focus:ring-2 focus:ring-brand/30"
      />
    </label>
  );

  return (
    <main className="flex min-h-full items-center justify-center p-4">
      <form
        onSubmit={submit}
        noValidate
        className="w-full max-w-sm space-y-4 rounded-xl bg-white p-6 shadow-md"
      >
        <div className="flex items-center justify-between">
          <h1 className="flex items-center gap-2 text-xl font-semibold">
            <img src="/logo.svg" alt="" className="h-8 w-8" />
            {t('Sign in')}
          </h1>
          <LanguagePicker />
        </div>
        {field('swhandle', t('Business handle'), 'text', 'organization')}
        {field('code', t('User name'), 'text', 'username')}
        <div className="relative">
          {field('password', t('Password'), showPassword ? 'text' : 'password', 'current-password')}
          <button
            type="button"
            onClick={() => setShowPassword(!showPassword)}
            className="absolute right-2 bottom-2 text-xs text-brand"
          >
            {showPassword ? t('Hide password') : t('Show password')}
          </button>
        </div>
        {status.kind === 'error' && (
          <p role="alert" className="text-sm text-red-700">
            {status.message}
          </p>
        )}
        <button
          type="submit"
          disabled={status.kind === 'loading'}
          className="w-full rounded-md bg-brand px-4 py-2 font-medium text-white disabled:opacity-60"
        >
          {status.kind === 'loading' ? t('logging in..') : t('Sign in')}
        </button>
        <p className="text-center text-xs text-slate-500">{t('Version {{version}}', { version: '2.0.0' })}</p>
      </form>
    </main>
  );
}
