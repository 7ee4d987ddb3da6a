import { phonePunchMessages } from '@muster/protocol';
import { describe, expect, it } from 'vitest';
import { distanceM, judgePhonePunch, type PhonePunchFacts, type SitePhonePolicy } from './rules.js';

// Kolkata Works (demo): a 200 m fence, 10 minutes of clock tolerance, outside goes for approval
const centre = { latitude: 22.5726, longitude: 88.4339 };
const site: SitePhonePolicy = {
  ...centre,
  radiusM: 200,
  allowed: true,
  selfieRequired: true,
  outsideForApproval: true,
  clockToleranceS: 600,
};
// a metre north along the meridian, on the mean Earth radius
const metreOfLatitude = 360 / (2 * Math.PI * 6_371_008.8);
const at = Date.parse('2026-11-27T03:27:00Z'); // 08:57 IST
const north = (metres: number, accuracy = 10) => ({
  latitude: centre.latitude + metres * metreOfLatitude,
  longitude: centre.longitude,
  accuracy,
});
const facts = (overrides: Partial<PhonePunchFacts> = {}): PhonePunchFacts => ({
  position: north(0),
  hasSelfie: true,
  deviceTime: at,
  sentAt: at,
  receivedAt: at + 400,
  ...overrides,
});

describe('distance', () => {
  it('is the great circle: 200 m north is 200 m, a degree of longitude at the equator 111.195 km', () => {
    expect(Math.round(distanceM(north(200), centre))).toBe(200);
    expect(Math.round(distanceM({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 1 }))).toBe(111_195);
  });
});

// The worked cases of domain/attendance/README.md "Phone punches", each threshold with its neighbours.
describe.each([
  { case: 'at the site', facts: facts(), status: 'applied', reasons: [], distance: 0 },
  {
    case: '199 m away',
    facts: facts({ position: north(199) }),
    status: 'applied',
    reasons: [],
    distance: 199,
  },
  {
    case: 'on the 200 m boundary',
    facts: facts({ position: north(200) }),
    status: 'applied',
    reasons: [],
    distance: 200,
  },
  {
    case: '201 m away',
    facts: facts({ position: north(201) }),
    status: 'pending',
    reasons: ['outside_radius'],
    distance: 201,
  },
  {
    case: 'accuracy 100 m',
    facts: facts({ position: north(0, 100) }),
    status: 'applied',
    reasons: [],
    distance: 0,
  },
  {
    case: 'accuracy 101 m',
    facts: facts({ position: north(0, 101) }),
    status: 'pending',
    reasons: ['poor_accuracy'],
    distance: 0,
  },
  {
    case: 'no position',
    facts: facts({ position: null }),
    status: 'pending',
    reasons: ['no_position'],
    distance: null,
  },
  {
    case: 'sent 3 h after it was taken (queued offline)',
    facts: facts({ sentAt: at + 3 * 3_600_000, receivedAt: at + 3 * 3_600_000 + 500 }),
    status: 'applied',
    reasons: [],
    distance: 0,
  },
  {
    case: 'clock 600 s behind',
    facts: facts({ receivedAt: at + 600_000 }),
    status: 'applied',
    reasons: [],
    distance: 0,
  },
  {
    case: 'clock 601 s behind',
    facts: facts({ receivedAt: at + 601_000 }),
    status: 'pending',
    reasons: ['clock_disagrees'],
    distance: 0,
  },
  {
    case: 'clock 601 s ahead',
    facts: facts({ receivedAt: at - 601_000 }),
    status: 'pending',
    reasons: ['clock_disagrees'],
    distance: 0,
  },
])('a punch $case', ({ facts: given, status, reasons, distance }) => {
  it(`is ${status} (${reasons.join(', ') || 'no reason'})`, () => {
    const judged = judgePhonePunch(site, given);
    expect(judged).toMatchObject({ kind: 'kept', status, reasons, distanceM: distance });
  });
});

describe('a phone punch the policy refuses or moves', () => {
  const refusal = (policy: Partial<SitePhonePolicy>, given: PhonePunchFacts) => {
    const judged = judgePhonePunch({ ...site, ...policy }, given);
    return judged.kind === 'refused' ? judged.message : null;
  };
  it('is refused at a site that does not allow phones', () => {
    expect(refusal({ allowed: false }, facts())).toBe(phonePunchMessages.notAllowed);
  });
  it('needs a selfie only where the site requires one', () => {
    expect(refusal({}, facts({ hasSelfie: false }))).toBe(phonePunchMessages.selfieRequired);
    expect(refusal({ selfieRequired: false }, facts({ hasSelfie: false }))).toBeNull();
  });
  it('is refused outside, or too inaccurate, where the site refuses outside punches, and kept inside', () => {
    expect(refusal({ outsideForApproval: false }, facts({ position: north(201) }))).toBe(
      phonePunchMessages.outsideRefused,
    );
    expect(refusal({ outsideForApproval: false }, facts({ position: north(0, 101) }))).toBe(
      phonePunchMessages.outsideRefused,
    );
    expect(refusal({ outsideForApproval: false }, facts({ position: north(200, 100) }))).toBeNull();
  });
  it('is refused when taken after it was sent', () => {
    expect(refusal({}, facts({ deviceTime: at + 1 }))).toBe(phonePunchMessages.aheadOfServer);
  });
  it('waits, without a fence, at a site with no position', () => {
    expect(judgePhonePunch({ ...site, latitude: null }, facts())).toMatchObject({
      status: 'pending',
      reasons: ['site_without_position'],
      distanceM: null,
    });
  });
  it('counts at the phone time within the tolerance, and moves by the skew beyond it', () => {
    expect(judgePhonePunch(site, facts({ receivedAt: at + 600_000 }))).toMatchObject({
      punchedAt: at,
      clockSkewS: 600,
    });
    expect(judgePhonePunch(site, facts({ receivedAt: at + 7_200_000 }))).toMatchObject({
      punchedAt: at + 7_200_000,
      clockSkewS: 7200,
    });
  });
});
