/**
 * The minimum rates of wages seeded for the demo's states (issue #33 item 3), as published:
 * monthly rates (basic and VDA, rupees) per zone and skill, from the day each notification
 * gives. The `minimum_wages` folder holds them (admin and HR read it; the principal employer
 * adds each half-yearly revision). What the notifications found do not give is listed in
 * `domain/compliance/README.md` "Minimum wages"; nothing here is estimated.
 */
type Skill = 'unskilled' | 'semi_skilled' | 'skilled' | 'highly_skilled';

export interface SeededMinimumWage {
  state: 'WB' | 'MH' | 'HP';
  zone: string;
  skill: Skill;
  employment: string;
  basic: number;
  vda: number;
  effective_from: string;
  source: string;
}

const skills: readonly Skill[] = ['unskilled', 'semi_skilled', 'skilled', 'highly_skilled'];

/** One notification's table: per zone, the figures in skill order (a shorter list stops at its last). */
const table = (
  base: Omit<SeededMinimumWage, 'zone' | 'skill' | 'basic'>,
  zones: Record<string, readonly number[]>,
): SeededMinimumWage[] =>
  Object.entries(zones).flatMap(([zone, figures]) =>
    figures.map((basic, at) => ({ ...base, zone, skill: skills[at] as Skill, basic })),
  );

const wbEmployment = 'Shops and establishments (West Bengal Shops and Establishments Act 1963)';
// West Bengal publishes one consolidated monthly rate (basic and DA together); VDA is 0 here
const wbConsolidated =
  'the circular gives the consolidated monthly rate (basic + DA); zone A: municipal corporations, municipalities, notified areas, development authorities, thermal power plant areas; zone B: the rest of the state';

const mhEmployment = 'Shops and commercial establishments';
const mhBasic = {
  I: [10_021, 10_856, 11_632],
  II: [9_425, 10_260, 11_036],
  III: [8_828, 9_664, 10_440],
};
const mhBasicSource =
  'basic: Government of Maharashtra, Industries, Energy and Labour Department notification revising the minimum rates of wages in shops and commercial establishments, w.e.f. 24 July 2019; zone I: municipal corporations and industrial areas within 20 km of them; zone II: municipal councils; zone III: the rest';

const hpEmployment = 'Shops and commercial establishments (where no benefit is provided)';

export const seededMinimumWages: SeededMinimumWage[] = [
  ...table(
    {
      state: 'WB',
      employment: wbEmployment,
      vda: 0,
      effective_from: '2025-01-01',
      source: `Labour Commissioner, West Bengal, notification dated 4 December 2024 (No. 40/Stat/14/RW/24/2023/LCS/JLC), rates for 1 January to 30 June 2025; ${wbConsolidated}`,
    },
    { A: [10_214, 11_236, 12_360, 13_595], B: [9_553, 10_483, 11_553, 12_688] },
  ),
  ...table(
    {
      state: 'WB',
      employment: wbEmployment,
      vda: 0,
      effective_from: '2025-07-01',
      source: `Labour Commissioner, West Bengal, No. 20/Stat/14/RW/24/2023/LCS/JLC dated 17 June 2025, rates for 1 July to 31 December 2025; ${wbConsolidated}`,
    },
    { A: [10_329, 11_363, 12_499, 13_748], B: [9_760, 10_733, 11_807, 12_990] },
  ),
  ...table(
    {
      state: 'WB',
      employment: wbEmployment,
      vda: 0,
      effective_from: '2026-07-01',
      source: `Labour Commissioner, West Bengal, No. 30/Stat/14/RW/24/2023/LCS/JLC, rates from 1 July 2026 (zone A; the reproduction found repeats July 2025's zone B figures, so zone B is not seeded from it); ${wbConsolidated}`,
    },
    { A: [10_558, 11_615, 12_777, 14_054] },
  ),
  ...Object.entries(mhBasic).flatMap(([zone, basics]) =>
    basics.flatMap((basic, at) => [
      {
        state: 'MH' as const,
        zone,
        skill: skills[at] as Skill,
        employment: mhEmployment,
        basic,
        vda: 3_250,
        effective_from: '2024-07-01',
        source: `${mhBasicSource}; VDA ₹3,250 a month from 1 July 2024 (Labour Commissioner, Maharashtra)`,
      },
      {
        state: 'MH' as const,
        zone,
        skill: skills[at] as Skill,
        employment: mhEmployment,
        basic,
        vda: 3_614,
        effective_from: '2025-01-01',
        source: `${mhBasicSource}; VDA ₹3,614 a month for 1 January to 30 June 2025 (Labour Commissioner, Maharashtra, notification dated 20 February 2025)`,
      },
    ]),
  ),
  ...table(
    {
      state: 'HP',
      employment: hpEmployment,
      vda: 0,
      effective_from: '2024-04-01',
      source:
        'Labour and Employment Department, Himachal Pradesh, notification dated 23 September 2024 revising the minimum wages w.e.f. 1 April 2024 (one rate for the whole state; 25% more in Scheduled Tribe areas, not seeded): unskilled ₹400 a day, ₹12,000 a month; semi-skilled ₹423 a day, ₹12,690 a month',
    },
    { all: [12_000, 12_690] },
  ),
  ...table(
    {
      state: 'HP',
      employment: hpEmployment,
      vda: 0,
      effective_from: '2025-04-01',
      source:
        'Government of Himachal Pradesh, revision of the minimum wages in the 19 scheduled employments w.e.f. 1 April 2025 (Minimum Wages Advisory Committee of 4 April 2025): unskilled ₹425 a day, ₹12,750 a month; the other classes differ by employment and are not seeded',
    },
    { all: [12_750] },
  ),
];

/**
 * The demo's wages are at least the minimum (issue #33 item 3): the lowest gross, in steps of
 * ₹500, whose wage components (the demo structure's basic and DA, `wageShare` of the gross)
 * pay the highest monthly minimum seeded for the site's state and zone and the designation's
 * skill, with a rupee to spare for rounding; 0 where no rate is seeded.
 */
export function demoGrossFloor(
  where: { state: string; zone: string | undefined; skill: string | undefined },
  wageShare: number,
): number {
  const minimum = Math.max(
    0,
    ...seededMinimumWages
      .filter((rate) => rate.state === where.state && rate.zone === where.zone && rate.skill === where.skill)
      .map((rate) => rate.basic + rate.vda),
  );
  return minimum ? Math.ceil((minimum / wageShare + 1) / 500) * 500 : 0;
}
