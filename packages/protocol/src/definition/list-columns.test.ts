import { describe, expect, it } from 'vitest';
import type { FieldDefinition } from './field.js';
import { listColumnFields, orderPath } from './list-columns.js';

const field = (name: string, type: string, extra: Partial<FieldDefinition> = {}) =>
  ({ name, type, label: { eng: name }, ...extra }) as FieldDefinition;

describe('what a list orders by on a header click', () => {
  it('a stored value as it is: texts, numbers, dates, flags', () => {
    expect(orderPath(field('code', 'text'), 'eng')).toBe('code');
    expect(orderPath(field('gross_salary', 'numeric'), 'eng')).toBe('gross_salary');
    expect(orderPath(field('joining_date', 'timestamp'), 'eng')).toBe('joining_date');
    expect(orderPath(field('approved', 'boolean'), 'eng')).toBe('approved');
  });
  it("a name in several languages by the reader's", () =>
    expect(orderPath(field('name', 'loctext'), 'fr')).toBe('name.fr'));
  it('nothing without one value in order: references, ranges, several values', () => {
    expect(orderPath(field('persons_id', 'docpicker'), 'eng')).toBeNull();
    expect(orderPath(field('contract_period', 'tsrange'), 'eng')).toBeNull();
    expect(orderPath(field('codes', 'text', { is_multiple: true }), 'eng')).toBeNull();
  });
});

describe("a list's columns", () => {
  const fields = [
    field('invoice_no', 'text'),
    field('address', 'textarea'),
    field('particulars', 'json'),
    field('payable_amount', 'numeric'),
  ];
  const names = (chosen?: string[]) =>
    listColumnFields({ fields, ...(chosen && { listColumns: chosen }) }).map((column) => column.name);
  it('every field a list can show, when the folder names none', () =>
    expect(names()).toEqual(['invoice_no', 'address', 'payable_amount']));
  it("only those the folder's listColumns names, in the definition's order", () =>
    expect(names(['payable_amount', 'invoice_no'])).toEqual(['invoice_no', 'payable_amount']));
});
