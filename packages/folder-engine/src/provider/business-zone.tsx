import { businessesListTxn, defaultBusinessTimeZone } from '@muster/protocol';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { EngineContext, useEngine } from './context';

/** A business other than the signed-in one, by its handle (a list's business filter) or its id (a record's Business field). */
export type OtherBusiness = { path: 'sw_handle' | 'id'; value: string };

/**
 * The zone a list or a record counts its days in (protocol README, "The business's
 * calendar"): the business whose rows it shows. That is the signed-in business's
 * (`useEngine().timeZone`) unless `business` names another (a principal employer viewing a
 * contractor's list or opening its record), whose own zone it reads from the businesses the
 * user may view (txn_businesses_list, partners' `time_zone`). Until that answers, and if it
 * fails, the signed-in business's: a date is never left unshown.
 */
export function useBusinessZone(business: OtherBusiness | null): string {
  const { client, timeZone } = useEngine();
  const path = business?.path;
  const value = business?.value;
  const key = path && value ? `${path}:${value}` : null;
  const [read, setRead] = useState<{ key: string; zone: string } | null>(null);
  useEffect(() => {
    if (!path || !value || !key) return;
    let current = true;
    client
      .call(
        businessesListTxn,
        { limit: 1, filters: { filterInput: [{ path, operator: '=', value }] } },
        { projections: ['sw_handle', 'time_zone'] },
      )
      .then(
        (result) => {
          const zone = result.records[0]?.time_zone;
          if (current)
            setRead({ key, zone: typeof zone === 'string' && zone ? zone : defaultBusinessTimeZone });
        },
        // the signed-in business's zone stays; the list or form still works
        () => undefined,
      );
    return () => {
      current = false;
    };
  }, [client, path, value, key]);
  return key && read?.key === key ? read.zone : timeZone;
}

/**
 * Its children count days in `timeZone`: every field, editor, check and history inside reads the
 * engine's `timeZone`, so a record of another business is shown and written in that business's days.
 */
export function InBusinessZone({ timeZone, children }: { timeZone: string; children: ReactNode }) {
  const engine = useEngine();
  const value = useMemo(
    () => (timeZone === engine.timeZone ? engine : { ...engine, timeZone }),
    [engine, timeZone],
  );
  return <EngineContext.Provider value={value}>{children}</EngineContext.Provider>;
}
