import { useEngine } from '../provider/context';
import { EngineDialog } from './EngineDialog';

export interface DependentRecord {
  id: string;
  label: string;
}

export interface DependentRecordsDialogProps {
  open: boolean;
  /** The folder's label in the interface language. */
  folderLabel: string;
  records: DependentRecord[];
  onRemove: (id: string) => void;
  onDeleteAnyway: () => void;
  onCancel: () => void;
}

/**
 * Shown when a delete is refused because other records depend on the ones deleted (spec 000
 * §2 "Modals"): numbered rows, each removable from the delete, cancel, and 'Delete Anyway'.
 */
export function DependentRecordsDialog({
  open,
  folderLabel,
  records,
  onRemove,
  onDeleteAnyway,
  onCancel,
}: DependentRecordsDialogProps) {
  const { t } = useEngine();
  return (
    <EngineDialog
      open={open}
      onOpenChange={(next) => !next && onCancel()}
      title={t('Delete Confirmation')}
      description={t('There are records which are dependent on the {folder} you are deleting.', {
        folder: folderLabel,
      })}
      actions={
        <>
          <button type="button" className="me-button" onClick={onCancel}>
            {t('Cancel')}
          </button>
          <button
            type="button"
            className="me-button me-button-danger"
            disabled={records.length === 0}
            onClick={onDeleteAnyway}
          >
            {t('Delete Anyway')}
          </button>
        </>
      }
    >
      <ol className="me-dependent-list">
        {records.map((record) => (
          <li key={record.id}>
            <span>{record.label}</span>
            <button
              type="button"
              className="me-button me-button-quiet"
              aria-label={`${t('Remove')} ${record.label}`}
              onClick={() => onRemove(record.id)}
            >
              ×
            </button>
          </li>
        ))}
      </ol>
    </EngineDialog>
  );
}
