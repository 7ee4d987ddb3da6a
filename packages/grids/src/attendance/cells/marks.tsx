import type { GridsTranslate } from '../../i18n/translate';
import type { StatusMark as Status } from './cell-view';

/**
 * Small inline icons: no icon font to load, and each has a label for screen readers, and a
 * `<title>` (the browser's tooltip) unless `titled` is false: the grid's day cells leave it
 * out, since there it would pop up over the grid's own hover tooltip and is one more element
 * in each of thousands of cells.
 */
function Icon({
  label,
  className,
  wide = false,
  titled = true,
  children,
}: {
  label: string;
  className: string;
  /** Two marks side by side (the double check) need a wider box than one. */
  wide?: boolean;
  titled?: boolean;
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
      {titled && <title>{label}</title>}
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
export function StatusMark({ status, t, titled }: { status: Status; t: GridsTranslate; titled?: boolean }) {
  const label = t(statusLabels[status]);
  switch (status) {
    case 'final_approved':
      return (
        <Icon label={label} className="mg-status-final" wide titled={titled}>
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
        <Icon label={label} className="mg-status-intermediate" titled={titled}>
          <path d={check} fill="none" stroke="currentColor" strokeWidth="2.2" />
        </Icon>
      );
    case 'rejected':
      return (
        <Icon label={label} className="mg-status-rejected" titled={titled}>
          <path d="M3.5 3.5l9 9M12.5 3.5l-9 9" fill="none" stroke="currentColor" strokeWidth="1.8" />
        </Icon>
      );
    case 'settled':
      return (
        <Icon label={label} className="mg-status-settled" titled={titled}>
          <circle cx="8" cy="8" r="7.5" fill="currentColor" />
          <path
            d="M4.5 8.5l2.5 2.5 4.5-5"
            fill="none"
            style={{ stroke: 'var(--muster-color-on-accent)' }}
            strokeWidth="1.8"
          />
        </Icon>
      );
  }
}

/** Orange for a system edit, red for a manual one (spec 001 §2 "Cell marks"). */
export function EditFlag({
  edit,
  t,
  titled,
}: {
  edit: 'system' | 'manual';
  t: GridsTranslate;
  titled?: boolean;
}) {
  return (
    <Icon
      label={t(edit === 'system' ? 'System edit' : 'Manual edit')}
      className={`mg-flag-${edit}`}
      titled={titled}
    >
      {/* The pole and the pennant as one filled path: one element a flag. */}
      <path d="M2.2 1.5h1.6v13H2.2zM3.8 2h9l-2.5 3.5 2.5 3.5h-9z" fill="currentColor" />
    </Icon>
  );
}

/** The table icon of the Employees column that opens the register view. */
export function RegisterIcon({ label }: { label: string }) {
  return (
    <Icon label={label} className="mg-register-icon">
      {/* The frame (a rounded rectangle) and the table's lines as one path: one row's element fewer. */}
      <path
        d="M2.5 2.5h11a1 1 0 0 1 1 1v9a1 1 0 0 1-1 1h-11a1 1 0 0 1-1-1v-9a1 1 0 0 1 1-1zM1.5 6h13M1.5 9.5h13M6 6v7.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.3"
      />
    </Icon>
  );
}
