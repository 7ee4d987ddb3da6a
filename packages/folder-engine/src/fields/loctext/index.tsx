import { type LoctextValue, textMaxLength } from '@muster/protocol';
import { defineFieldKind, type FieldEditorProps } from '../kind';
import { inputProps } from '../shared/input-props';

/** The languages a loctext is written in (spec 000 §9), each under its own name. */
export const loctextLanguages = [
  { code: 'ben', name: 'বাংলা' },
  { code: 'eng', name: 'English' },
  { code: 'hin', name: 'हिन्दी' },
] as const;

function LoctextEditor(props: FieldEditorProps<LoctextValue | null>) {
  return (
    <div className="me-loctext">
      {loctextLanguages.map(({ code, name }, index) => (
        <label key={code} className="me-loctext-language">
          <span>{name}</span>
          <input
            {...inputProps(props)}
            id={index === 0 ? props.id : `${props.id}-${code}`}
            className="me-input"
            lang={code === 'eng' ? 'en' : code === 'hin' ? 'hi' : 'bn'}
            maxLength={textMaxLength(props.field)}
            value={props.value?.[code] ?? ''}
            onChange={(event) => props.onChange({ ...props.value, [code]: event.target.value })}
          />
        </label>
      ))}
    </div>
  );
}

export const loctextKind = defineFieldKind<LoctextValue | null>('loctext', {
  Editor: LoctextEditor,
  isEmpty: (value) => !value || Object.values(value).every((text) => !text?.trim()),
  toWire: (value) => {
    const written = Object.entries(value ?? {}).filter(([, text]) => text?.trim());
    return written.length ? Object.fromEntries(written) : null;
  },
});
