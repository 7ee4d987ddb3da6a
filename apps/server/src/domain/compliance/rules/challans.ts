import type { ComplianceFinding } from '@muster/protocol';
import { rupees } from './money.js';

/** A recorded challan of a wage month (epf_challans: TRRN; esi_challans: challan number). */
export interface Challan {
  id: string;
  reference: string;
  /** IST day it was paid, `YYYY-MM-DD`. */
  paid_on: string;
  amount_paise: number;
  has_receipt: boolean;
}

export type ChallanScheme = 'EPF' | 'ESI';

export interface ChallanCheck {
  scheme: ChallanScheme;
  month: string;
  challans: readonly Challan[];
  /** What the contractor's approved payslips of the month make due, in paise. */
  expected_paise: number;
  /** The last day to pay on time, `YYYY-MM-DD` (dated data). */
  due: string;
  /** Today (IST): a challan not recorded is a finding once its due day has passed. */
  today: string;
}

const folderOf = { EPF: 'epf_challans', ESI: 'esi_challans' } as const;

/**
 * A scheme's challan findings for a month (README "Challans"): the month's challans together
 * against the approved payslips' total, to the paisa — short by anything (₹1 included) is
 * red, more than due is amber; each challan paid after the due day (a day late included) is
 * amber, as is one without its receipt. None recorded: red once the due day has passed while
 * something was due; nothing before then.
 */
export function challanFindings(check: ChallanCheck): ComplianceFinding[] {
  const { scheme, challans, expected_paise: expected } = check;
  const evidence = (id: string | null) => ({ folder: folderOf[scheme], id });
  if (!challans.length)
    return expected > 0 && check.today > check.due
      ? [
          {
            kind: 'challan_missing',
            level: 'red',
            params: { scheme, month: check.month, expected: rupees(expected), due: check.due },
            evidence: evidence(null),
          },
        ]
      : [];
  const findings: ComplianceFinding[] = [];
  const paid = challans.reduce((sum, challan) => sum + challan.amount_paise, 0);
  const first = challans[0]?.id ?? null;
  const amounts = {
    paid: rupees(paid),
    expected: rupees(expected),
    difference: rupees(Math.abs(paid - expected)),
  };
  if (paid < expected)
    findings.push({
      kind: 'challan_short',
      level: 'red',
      params: { scheme, ...amounts },
      evidence: evidence(first),
    });
  if (paid > expected)
    findings.push({
      kind: 'challan_excess',
      level: 'amber',
      params: { scheme, ...amounts },
      evidence: evidence(first),
    });
  for (const challan of challans) {
    if (challan.paid_on > check.due)
      findings.push({
        kind: 'challan_late',
        level: 'amber',
        params: { scheme, reference: challan.reference, paid_on: challan.paid_on, due: check.due },
        evidence: evidence(challan.id),
      });
    if (!challan.has_receipt)
      findings.push({
        kind: 'challan_receipt_missing',
        level: 'amber',
        params: { scheme, reference: challan.reference },
        evidence: evidence(challan.id),
      });
  }
  return findings;
}
