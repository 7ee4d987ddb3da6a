import { describe, expect, it } from 'vitest';
import { evidenceLink } from './evidence-link';

describe("a finding's evidence link", () => {
  it('opens the record in its folder, or the folder when the record is missing', () => {
    expect(evidenceLink({ folder: 'epf_challans', id: 'a1' }, '')).toBe('/tabs/epf_challans/with/id/a1');
    expect(evidenceLink({ folder: 'contractor_licences', id: null }, '')).toBe('/tabs/contractor_licences');
  });
  it("opens a contractor's record in the contractor's business", () =>
    expect(evidenceLink({ folder: 'payslips', id: 'p1' }, 'sunrise')).toBe(
      '/tabs/payslips/with/id/p1/sunrise',
    ));
});
