import { type FieldTypeName, fieldTypeNames } from '@muster/protocol';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FieldPlayground } from './FieldPlayground';
import { displayOnlyTypes, fieldStates } from './field-samples';

afterEach(cleanup);

const message = () => document.querySelector('.me-field .me-error')?.textContent ?? null;

describe.each(fieldTypeNames)('the %s editor', (type: FieldTypeName) => {
  it.each(fieldStates)('renders %s', (state) => {
    render(<FieldPlayground type={type} state={state} />);
    const formless = type === 'detail_actions' || type === 'base_row_actions';
    expect(screen.queryByText('Value') !== null).toBe(!formless);
    if (formless || displayOnlyTypes.has(type)) return;
    if (state === 'mandatory') expect(message()).toBe('Mandatory field');
    if (state === 'invalid') expect(message()).not.toBeNull();
    if (state === 'filled' || state === 'empty') expect(message()).toBeNull();
  });
});
