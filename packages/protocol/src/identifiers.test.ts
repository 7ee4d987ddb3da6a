import { describe, expect, it } from 'vitest';
import { fieldIdentifierProblem } from './field-types/registry.js';
import { gstinCheckCharacter, identifierProblem, identifierMessages as m } from './identifiers.js';

// Worked cases from each identifier's published format (identifiers.ts names the sources).
describe('identifier checks at entry', () => {
  it.each([
    ['uan', '100123456789', null],
    ['uan', '10012345678', m.uan], // 11 digits
    ['uan', '1001234567890', m.uan], // 13 digits
    ['uan', '10012345678A', m.uan],
    ['esic_ip', '3112345678', null],
    ['esic_ip', '311234567', m.esic_ip], // 9 digits
    ['esic_ip', '31123456789', m.esic_ip], // 11 digits
    ['pan', 'ABCPE1234F', null], // P: a person
    ['pan', 'AAACR5055K', null], // C: a company
    ['pan', 'ABCXE1234F', m.panHolder], // X holds nothing
    ['pan', 'ABCPE1234', m.pan],
    ['pan', 'abcpe1234f', m.pan], // issued in capitals
    ['pan', 'ABCP11234F', m.pan],
    ['ifsc', 'SBIN0001234', null],
    ['ifsc', 'HDFC0ABC123', null],
    ['ifsc', 'SBIN1001234', m.ifsc], // 5th character is always 0
    ['ifsc', 'SBI00001234', m.ifsc],
    ['ifsc', 'SBIN000123', m.ifsc],
    ['gstin', '27AAPFU0939F1ZV', null],
    ['gstin', '27AAPFU0939F1ZW', m.gstinCheck], // check character off by one
    ['gstin', '27AAPFU0939F1Z', m.gstin], // 14 characters
    ['gstin', '40AAPFU0939F1ZV', m.gstinState], // no state has code 40
    ['gstin', '00AAPFU0939F1ZV', m.gstinState],
    ['gstin', '27AAPXU0939F1ZV', m.gstinPan], // PAN's 4th letter is no holder type
    ['tan', 'CALS12345E', null],
    ['tan', 'CAL123456E', m.tan], // three letters
    ['tan', 'CALS1234E', m.tan], // four digits
    ['tan', 'CALS123456', m.tan], // no closing letter
    ['tan', 'cals12345e', m.tan], // capitals only
    ['time_zone', 'Asia/Kolkata', null],
    ['time_zone', 'Asia/Kathmandu', null],
    ['time_zone', 'Asia/Calcutta', m.time_zone], // the old name IANA keeps as a link: not offered
    ['time_zone', 'asia/kolkata', m.time_zone], // spelt as the list spells it
    ['time_zone', 'Mars/Olympus_Mons', m.time_zone],
    ['time_zone', '+05:30', m.time_zone], // an offset is no zone
  ] as const)('%s %s → %s', (kind, value, problem) => {
    expect(identifierProblem(kind, value)).toBe(problem);
  });

  it('takes the state codes at the ends of the list: 01, 38, 97 and 99', () => {
    for (const state of ['01', '38', '97', '99']) {
      const first14 = `${state}AAPFU0939F1Z`;
      expect(identifierProblem('gstin', `${first14}${gstinCheckCharacter(first14)}`)).toBeNull();
    }
    const first14 = '39AAPFU0939F1Z';
    expect(identifierProblem('gstin', `${first14}${gstinCheckCharacter(first14)}`)).toBe(m.gstinState);
  });

  it('are made for a field naming its identifier, on text only', () => {
    expect(fieldIdentifierProblem({ identifier: 'uan' }, '123')).toBe(m.uan);
    expect(fieldIdentifierProblem({}, '123')).toBeNull();
    expect(fieldIdentifierProblem({ identifier: 'uan' }, null)).toBeNull();
  });
});
