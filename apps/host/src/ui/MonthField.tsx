/** A labelled month picker ('YYYY-MM') of the bulk-generate tabs, from the product's first month. */
export function MonthField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (month: string) => void;
}) {
  return (
    <label className="flex flex-col gap-1">
      <span>{label}</span>
      <input
        type="month"
        className="w-48 rounded border px-2 py-1"
        value={value}
        min="2024-11"
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  );
}
