import { describe, expect, it } from 'vitest';
import { fieldValueBusiness, fieldValueFilter, fieldValueTab } from './field-value-tab';

describe("a list tab kept to one field's value", () => {
  it('names its folder, field and value, and gives back its filter', () => {
    const tab = fieldValueTab('payslips', 'status', 'created');
    expect(tab).toBe('payslips/with/status/created');
    expect(fieldValueFilter(tab)).toEqual({ path: 'status', operator: '=', value: 'created' });
    expect(fieldValueBusiness(tab)).toBeNull();
  });
  it('keeps a value with a slash in one segment', () =>
    expect(fieldValueFilter(fieldValueTab('sites', 'name', 'A/B'))?.value).toBe('A/B'));
  it('names the business its list opens on, after the value', () => {
    const tab = fieldValueTab('payslips', 'id', 'a1', 'sunrise');
    expect(tab).toBe('payslips/with/id/a1/sunrise');
    expect(fieldValueFilter(tab)).toEqual({ path: 'id', operator: '=', value: 'a1' });
    expect(fieldValueBusiness(tab)).toBe('sunrise');
  });
  it('is no filter for any other tab', () => {
    expect(fieldValueFilter('payslips')).toBeNull();
    expect(fieldValueFilter('payslips/with/status')).toBeNull();
    expect(fieldValueFilter('payslips/3f2a/extra/more/parts')).toBeNull();
    expect(fieldValueFilter('payslips/with/id/a1/sunrise/more')).toBeNull();
    expect(fieldValueBusiness('payslips/3f2a')).toBeNull();
  });
});
