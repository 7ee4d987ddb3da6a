import { checkContributions, ecrMemberProblems } from './ecr-members.js';

/**
 * Checks an arrear ECR text file as EPFO's Unified Portal takes it, written from the
 * published format (EPFO's ECR 2.0 FAQ: the arrear file has eight data fields and no gross
 * wages; the fields are ECR 1.0's arrear columns with ECR 2.0's UAN and EDLI wages), not from
 * our writer. Returns every problem, `line n: …`.
 *
 * Per line: eight `#~#`-separated fields — UAN (12 digits), member name (letters, spaces,
 * dots, apostrophes, hyphens), arrear EPF wages, arrear EPS wages, arrear EDLI wages, arrear
 * EPF employee's share, arrear EPF employer's share, arrear EPS share — the amounts whole
 * non-negative numbers; EPS and EDLI wages at most EPF wages; the employee's share 12% of the
 * EPF wages, EPS 8.33% of the EPS wages, the employer's share 12% of the EPF wages less EPS,
 * to the nearest rupee (±1, the portal's tolerance); some arrear EPF wages. Per file: no UAN twice.
 */
export function arrearEcrProblems(text: string): string[] {
  return ecrMemberProblems(text, 8, 'an amount', (member) => {
    const { at, problems } = member;
    const [epf = 0, eps = 0, edli = 0, employee = 0, employer = 0, pension = 0] = member.numbers;
    if (epf <= 0) problems.push(`${at}: no arrear EPF wages`);
    if (eps > epf) problems.push(`${at}: arrear EPS wages above arrear EPF wages`);
    if (edli > epf) problems.push(`${at}: arrear EDLI wages above arrear EPF wages`);
    checkContributions(member, { epf, eps, of: 'arrear ' }, { employee, pension, employer });
  });
}
