import type { ComplianceLevel } from '@muster/protocol';

/** A colour's name (an i18n key) and its badge's classes. */
export const levelViews: Record<ComplianceLevel, { label: string; className: string }> = {
  green: { label: 'Green', className: 'bg-level-green-bg text-level-green-fg' },
  amber: { label: 'Amber', className: 'bg-level-amber-bg text-level-amber-fg' },
  red: { label: 'Red', className: 'bg-level-red-bg text-level-red-fg' },
};
