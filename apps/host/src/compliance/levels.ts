import type { ComplianceLevel } from '@muster/protocol';

/** A colour's name (an i18n key) and its badge's classes. */
export const levelViews: Record<ComplianceLevel, { label: string; className: string }> = {
  green: { label: 'Green', className: 'bg-green-100 text-green-900' },
  amber: { label: 'Amber', className: 'bg-amber-100 text-amber-900' },
  red: { label: 'Red', className: 'bg-red-100 text-red-900' },
};
