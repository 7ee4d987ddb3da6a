import { useEffect, useRef, useState } from 'react';
import type { TxnClient } from '../../transport/txn-client';
import { type RecordProgress, recordProgress } from './progress-event';

const nothingHeard: RecordProgress = { percent: null, processed: false };

/**
 * The progress the server broadcasts for one stored record of a folder (DESIGN §3:
 * `{"type":"broadcast","folder":"bulk_upload","data":{"id":…,"stage":"3/120","count":"3/120"}}`).
 * An event without a percent keeps the last one; once processed, it stays processed.
 */
export function useRecordProgress(client: TxnClient, folder: string, id: string | undefined): RecordProgress {
  const [heard, setHeard] = useState<RecordProgress>(nothingHeard);
  const following = useRef(id);
  useEffect(() => {
    following.current = id;
    setHeard(nothingHeard);
  }, [id]);
  // The folder is followed from mount, before the record's id is known: its work may start as
  // soon as the record is created, and a subscription sent after that could miss its events.
  useEffect(
    () =>
      client.onBroadcast([folder], (_folder, data) => {
        const update = following.current === undefined ? null : recordProgress(data, following.current);
        if (!update) return;
        setHeard((last) => ({
          percent: update.percent ?? last.percent,
          processed: last.processed || update.processed,
        }));
      }),
    [client, folder],
  );
  return heard;
}
