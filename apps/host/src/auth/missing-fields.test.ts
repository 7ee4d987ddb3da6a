import { describe, expect, it } from 'vitest';
import { missingFields } from './missing-fields';

const required = [
  ['swhandle', 'swhandle'],
  ['code', 'username'],
  ['password', 'password'],
] as const;

describe('missingFields', () => {
  it('names every empty or blank field in form order', () => {
    expect(missingFields({ swhandle: '', code: '  ', password: '' }, required)).toEqual([
      'swhandle',
      'username',
      'password',
    ]);
    expect(missingFields({ swhandle: 'demo', code: '', password: 'x' }, required)).toEqual(['username']);
  });

  it('names nothing when all are filled', () => {
    expect(missingFields({ swhandle: 'demo', code: 'admin', password: 'x' }, required)).toEqual([]);
  });
});
