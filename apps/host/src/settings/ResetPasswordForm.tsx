import { TxnFailure } from '@muster/folder-engine';
import { userPasswordChangeTxn } from '@muster/protocol';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useApp } from '../session/app-context';
import { toastDurations } from '../shell/toast-durations';
import { useUnsavedChangesGuard } from '../shell/useUnsavedChangesGuard';
import { FormError } from '../ui/FormMessage';
import { NewPasswordFields, newPasswordProblem } from '../ui/NewPasswordFields';
import { PasswordField } from '../ui/PasswordField';
import { TextField } from '../ui/TextField';

const empty = { old: '', next: '', confirm: '' };

/** Changes the signed-in user's password on the server (txn_user_password_change). */
export function ResetPasswordForm() {
  const { t } = useTranslation();
  const { client, session, blockWhile } = useApp();
  const [values, setValues] = useState(empty);
  const [error, setError] = useState<string | null>(null);
  const dirty = Object.values(values).some(Boolean);
  useUnsavedChangesGuard(dirty);
  const set = (name: keyof typeof values) => (value: string) => setValues({ ...values, [name]: value });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem =
      (!values.old ? t('please enter {{fields}}', { fields: 'old password' }) : null) ??
      newPasswordProblem(values.next, values.confirm, t);
    setError(problem);
    if (problem) return;
    try {
      await blockWhile(
        client.call(userPasswordChangeTxn, { old_password: values.old, new_password: values.next }),
      );
      setValues(empty);
      toast.success(t('Password changed'), { duration: toastDurations.short });
    } catch (failure) {
      const message = t(
        failure instanceof TxnFailure ? failure.message : 'Something went wrong on the server',
      );
      setError(message);
      toast.error(message, { duration: toastDurations.txnError });
    }
  }

  return (
    <form onSubmit={submit} noValidate className="mx-auto max-w-sm space-y-4 p-4 sm:p-6">
      <h2 className="text-xl font-semibold">{t('Reset Password')}</h2>
      <TextField
        label={t('User name')}
        value={session?.code ?? ''}
        readOnly
        onChange={() => {}}
        autoComplete="username"
      />
      <PasswordField
        label={t('Old password')}
        autoComplete="current-password"
        value={values.old}
        onChange={set('old')}
      />
      <NewPasswordFields
        label={t('New password')}
        password={values.next}
        confirm={values.confirm}
        onPassword={set('next')}
        onConfirm={set('confirm')}
      />
      <FormError message={error} />
      <button type="submit" className="w-full rounded-md bg-brand px-4 py-2 font-medium text-on-accent">
        {t('Change password')}
      </button>
    </form>
  );
}
