import { useState } from 'react';
import { useEngine } from '../../provider/context';
import { defineFieldKind, type FieldEditorProps, wireWith } from '../kind';
import { inputProps } from '../shared/input-props';
import { passwordLength, passwordMessage, passwordPasses, passwordScore, strengthBand } from './strength';

function PasswordEditor(props: FieldEditorProps<string | null>) {
  const { t } = useEngine();
  const [shown, setShown] = useState(false);
  const value = props.value ?? '';
  const band = strengthBand(passwordScore(value));
  return (
    <div className="me-password">
      <input
        {...inputProps(props)}
        className="me-input"
        type={shown ? 'text' : 'password'}
        autoComplete="new-password"
        minLength={passwordLength.min}
        maxLength={passwordLength.max}
        value={value}
        onChange={(event) => props.onChange(event.target.value)}
      />
      <button type="button" className="me-button me-button-quiet" onClick={() => setShown(!shown)}>
        {t(shown ? 'Hide password' : 'Show password')}
      </button>
      {value && !props.readOnly && (
        <span className={`me-strength me-strength-${band.toLowerCase()}`} data-testid="password-strength">
          {t(band)}
        </span>
      )}
    </div>
  );
}

export const passwordKind = defineFieldKind<string | null>('password', {
  Editor: PasswordEditor,
  schema: () => wireWith('password', passwordPasses, passwordMessage),
});
