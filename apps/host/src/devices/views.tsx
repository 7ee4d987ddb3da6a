import { rankWith } from '@muster/folder-engine';
import { type DeviceKeyRecord, devicesIssueKeyTxn } from '@muster/protocol';
import type { ActionRevealEntry } from '../registry/row-actions';
import { DeviceKeyDialog } from './DeviceKeyDialog';

/** A devices txn whose reply is shown once (`revealsOnce`: a device's new key) shows it in its dialog. */
export const deviceKeyReveals: ActionRevealEntry[] = [
  {
    tester: rankWith(
      1,
      ({ declaration }) =>
        declaration?.revealsOnce === true && declaration.folder === devicesIssueKeyTxn.folder,
    ),
    Reveal: ({ result, onClose }) => (
      <DeviceKeyDialog
        record={(result.records[0] as DeviceKeyRecord | undefined) ?? null}
        onClose={onClose}
      />
    ),
  },
];
