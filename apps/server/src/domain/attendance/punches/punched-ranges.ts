/** Each employee punched, with the first and last instant of its punches. */
export function punchedRanges(punches: readonly { employeeId: string; at: Date }[]) {
  const punched = new Map<string, { from: Date; to: Date }>();
  for (const { employeeId, at } of punches) {
    const range = punched.get(employeeId);
    if (!range) punched.set(employeeId, { from: at, to: at });
    else {
      if (at < range.from) range.from = at;
      if (at > range.to) range.to = at;
    }
  }
  return punched;
}
