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
  const problems: string[] = [];
  const seen = new Set<string>();
  const lines = text.endsWith('\n') ? text.slice(0, -1).split('\n') : text.split('\n');
  lines.forEach((line, index) => {
    const at = `line ${index + 1}`;
    const fields = line.split('#~#');
    if (fields.length !== 11) {
      problems.push(`${at}: ${fields.length} fields, not 11`);
      return;
    }
    const [uan, name, ...numbers] = fields as [string, string, ...string[]];
    if (!/^\d{12}$/.test(uan)) problems.push(`${at}: UAN is not 12 digits`);
    if (seen.has(uan)) problems.push(`${at}: UAN ${uan} twice`);
    seen.add(uan);
    if (!/^[A-Za-z][A-Za-z .'-]*$/.test(name)) problems.push(`${at}: member name has other characters`);
    if (numbers.some((value) => !/^\d+$/.test(value))) {
      problems.push(`${at}: an amount or day count is not a whole number`);
      return;
    }
    const [gross, epf, eps, edli, employee, pension, employer, ncp] = numbers.map(Number) as number[];
    const near = (actual: number, expected: number) => Math.abs(actual - expected) <= 1;
    if ((epf as number) > (gross as number)) problems.push(`${at}: EPF wages above gross wages`);
    if ((eps as number) > (epf as number)) problems.push(`${at}: EPS wages above EPF wages`);
    if ((edli as number) > Math.min(epf as number, ceiling))
      problems.push(`${at}: EDLI wages above EPF wages or the ceiling`);
    if (!near(employee as number, Math.round((epf as number) * 0.12)))
      problems.push(`${at}: EE share is not 12% of EPF wages`);
    if (!near(pension as number, Math.round((eps as number) * 0.0833)))
      problems.push(`${at}: EPS is not 8.33% of EPS wages`);
    if (!near((employer as number) + (pension as number), Math.round((epf as number) * 0.12)))
      problems.push(`${at}: ER share and EPS are not 12% of EPF wages`);
    if ((ncp as number) > month.daysInMonth) problems.push(`${at}: NCP days above the month's days`);
  });
  return problems;
}
