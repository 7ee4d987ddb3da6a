import type { FieldTypeName } from '@muster/protocol';
import { type ReactElement, useState } from 'react';
import { defineFieldKind, type FieldEditorProps, type FieldKind } from '../kind';
import { inputProps } from '../shared/input-props';
import { displayNumber, parseNumberInput, roundTo } from './parse';

export interface NumberShape {
  integer: boolean;
  /** float: step 0.01 and two decimals shown (spec 000 §5). */
  decimals?: number;
}

export function NumberEditor(props: FieldEditorProps<number | null> & NumberShape) {
  const { value, onChange, integer, decimals } = props;
  // The text is kept while typing so '1.' or '-' survive until they become a number.
  const [text, setText] = useState(() => displayNumber(value, decimals));
  const shown = Object.is(parseNumberInput(text, integer), value) ? text : displayNumber(value, decimals);
  return (
    <input
      {...inputProps(props)}
      className="me-input me-number"
      type="number"
      inputMode={integer ? 'numeric' : 'decimal'}
      step={decimals ? 10 ** -decimals : integer ? 1 : 'any'}
      value={shown}
      onChange={(event) => {
        setText(event.target.value);
        onChange(parseNumberInput(event.target.value, integer));
      }}
      onBlur={() => {
        setText(displayNumber(value, decimals));
        if (
          decimals !== undefined &&
          value !== null &&
          Number.isFinite(value) &&
          roundTo(value, decimals) !== value
        )
          onChange(roundTo(value, decimals));
        props.onBlur?.();
      }}
    />
  );
}

export const numberKind = (
  type: FieldTypeName,
  Editor: (props: FieldEditorProps<number | null>) => ReactElement,
  decimals?: number,
): FieldKind<number | null> =>
  defineFieldKind<number | null>(type, {
    Editor,
    toWire: (value) =>
      value === null || Number.isNaN(value)
        ? null
        : decimals === undefined
          ? value
          : roundTo(value, decimals),
  });
