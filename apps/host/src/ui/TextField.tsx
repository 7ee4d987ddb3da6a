import { type InputHTMLAttributes, useId } from 'react';

export const inputClass =
  'w-full rounded-md border border-field-border bg-surface px-3 py-2 read-only:bg-hover outline-none focus:border-brand focus:ring-2 focus:ring-brand/30';

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> & {
  label: string;
  value: string;
  onChange(value: string): void;
};

/** A labelled input: the label names the field for screen readers and tests alike. */
export function TextField({ label, value, onChange, ...input }: TextFieldProps) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-label">
        {label}
      </label>
      <input
        id={id}
        {...input}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={inputClass}
      />
    </div>
  );
}
