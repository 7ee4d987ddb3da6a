import { MonthSelect } from '@muster/folder-engine';
import { businessMonthKey, type Locale } from '@muster/protocol';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useApp } from '../session/app-context';
import { sessionZone } from '../session/business-days';

/**
 * A labelled month picker ('YYYY-MM') of the bulk-generate and month-close screens, from the
 * product's first month to the business's current one, its months named in the user's language.
 */
export function MonthField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (month: string) => void;
}) {
  const { i18n } = useTranslation();
  const { settings } = useApp();
  const id = useId();
  return (
    <label className="flex flex-col gap-1" htmlFor={id}>
      <span>{label}</span>
      <MonthSelect
        id={id}
        className="w-48 rounded border bg-surface px-2 py-1"
        value={value}
        min="2024-11"
        max={businessMonthKey(Date.now(), sessionZone(settings?.env.time_zone))}
        locale={i18n.language as Locale}
        onChange={onChange}
      />
    </label>
  );
}
