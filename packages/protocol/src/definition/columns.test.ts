import { describe, expect, it } from 'vitest';
import { childTableName, columnTypeOf } from './columns.js';

describe('columnTypeOf', () => {
  it('follows the column table of DESIGN §4', () => {
    expect(columnTypeOf({ type: 'float' })).toBe('numeric');
    expect(columnTypeOf({ type: 'int' })).toBe('bigint');
    expect(columnTypeOf({ type: 'shift_range' })).toBe('int4range');
    expect(columnTypeOf({ type: 'dow_type' })).toBe('smallint');
    expect(columnTypeOf({ type: 'password' })).toBe('text');
  });

  it('stores a multiple reference as an array of ids', () => {
    expect(columnTypeOf({ type: 'docpicker' })).toBe('uuid');
    expect(columnTypeOf({ type: 'docpicker', is_multiple: true })).toBe('uuid[]');
    expect(columnTypeOf({ type: 'file_upload', is_multiple: true })).toBe('uuid[]');
  });

  it('gives no column to details, virtual types and form-only fields', () => {
    expect(columnTypeOf({ type: 'detail' })).toBeNull();
    expect(columnTypeOf({ type: 'progress' })).toBeNull();
    expect(columnTypeOf({ type: 'base_row_actions' })).toBeNull();
    expect(columnTypeOf({ type: 'text', fieldOnlyView: true })).toBeNull();
  });
});

it('names a detail table after its folder and field', () => {
  expect(childTableName('leaves', 'leave_days')).toBe('leaves__leave_days');
});
