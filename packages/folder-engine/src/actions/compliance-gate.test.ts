import { describe, expect, it } from 'vitest';
import { translator } from '../i18n/translate';
import { complianceRefusal } from './compliance-gate';

const finding = (level: 'red' | 'amber', kind: 'challan_late' | 'challan_short') => ({
  kind,
  level,
  params:
    kind === 'challan_late'
      ? { scheme: 'EPF', reference: '123', paid_on: '2026-11-16', due: '2026-11-15' }
      : { scheme: 'ESI', paid: '9.00', expected: '10.00', difference: '1.00' },
  evidence: { folder: 'epf_challans', id: null },
});

describe("the invoice approval gate's refusal in the user's language", () => {
  it('asks on amber, naming the amber findings translated', () => {
    const data = {
      kind: 'compliance',
      level: 'amber',
      confirm: true,
      business: 'Sunrise',
      month: '2026-10',
      findings: [finding('amber', 'challan_late')],
    };
    expect(complianceRefusal(data, translator('fr'))).toEqual({
      text: 'Constats de conformité pour Sunrise (2026-10) : Challan EPF 123 payé le 2026-11-16, dû avant le 2026-11-15. Approuver quand même ?',
      confirm: true,
    });
  });
  it('refuses on red, naming only the red findings', () => {
    const data = {
      kind: 'compliance',
      level: 'red',
      business: 'Sunrise',
      month: '2026-10',
      findings: [finding('red', 'challan_short'), finding('amber', 'challan_late')],
    };
    expect(complianceRefusal(data, translator('eng'))).toEqual({
      text: 'Invoice approval refused for Sunrise (2026-10): ESI challan short by ₹1.00: paid ₹9.00, the approved payslips total ₹10.00',
      confirm: false,
    });
  });
  it('leaves any other refusal alone', () => {
    expect(complianceRefusal({ n: 1, level: 'warn', confirm: true }, translator('eng'))).toBeNull();
    expect(complianceRefusal(undefined, translator('eng'))).toBeNull();
  });
});
