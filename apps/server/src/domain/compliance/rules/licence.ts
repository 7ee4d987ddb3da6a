import { addDays, type ComplianceFinding } from '@muster/protocol';

/** A contractor's licence (contractor_licences), its days as IST `YYYY-MM-DD`. */
export interface Licence {
  id: string;
  licence_no: string;
  valid_from: string;
  valid_to: string;
  max_workers: number;
}

/** The contractor's workers deployed on a day of the month (distinct employees allocated). */
export interface DayHeadcount {
  day: string;
  workers: number;
}

const evidence = (id: string | null) => ({ folder: 'contractor_licences', id }) as const;

/** The licence a day works under: of those covering it, the one issued last (a renewal over its predecessor). */
function licenceOn(licences: readonly Licence[], day: string): Licence | null {
  return (
    licences
      .filter((licence) => licence.valid_from <= day && day <= licence.valid_to)
      .sort((a, b) => b.valid_from.localeCompare(a.valid_from))[0] ?? null
  );
}

/**
 * The licence findings of a month (README "Licence and headcount"): every day with workers
 * deployed needs a licence covering it (CLRA s. 12(1); OSH Code s. 47(1)) — the first day
 * without one is red, named by the licence that expired before it or, when none did, as
 * unlicensed; a day's headcount above its licence's maximum is red (Central Rules
 * r. 25(2)(ii); OSH Code s. 47(1): the licence specifies the number), reported at the day
 * most over with the count of days over; the licence in force on the month's last deployed
 * day expiring within the renewal notice (r. 29(2)) with no later licence recorded is amber.
 * A month with nobody deployed needs no licence.
 */
export function licenceFindings(
  licences: readonly Licence[],
  headcounts: readonly DayHeadcount[],
  month: { lastDay: string },
  renewalNoticeDays: number,
): ComplianceFinding[] {
  const deployed = headcounts.filter((day) => day.workers > 0).sort((a, b) => a.day.localeCompare(b.day));
  const findings: ComplianceFinding[] = [];
  const uncovered = deployed.find((day) => !licenceOn(licences, day.day));
  if (uncovered) {
    const expired = licences
      .filter((licence) => licence.valid_to < uncovered.day)
      .sort((a, b) => b.valid_to.localeCompare(a.valid_to))[0];
    findings.push(
      expired
        ? {
            kind: 'licence_expired',
            level: 'red',
            params: {
              licence: expired.licence_no,
              expired: expired.valid_to,
              day: uncovered.day,
              workers: uncovered.workers,
            },
            evidence: evidence(expired.id),
          }
        : {
            kind: 'licence_missing',
            level: 'red',
            params: { day: uncovered.day, workers: uncovered.workers },
            evidence: evidence(null),
          },
    );
  }
  const over = deployed.flatMap((day) => {
    const licence = licenceOn(licences, day.day);
    return licence && day.workers > licence.max_workers ? [{ ...day, licence }] : [];
  });
  const worst = [...over].sort(
    (a, b) =>
      b.workers - b.licence.max_workers - (a.workers - a.licence.max_workers) || a.day.localeCompare(b.day),
  )[0];
  if (worst)
    findings.push({
      kind: 'headcount_over',
      level: 'red',
      params: {
        workers: worst.workers,
        day: worst.day,
        max: worst.licence.max_workers,
        licence: worst.licence.licence_no,
        days: over.length,
      },
      evidence: evidence(worst.licence.id),
    });
  const last = deployed.at(-1);
  const current = last ? licenceOn(licences, last.day) : null;
  if (last && current) {
    const renewBy = addDays(current.valid_to, -renewalNoticeDays);
    const renewed = licences.some((licence) => licence.valid_to > current.valid_to);
    if (!renewed && renewBy <= month.lastDay)
      findings.push({
        kind: 'licence_expiring',
        level: 'amber',
        params: { licence: current.licence_no, expired: current.valid_to, renew_by: renewBy },
        evidence: evidence(current.id),
      });
  }
  return findings;
}
