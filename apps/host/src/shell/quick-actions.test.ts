import type { BusinessEnv } from '@muster/protocol';
import { describe, expect, it } from 'vitest';
import { allowedQuickActions } from './quick-actions';

const env = (roles: Partial<BusinessEnv>) =>
  ({ isAdmin: false, isAO: false, isRO: false, isHR: false, isDCO: false, ...roles }) as BusinessEnv;

describe('the quick actions', () => {
  it('offer admin and HR the generate actions of the folders they see', () => {
    const tabs = (roles: Partial<BusinessEnv>, folders: string[]) =>
      allowedQuickActions(env(roles), Object.fromEntries(folders.map((name) => [name, {}]))).map(
        (a) => a.tab,
      );
    expect(tabs({ isAdmin: true }, ['payslips', 'invoices'])).toEqual([
      'payslips/generate',
      'invoices/generate',
    ]);
    expect(tabs({ isHR: true }, ['payslips'])).toEqual(['payslips/generate']);
  });

  it('offer anyone else nothing, even where they see payslips', () => {
    expect(allowedQuickActions(env({ isAO: true, isRO: true }), { payslips: {}, invoices: {} })).toEqual([]);
    expect(allowedQuickActions(env({}), { payslips: {} })).toEqual([]);
  });
});
