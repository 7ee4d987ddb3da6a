import { type ComplianceFinding, complianceMessages, type ErrorReplyData } from '@muster/protocol';
import type { Translate } from '../i18n/translate';

/**
 * The invoice approval gate's refusal (issue #33 item 6) in the user's language: its red
 * refusal or its amber question, each finding translated with its values; null for any other
 * refusal. `confirm` says the user may go on (amber).
 */
export function complianceRefusal(
  data: ErrorReplyData | undefined,
  t: Translate,
): { text: string; confirm: boolean } | null {
  if (data?.kind !== 'compliance' || !Array.isArray(data.findings)) return null;
  const findings = (data.findings as ComplianceFinding[])
    .filter((finding) => finding.level === data.level)
    .map((finding) => t(complianceMessages[finding.kind], finding.params))
    .join('; ');
  const values = { business: String(data.business ?? ''), month: String(data.month ?? ''), findings };
  return data.confirm === true
    ? { text: t(complianceMessages.gateAmber, values), confirm: true }
    : { text: t(complianceMessages.gateRed, values), confirm: false };
}
