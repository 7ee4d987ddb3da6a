/**
 * What every ECR-family text file of EPFO's Unified Portal shares (the month's ECR 2.0 and the
 * arrear ECR; see each validator for its source): one member a line, `#~#`-separated fields,
 * the UAN (12 digits, once a file) and the member's name first, whole non-negative numbers
 * after them, and the contributions on the wages they are drawn from — the employee's share
 * 12% of EPF wages, EPS 8.33% of EPS wages, the employer's share 12% of EPF wages less EPS,
 * each to the nearest rupee (±1, the portal's tolerance).
 */
export interface EcrMember {
  /** `line n`, to begin each problem with. */
  at: string;
  /** The fields after UAN and name, as numbers. */
  numbers: number[];
  problems: string[];
}

/** Checks each line's shared fields, then hands a well-formed one to `check`; every problem, `line n: …`. */
export function ecrMemberProblems(
  text: string,
  fieldCount: number,
  wholeNumbers: string,
  check: (member: EcrMember) => void,
): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  const lines = text.endsWith('\n') ? text.slice(0, -1).split('\n') : text.split('\n');
  lines.forEach((line, index) => {
    const at = `line ${index + 1}`;
    const fields = line.split('#~#');
    if (fields.length !== fieldCount) {
      problems.push(`${at}: ${fields.length} fields, not ${fieldCount}`);
      return;
    }
    const [uan, name, ...numbers] = fields as [string, string, ...string[]];
    if (!/^\d{12}$/.test(uan)) problems.push(`${at}: UAN is not 12 digits`);
    if (seen.has(uan)) problems.push(`${at}: UAN ${uan} twice`);
    seen.add(uan);
    if (!/^[A-Za-z][A-Za-z .'-]*$/.test(name)) problems.push(`${at}: member name has other characters`);
    if (numbers.some((value) => !/^\d+$/.test(value))) {
      problems.push(`${at}: ${wholeNumbers} is not a whole number`);
      return;
    }
    check({ at, numbers: numbers.map(Number), problems });
  });
  return problems;
}

/** The three contributions against the EPF and EPS wages they are drawn from. */
export function checkContributions(
  { at, problems }: EcrMember,
  wages: { epf: number; eps: number; of: string },
  shares: { employee: number; pension: number; employer: number },
): void {
  const near = (actual: number, expected: number) => Math.abs(actual - expected) <= 1;
  if (!near(shares.employee, Math.round(wages.epf * 0.12)))
    problems.push(`${at}: EE share is not 12% of ${wages.of}EPF wages`);
  if (!near(shares.pension, Math.round(wages.eps * 0.0833)))
    problems.push(`${at}: EPS is not 8.33% of ${wages.of}EPS wages`);
  if (!near(shares.employer + shares.pension, Math.round(wages.epf * 0.12)))
    problems.push(`${at}: ER share and EPS are not 12% of ${wages.of}EPF wages`);
}
