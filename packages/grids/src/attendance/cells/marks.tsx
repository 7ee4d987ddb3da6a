import type { GridsTranslate } from '../../i18n/translate';
import type { StatusMark as Status } from './cell-view';

/** Small inline icons: no icon font to load, and each has a label for screen readers. */
function Icon({
  label,
  className,
  wide = false,
  children,
}: {
  label: string;
  className: string;
  /** Two marks side by side (the double check) need a wider box than one. */
  wide?: boolean;
  children: React.ReactNode;
}) {
  return (
    <svg
      className={`mg-icon ${className}`}
      viewBox={wide ? '0 0 22 16' : '0 0 16 16'}
      width={wide ? 19 : 14}
      height="14"
      role="img"
      aria-label={label}
    >
      <title>{label}</title>
      {children}
    </svg>
  );
}

const check = 'M2.5 8.5l3 3 6-7';

const statusLabels = {
  final_approved: 'Final approved',
  intermediate_approved: 'Intermediate approved',
  rejected: 'Rejected',
  settled: 'Settled',
} as const;

/** Final approved ✓✓, intermediate ✓, rejected ✗, settled a filled circle with a check. */
export function StatusMark({ status, t }: { status: Status; t: GridsTranslate }) {
  const label = t(statusLabels[status]);
  switch (status) {
    case 'final_approved':
      return (
        <Icon label={label} className="mg-status-final" wide>
          <path
            d="M1 8.5l3 3 6-7M9 11.5l6-7 M7.5 10l1.5 1.5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          />
        </Icon>
      );
    case 'intermediate_approved':
      return (
        <Icon label={label} className="mg-status-intermediate">
          <path d={check} fill="none" stroke="currentColor" strokeWidth="2.2" />
        </Icon>
      );
    case 'rejected':
      return (
        <Icon label={label} className="mg-status-rejected">
          <path d="M3.5 3.5l9 9M12.5 3.5l-9 9" fill="none" stroke="currentColor" strokeWidth="1.8" />
        </Icon>
      );
    case 'settled':
      return (
        <Icon label={label} className="mg-status-settled">
          <circle cx="8" cy="8" r="7.5" fill="currentColor" />
          <path d="M4.5 8.5l2.5 2.5 4.5-5" fill="none" stroke="#fff" strokeWidth="1.8" />
        </Icon>
      );
  }
}

/** Orange for a system edit, red for a manual one (spec 001 §2 "Cell marks"). */
export function EditFlag({ edit, t }: { edit: 'system' | 'manual'; t: GridsTranslate }) {
  return (
    <Icon label={t(edit === 'system' ? 'System edit' : 'Manual edit')} className={`mg-flag-${edit}`}>
      <path d="M3 1.5v13" stroke="currentColor" strokeWidth="1.6" />
      <path d="M3.8 2h9l-2.5 3.5 2.5 3.5h-9z" fill="currentColor" />
    </Icon>
  );
}

/** The table icon of the Employees column that opens the register view. */
export function RegisterIcon({ label }: { label: string }) {
  return (
    <Icon label={label} className="mg-register-icon">
      <rect
        x="1.5"
        y="2.5"
        width="13"
        height="11"
        rx="1"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.3"
      />
      <path d="M1.5 6h13M1.5 9.5h13M6 6v7.5" stroke="currentColor" strokeWidth="1.3" />
    </Icon>
  );
}
