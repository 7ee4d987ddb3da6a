/** A previous-month approval document as the gate reads it. */
export interface GateDocument {
  restr_lvl: string | null;
  status: string | null;
}

/** What the gate decides: go on, ask first ('warn'), or refuse ('block'), with the count of documents in the way. */
export type GateDecision = { kind: 'pass' } | { kind: 'warn'; n: number } | { kind: 'block'; n: number };

/**
 * The compliance gate (spec 000 §5): a previous-month document is in the way until it is
 * approved (pending, uploaded and rejected all are: the spec's 'not uploaded/approved'). One
 * at level 'block' refuses, counting the block documents; else one at 'warn' asks first,
 * counting the warn documents; 'none' (or no level) never stops generation. A contract with
 * no previous month's invoice has nothing in the way.
 */
export function complianceGate(documents: readonly GateDocument[]): GateDecision {
  const pending = documents.filter((document) => document.status !== 'approved');
  const block = pending.filter((document) => document.restr_lvl === 'block').length;
  if (block) return { kind: 'block', n: block };
  const warn = pending.filter((document) => document.restr_lvl === 'warn').length;
  return warn ? { kind: 'warn', n: warn } : { kind: 'pass' };
}
