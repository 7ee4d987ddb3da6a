import { businessesListTxn, formatReference, type ProjectedRecord } from '@muster/protocol';
import { useEffect, useState } from 'react';
import { useEngine } from '../provider/context';

interface BusinessFilterProps {
  /** The picked business's handle; null for the user's own business. */
  value: string | null;
  onChange: (swhandle: string | null) => void;
}

/**
 * The business filter of partner-scoped folders (spec 000 §2, 001 §1): the businesses the
 * user may view (txn_businesses_list: every one for the principal employer's users, its own
 * for a contractor's), its own first picked. The list sends the pick's handle as
 * `target_swhandle` and the server answers that business's rows.
 */
export function BusinessFilter({ value, onChange }: BusinessFilterProps) {
  const { client, t, locale, env } = useEngine();
  const [partners, setPartners] = useState<ProjectedRecord[]>([]);
  useEffect(() => {
    let current = true;
    client.call(businessesListTxn, { limit: 500 }, { projections: ['id', 'code', 'name', 'sw_handle'] }).then(
      (result) => current && setPartners(result.records as ProjectedRecord[]),
      // Without the businesses list the filter offers the own business only; the list still works.
      () => current && setPartners([]),
    );
    return () => {
      current = false;
    };
  }, [client]);
  return (
    <select
      className="me-input"
      aria-label={t('Business')}
      value={value ?? env.swhandle}
      onChange={(event) => onChange(event.target.value === env.swhandle ? null : event.target.value)}
    >
      {!partners.some((partner) => partner.sw_handle === env.swhandle) && (
        <option value={env.swhandle}>{env.business_name}</option>
      )}
      {partners.map((partner) => (
        <option key={partner.id} value={String(partner.sw_handle)}>
          {formatReference([partner], { locale })}
        </option>
      ))}
    </select>
  );
}
