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
  const problems: string[] = [];
  const seen = new Set<string>();
  const lines = text.endsWith('\n') ? text.slice(0, -1).split('\n') : text.split('\n');
  lines.forEach((line, index) => {
    const at = `line ${index + 1}`;
    const fields = line.split('#~#');
    if (fields.length !== 8) {
      problems.push(`${at}: ${fields.length} fields, not 8`);
      return;
    }
    const [uan, name, ...numbers] = fields as [string, string, ...string[]];
    if (!/^\d{12}$/.test(uan)) problems.push(`${at}: UAN is not 12 digits`);
    if (seen.has(uan)) problems.push(`${at}: UAN ${uan} twice`);
    seen.add(uan);
    if (!/^[A-Za-z][A-Za-z .'-]*$/.test(name)) problems.push(`${at}: member name has other characters`);
    if (numbers.some((value) => !/^\d+$/.test(value))) {
      problems.push(`${at}: an amount is not a whole number`);
      return;
    }
    const [epf = 0, eps = 0, edli = 0, employee = 0, employer = 0, pension = 0] = numbers.map(Number);
    const near = (actual: number, expected: number) => Math.abs(actual - expected) <= 1;
    if (epf <= 0) problems.push(`${at}: no arrear EPF wages`);
    if (eps > epf) problems.push(`${at}: arrear EPS wages above arrear EPF wages`);
    if (edli > epf) problems.push(`${at}: arrear EDLI wages above arrear EPF wages`);
    if (!near(employee, Math.round(epf * 0.12)))
      problems.push(`${at}: EE share is not 12% of arrear EPF wages`);
    if (!near(pension, Math.round(eps * 0.0833)))
      problems.push(`${at}: EPS is not 8.33% of arrear EPS wages`);
    if (!near(employer + pension, Math.round(epf * 0.12)))
      problems.push(`${at}: ER share and EPS are not 12% of arrear EPF wages`);
  });
  return problems;
}
