import { inputClass } from './TextField';

/** A search input whose placeholder is also its accessible name, as the spec's boxes have no label. */
export function SearchBox({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
}) {
  return (
    <input
      type="search"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      placeholder={label}
      aria-label={label}
      className={`${inputClass} mb-2 min-h-10 py-1 text-sm`}
    />
  );
}
