/** One choice of a multiple select: its value and what it shows. */
export interface SelectOption {
  id: string;
  label: string;
}

/**
 * A labelled multiple select of records (the bulk-generate tabs' departments, employees or
 * contracts); busy while its options are still loading (null).
 */
export function MultiSelectField({
  label,
  options,
  picked,
  onChange,
}: {
  label: string;
  options: readonly SelectOption[] | null;
  picked: readonly string[];
  onChange: (ids: string[]) => void;
}) {
  return (
    <label className="flex flex-col gap-1">
      <span>{label}</span>
      <select
        multiple
        size={8}
        className="rounded border px-2 py-1"
        aria-busy={options === null}
        value={[...picked]}
        onChange={(event) => onChange([...event.target.selectedOptions].map((option) => option.value))}
      >
        {(options ?? []).map((option) => (
          <option key={option.id} value={option.id}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
