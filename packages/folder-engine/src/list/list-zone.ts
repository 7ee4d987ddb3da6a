import { businessesListTxn, defaultBusinessTimeZone } from '@muster/protocol';
import { useEffect, useState } from 'react';
import { useEngine } from '../provider/context';

/**
 * The zone a list counts its days in (protocol README, "The business's calendar"): the
 * business whose rows it shows. That is the signed-in business's (`useEngine().timeZone`)
 * unless the business filter picked another (`partner`, a principal employer viewing a
 * contractor), whose own zone it reads from the businesses the user may view
 * (txn_businesses_list, partners' `time_zone`). Until that answers, and if it fails, the
 * signed-in business's: a date is never left unshown.
 */
export function useListZone(partner: string | null): string {
  const { client, timeZone } = useEngine();
  const [picked, setPicked] = useState<{ swhandle: string; zone: string } | null>(null);
  useEffect(() => {
    if (!partner) return;
    let current = true;
    client
      .call(
        businessesListTxn,
        { limit: 1, filters: { filterInput: [{ path: 'sw_handle', operator: '=', value: partner }] } },
        { projections: ['sw_handle', 'time_zone'] },
      )
      .then(
        (result) => {
          const zone = result.records[0]?.time_zone;
          if (current)
            setPicked({
              swhandle: partner,
              zone: typeof zone === 'string' && zone ? zone : defaultBusinessTimeZone,
            });
        },
        // the signed-in business's zone stays; the list still works
        () => undefined,
      );
    return () => {
      current = false;
    };
  }, [client, partner]);
  return partner && picked?.swhandle === partner ? picked.zone : timeZone;
}
