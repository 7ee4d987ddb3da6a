import { passwordProblem } from '@muster/protocol';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { PasswordField } from './PasswordField';

/** The password rule (spec 000 §5), then the confirmation; the translated problem or null. */
export function newPasswordProblem(password: string, confirm: string, t: TFunction): string | null {
  const problem = passwordProblem(password);
  if (problem) return t(problem);
  return password === confirm ? null : t('Passwords do not match');
}

interface NewPasswordFieldsProps {
  label: string;
  password: string;
  confirm: string;
  onPassword(value: string): void;
  onConfirm(value: string): void;
}

/** A new password and its confirmation, as sign-up, recovery and reset all ask for them. */
export function NewPasswordFields({
  label,
  password,
  confirm,
  onPassword,
  onConfirm,
}: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordField label={label} autoComplete="new-password" value={password} onChange={onPassword} />
      <PasswordField
        label={t('Confirm password')}
        autoComplete="new-password"
        value={confirm}
        onChange={onConfirm}
      />
    </>
  );
}
