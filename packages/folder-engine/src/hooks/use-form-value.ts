import { useCallback, useRef, useSyncExternalStore } from 'react';
import { useFormContext } from 'react-hook-form';

/**
 * One value of the surrounding form and its setter. The component re-renders when that value
 * changes, not when any other field does: a keystroke renders one field, not the whole form.
 */
export function useFieldValue(name: string): [unknown, (value: unknown) => void] {
  const { subscribe, getValues, setValue } = useFormContext();
  const listen = useCallback(
    (notify: () => void) => subscribe({ name, exact: true, formState: { values: true }, callback: notify }),
    [subscribe, name],
  );
  // A set value is stored as a copy, so the stored reference changes exactly when the value does.
  // (A detail's rows change in place when a row's field is set; the detail reads the record.)
  const value = useSyncExternalStore(listen, () => getValues(name));
  const change = useCallback((next: unknown) => setValue(name, next), [setValue, name]);
  return [value, change];
}

/**
 * Every value of the surrounding form, as a new object on any change (for editors that read the
 * record). A shallow copy: a detail's thousands of rows are not cloned on each keystroke.
 */
export function useFormRecord(): Record<string, unknown> {
  const { subscribe, getValues } = useFormContext();
  const changes = useRef(0);
  const last = useRef<{ changes: number; record: Record<string, unknown> } | null>(null);
  const listen = useCallback(
    (notify: () => void) =>
      subscribe({
        formState: { values: true },
        callback: () => {
          changes.current += 1;
          notify();
        },
      }),
    [subscribe],
  );
  return useSyncExternalStore(listen, () => {
    if (last.current?.changes !== changes.current)
      last.current = { changes: changes.current, record: { ...getValues() } };
    return last.current.record;
  });
}
