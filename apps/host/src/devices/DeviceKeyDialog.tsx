import { EngineDialog } from '@muster/folder-engine';
import type { DeviceKeyRecord } from '@muster/protocol';
import { useTranslation } from 'react-i18next';

/**
 * A device's key, shown once right after 'Generate' (the server keeps only its hash):
 * the admin enters it in the device that punches through `POST /devices/punches`.
 */
export function DeviceKeyDialog({
  record,
  onClose,
}: {
  record: DeviceKeyRecord | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <EngineDialog
      open={record !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('Device key')}
      description={t(
        'This key is shown only once: enter it in the device now. Generating a new key revokes this one.',
      )}
      actions={
        <button type="button" className="me-button" onClick={onClose}>
          {t('Close')}
        </button>
      }
    >
      {record && (
        <dl className="me-dialog-text">
          <dt>{t('Serial Number')}</dt>
          <dd>{record.serial_number}</dd>
          <dt>{t('Device key')}</dt>
          <dd>
            <code data-testid="device-key" style={{ userSelect: 'all', wordBreak: 'break-all' }}>
              {record.key}
            </code>
          </dd>
        </dl>
      )}
    </EngineDialog>
  );
}
