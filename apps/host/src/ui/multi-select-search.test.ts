import { describe, expect, it } from 'vitest';
import { matchingOptions } from './MultiSelectField';

const employees = [
  { id: '1', label: 'DI0093 Ramesh Kumar' },
  { id: '2', label: 'DI0148 Sunita Devi' },
  { id: '3', label: 'ro1 Sourav Das' },
];

describe("Payslips Generate's employee search (#27 item 5)", () => {
  it('finds an employee by its code or its name from 2 characters, whatever the case', () => {
    expect(matchingOptions(employees, [], 'di01').map((option) => option.id)).toEqual(['2']);
    expect(matchingOptions(employees, [], 'SOURAV').map((option) => option.id)).toEqual(['3']);
    expect(matchingOptions(employees, [], 'kum').map((option) => option.id)).toEqual(['1']);
    expect(matchingOptions(employees, [], 'd')).toHaveLength(3);
  });

  it('keeps the picked ones whatever the search', () => {
    expect(matchingOptions(employees, ['1'], 'sunita').map((option) => option.id)).toEqual(['1', '2']);
  });
});
