import { formatFieldValue, type ProjectedRecord } from '@muster/protocol';
import { useEffect, useState } from 'react';
import { useEngine } from '../provider/context';

interface BusinessFilterProps {
  value: string | null;
  onChange: (partnerId: string | null) => void;
}

/** The business filter of partner-scoped folders (spec 000 §2): all businesses, or one partner. */
export function BusinessFilter({ value, onChange }: BusinessFilterProps) {
  const { client, t, locale } = useEngine();
  const [partners, setPartners] = useState<ProjectedRecord[]>([]);
  useEffect(() => {
    let current = true;
    client
      .run<ProjectedRecord>({
        name: 'txn_partners_list',
        folder: 'partners',
        foldertype: 'folders',
        params: { limit: 500, offset: 0 },
        projections: ['id', 'code', 'name'],
        client_props: { txn_op: 'R' },
      })
      .then(
        (result) => current && setPartners(result.records),
        // Without the partner list the filter offers all businesses only; the list still works.
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
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value || null)}
    >
      <option value="">{t('All businesses')}</option>
      {partners.map((partner) => (
        <option key={partner.id} value={partner.id}>
          {formatFieldValue('docpicker', [partner], { locale })}
        </option>
      ))}
    </select>
  );
}
