import { createContext, useCallback, useContext, useRef, useSyncExternalStore } from 'react';
import type { UseFormReturn } from 'react-hook-form';

/** The parts of the form's react-hook-form methods its fields use: all stable for the form's life. */
export type FormStore = Pick<UseFormReturn, 'subscribe' | 'getValues' | 'setValue'>;

/**
 * The form's values for its fields. Not react-hook-form's FormProvider, whose context value changes
 * with every change of its form state (ready, submitting, submitted) and so re-renders every field:
 * this one never changes while the form lives, and each field follows only its own value.
 */
export const FormStoreContext = createContext<FormStore | null>(null);

function useFormStore(): FormStore {
  const store = useContext(FormStoreContext);
  if (!store) throw new Error('This editor must be placed inside <FolderForm>');
  return store;
}

/**
 * One value of the surrounding form and its setter. The component re-renders when that value
 * changes, not when any other field does: a keystroke renders one field, not the whole form.
 */
export function useFieldValue(name: string): [unknown, (value: unknown) => void] {
  const { subscribe, getValues, setValue } = useFormStore();
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
  const { subscribe, getValues } = useFormStore();
  const { changes, listen } = useValueChanges(subscribe);
  const last = useRef<{ changes: number; record: Record<string, unknown> } | null>(null);
  return useSyncExternalStore(listen, () => {
    if (last.current?.changes !== changes.current)
      last.current = { changes: changes.current, record: { ...getValues() } };
    return last.current.record;
  });
}

/**
 * A subscription to every value change for `useSyncExternalStore`, and a count of the changes
 * heard, so a snapshot is worked out again only after one.
 */
export function useValueChanges(subscribe: FormStore['subscribe']) {
  const changes = useRef(0);
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
  return { changes, listen };
}
