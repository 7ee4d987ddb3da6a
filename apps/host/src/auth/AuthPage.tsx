import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { useApp } from '../session/app-context';
import { LanguagePicker } from '../shell/LanguagePicker';
import { RecoverForm } from './RecoverForm';
import { SignInForm } from './SignInForm';
import { SignUpForm } from './SignUpForm';

export type AuthForm = 'sign-in' | 'sign-up' | 'recover';

/** /user-auth: sign-in (default), sign-up and recover-password, switchable (spec 000 §2). */
export function AuthPage() {
  const { t } = useTranslation();
  const { session } = useApp();
  const [search, setSearch] = useSearchParams();
  if (session) return <Navigate to="/" replace />;

  const form = (search.get('form') as AuthForm | null) ?? 'sign-in';
  const show = (next: AuthForm, prefill: Record<string, string> = {}) =>
    setSearch(next === 'sign-in' ? prefill : { form: next, ...prefill });
  const titles: Record<AuthForm, string> = {
    'sign-in': t('Sign in'),
    'sign-up': t('Sign up'),
    recover: t('Recover password'),
  };
  let body: ReactNode;
  if (form === 'sign-up') body = <SignUpForm onDone={(prefill) => show('sign-in', prefill)} />;
  else if (form === 'recover') body = <RecoverForm onDone={(prefill) => show('sign-in', prefill)} />;
  else body = <SignInForm prefill={{ swhandle: search.get('swhandle'), code: search.get('code') }} />;

  return (
    <main className="flex min-h-full items-center justify-center p-4">
      <div className="w-full max-w-sm space-y-4 rounded-xl bg-surface p-6 shadow-md">
        <div className="flex items-center justify-between gap-2">
          <h1 className="flex items-center gap-2 text-xl font-semibold">
            <img src="/logo.svg" alt="" className="h-8 w-8" />
            {titles[form]}
          </h1>
          <LanguagePicker />
        </div>
        {body}
        <nav aria-label={t('Other forms')} className="flex flex-wrap justify-between gap-2 text-sm">
          {form !== 'sign-in' && (
            <button type="button" className="text-brand underline" onClick={() => show('sign-in')}>
              {t('Back to sign-in')}
            </button>
          )}
          {form !== 'sign-up' && (
            <button type="button" className="text-brand underline" onClick={() => show('sign-up')}>
              {t('Sign up')}
            </button>
          )}
          {form !== 'recover' && (
            <button type="button" className="text-brand underline" onClick={() => show('recover')}>
              {t('Forgot password?')}
            </button>
          )}
        </nav>
        <p className="text-center text-xs text-secondary">{t('Version {{version}}', { version: '2.0.0' })}</p>
      </div>
    </main>
  );
}
