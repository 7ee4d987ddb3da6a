import { passwordMaxLength } from '@muster/protocol';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClass } from './TextField';

interface PasswordFieldProps {
  label: string;
  value: string;
  onChange(value: string): void;
  autoComplete: 'current-password' | 'new-password';
  name?: string;
}

/** A password input with its own show/hide toggle (spec 000 §2 "Settings"). */
export function PasswordField({ label, value, onChange, autoComplete, name }: PasswordFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const [shown, setShown] = useState(false);
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-label">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          name={name}
          type={shown ? 'text' : 'password'}
          autoComplete={autoComplete}
          maxLength={passwordMaxLength}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={`${inputClass} pr-16`}
        />
        <button
          type="button"
          onClick={() => setShown(!shown)}
          aria-label={shown ? t('Hide password') : t('Show password')}
          aria-controls={id}
          className="absolute top-1/2 right-2 -translate-y-1/2 rounded px-1 text-xs font-medium text-brand"
        >
          {shown ? t('Hide') : t('Show')}
        </button>
      </div>
    </div>
  );
}
