import { useEngine } from '../provider/context';
import { EngineDialog } from './EngineDialog';

export interface DeleteConfirmationProps {
  open: boolean;
  count: number;
  onConfirm: () => void;
  onCancel: () => void;
}

/** 'Delete Confirmation' before a delete txn runs (spec 000 §2 "Modals"). */
export function DeleteConfirmation({ open, count, onConfirm, onCancel }: DeleteConfirmationProps) {
  const { t } = useEngine();
  return (
    <EngineDialog
      open={open}
      onOpenChange={(next) => !next && onCancel()}
      title={t('Delete Confirmation')}
      description={t('Are you sure you want to delete {count} record(s)?', { count })}
      actions={
        <>
          <button type="button" className="me-button" onClick={onCancel}>
            {t('Cancel')}
          </button>
          <button type="button" className="me-button me-button-danger" onClick={onConfirm}>
            {t('Delete')}
          </button>
        </>
      }
    />
  );
}
