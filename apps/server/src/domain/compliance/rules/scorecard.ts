import type { ComplianceFinding, ComplianceLevel } from '@muster/protocol';

/** A month's colour: red with any red finding, amber with any amber one, green with none. */
export function levelOf(findings: readonly ComplianceFinding[]): ComplianceLevel {
  if (findings.some((finding) => finding.level === 'red')) return 'red';
  return findings.length ? 'amber' : 'green';
}

/** Red findings first, each level in the order its checks ran. */
export const inOrder = (findings: readonly ComplianceFinding[]): ComplianceFinding[] => [
  ...findings.filter((finding) => finding.level === 'red'),
  ...findings.filter((finding) => finding.level !== 'red'),
];
