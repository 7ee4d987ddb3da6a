import type { BaseSyntheticEvent } from 'react';
import { useCallback, useRef, useState } from 'react';
import {
  createFormControl,
  type FieldValues,
  type Resolver,
  type SubmitErrorHandler,
  type SubmitHandler,
  type UseFormReturn,
} from 'react-hook-form';

/** What the form shows of its saving: the button while a save runs, problems once one was tried. */
export interface SubmitState {
  isSubmitted: boolean;
  isSubmitting: boolean;
}

export type FormControl<T extends FieldValues> = Pick<
  UseFormReturn<T>,
  'subscribe' | 'getValues' | 'setValue'
>;

/**
 * A react-hook-form control for one form, made once, and its submit handler and state. Not
 * useForm: its layout effect sets state on mount, so every form rendered twice and ran every
 * field's effects before its first paint, and it re-renders the form for form state this form
 * never reads. The resolver may change (a new checker); the control asks the latest one.
 */
export function useFormControl<T extends FieldValues>(defaultValues: T, resolver: Resolver<T>) {
  const latestResolver = useRef(resolver);
  latestResolver.current = resolver;
  const [control] = useState(() =>
    createFormControl<T>({
      defaultValues: defaultValues as never,
      resolver: (values, context, options) => latestResolver.current(values, context, options),
      mode: 'onSubmit',
      reValidateMode: 'onChange',
    }),
  );
  const [submit, setSubmit] = useState<SubmitState>({ isSubmitted: false, isSubmitting: false });
  const handleSubmit = useCallback(
    (onValid: SubmitHandler<T>, onInvalid: SubmitErrorHandler<T>) => async (event?: BaseSyntheticEvent) => {
      setSubmit((state) => ({ ...state, isSubmitting: true }));
      try {
        await control.handleSubmit(onValid, onInvalid)(event);
        setSubmit({ isSubmitted: true, isSubmitting: false });
      } catch (error) {
        setSubmit((state) => ({ ...state, isSubmitting: false }));
        throw error;
      }
    },
    [control],
  );
  return { control: control as FormControl<T>, handleSubmit, submit };
}
