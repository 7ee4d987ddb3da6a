import { checkContributions, ecrMemberProblems } from './ecr-members.js';

/**
 * Checks an ECR 2.0 text file as EPFO's Unified Portal does on upload, written from the
 * portal's published file format (ECR 2.0: eleven `#~#`-separated fields a member), not from
 * our writer: a test passes our file through it. Returns every problem, `line n: …`.
 *
 * Per line: UAN 12 digits; a member name (letters, spaces, dots, apostrophes, hyphens);
 * gross, EPF, EPS and EDLI wages, the three contributions, NCP days and refunds whole
 * non-negative numbers; EPF wages at most gross wages (higher wages included), EPS and EDLI
 * wages at most EPF wages and EDLI wages at most the ceiling; employee's share 12% of EPF
 * wages, EPS 8.33% of EPS wages, employer's EPF share 12% of EPF wages less EPS, each to
 * the nearest rupee (±1 for the portal's tolerance); NCP days at most the month's days.
 * Per file: no UAN twice, no blank line.
 */
export function ecrProblems(text: string, month: { daysInMonth: number }, ceiling = 15000): string[] {
  return ecrMemberProblems(text, 11, 'an amount or day count', (member) => {
    const { at, problems } = member;
    const [gross = 0, epf = 0, eps = 0, edli = 0, employee = 0, pension = 0, employer = 0, ncp = 0] =
      member.numbers;
    if (epf > gross) problems.push(`${at}: EPF wages above gross wages`);
    if (eps > epf) problems.push(`${at}: EPS wages above EPF wages`);
    if (edli > Math.min(epf, ceiling)) problems.push(`${at}: EDLI wages above EPF wages or the ceiling`);
    checkContributions(member, { epf, eps, of: '' }, { employee, pension, employer });
    if (ncp > month.daysInMonth) problems.push(`${at}: NCP days above the month's days`);
  });
}
