import { useState } from 'react';

/** One choice of a multiple select: its value and what it shows. */
export interface SelectOption {
  id: string;
  label: string;
}

/** spec 000 §9: a search starts at 2 characters. */
const minimumSearchLength = 2;

/**
 * The options a typed term keeps: those whose label holds it, whatever the case, from 2
 * characters on (an employee's label is its code and name, so either finds it), and the
 * picked ones always, so a search never drops a choice already made.
 */
export function matchingOptions(
  options: readonly SelectOption[],
  picked: readonly string[],
  term: string,
): SelectOption[] {
  const search = term.trim().toLocaleLowerCase();
  if (search.length < minimumSearchLength) return [...options];
  return options.filter(
    (option) => picked.includes(option.id) || option.label.toLocaleLowerCase().includes(search),
  );
}

/**
 * A labelled multiple select of records (the bulk-generate tabs' departments, employees or
 * contracts); busy while its options are still loading (null). With `searchLabel`, a search
 * box above it narrows the options (#27 item 5: Payslips Generate's employees).
 */
export function MultiSelectField({
  label,
  options,
  picked,
  onChange,
  searchLabel,
}: {
  label: string;
  options: readonly SelectOption[] | null;
  picked: readonly string[];
  onChange: (ids: string[]) => void;
  searchLabel?: string;
}) {
  const [term, setTerm] = useState('');
  const shown = matchingOptions(options ?? [], picked, term);
  return (
    <div className="flex flex-col gap-1">
      {searchLabel && (
        <input
          type="search"
          className="rounded border px-2 py-1"
          aria-label={searchLabel}
          placeholder={searchLabel}
          value={term}
          onChange={(event) => setTerm(event.target.value)}
        />
      )}
      <label className="flex flex-col gap-1">
        <span>{label}</span>
        <select
          multiple
          size={8}
          className="rounded border px-2 py-1"
          aria-busy={options === null}
          value={[...picked]}
          onChange={(event) => {
            // options the search hides stay picked
            const hidden = picked.filter((id) => !shown.some((option) => option.id === id));
            onChange([...hidden, ...[...event.target.selectedOptions].map((option) => option.value)]);
          }}
        >
          {shown.map((option) => (
            <option key={option.id} value={option.id}>
              {option.label}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
